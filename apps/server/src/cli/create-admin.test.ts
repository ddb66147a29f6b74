import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { admins, auditLog } from '@sewa/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../testing/test-app';
import { CreateAdminError, createAdmin } from './create-admin';

// The first admin of a production database (which never gets the demo admin): `npm run admin:create`.

const ROOT = resolve(import.meta.dirname, '../../../..');
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('createAdmin', () => {
  it('creates a super admin who signs in with the given password, audited', async () => {
    const made = await createAdmin(
      t.database.db,
      { email: 'Boss@Sewa.example', name: 'Siti Boss', password: 'a long passphrase' },
      new Date(),
    );
    expect(made.email).toBe('boss@sewa.example');
    const [row] = await t.database.db.select().from(admins).where(eq(admins.id, made.id));
    expect(row).toMatchObject({ privileges: null, customRoleId: null, status: 'active' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.call<never>('public-login-admin', {
      username: 'boss@sewa.example',
      password: 'a long passphrase',
    });
    expect(login.status_code).toBe(100);
    expect(login.admin_info).toMatchObject({ is_super_admin: true });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'admin'));
    expect(audits).toEqual([expect.objectContaining({ actorKind: 'system', entityId: String(made.id) })]);
  });

  it('refuses a bad e-mail, a short password and an e-mail an admin has, saying which', async () => {
    const create = (email: string, password: string) =>
      createAdmin(t.database.db, { email, name: 'Admin', password }, new Date());
    await expect(create('not-an-email', 'long enough pass')).rejects.toThrow(
      new CreateAdminError('email: Please enter a valid e-mail address.'),
    );
    await expect(create('ok@sewa.example', 'short')).rejects.toThrow(/^password: .*at least 8/);
    await expect(create('BOSS@sewa.example', 'long enough pass')).rejects.toThrow(/already exists/);
  });
});

describe('npm run admin:create', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sewa-admin-create-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const run = (args: string[], env: Record<string, string>, stdin: string) =>
    new Promise<{ code: number; out: string }>((done) => {
      const child = execFile(
        process.execPath,
        [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/admin-create.mjs', ...args],
        { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', APP_ENV: 'test', ...env } },
        (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      );
      child.stdin?.end(stdin);
    });

  it('reads the password from standard input, then from ADMIN_PASSWORD, on a fresh database', async () => {
    const first = await run(['--email', 'root@sewa.example'], {}, 'correct horse battery\n');
    expect(first).toMatchObject({ code: 0, out: expect.stringMatching(/Admin root@sewa\.example created/) });
    const again = await run(['--email', 'root@sewa.example'], { ADMIN_PASSWORD: 'another password' }, '');
    expect(again).toMatchObject({ code: 1, out: expect.stringMatching(/already exists/) });
    const usage = await run([], {}, '');
    expect(usage).toMatchObject({ code: 2, out: expect.stringMatching(/Usage: npm run admin:create/) });
  }, 120_000);
});
