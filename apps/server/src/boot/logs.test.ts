import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admins, users } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { DEMO_HASH } from '@sewa/db/seed/demo-users';
import { defineContract } from '@sewa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from '../http/registry';
import { createTestApp, type TTestApp } from '../testing/test-app';

// Logs never contain SQL parameters, password hashes or personal data (issue 8): an integration run on
// the demo data with the log captured at `info`, then grepped for the demo hash and every demo e-mail.

const DEMO_TENANT_EMAIL = 'aisyah.rahman@demo.my';
/** A bug in waiting: an insert that breaks a unique key, with a hash and an e-mail among its parameters. */
const duplicate = defineCall(
  defineContract({ name: 'public-test-duplicate-user', input: z.object({}), output: z.object({}) }),
  {
    roles: 'any',
    privilege: null,
    handler: async ({ services }) => {
      await services.db.insert(users).values({
        role: 'tenant',
        name: 'Aisyah Rahman',
        email: DEMO_TENANT_EMAIL,
        passwordHash: DEMO_HASH,
        notificationKey: 'probe',
      });
      return {};
    },
  },
);

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-logs-'));
const lines: string[] = [];
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp(
    { logLevel: 'info' },
    { extraCalls: [duplicate], logStream: { write: (line) => lines.push(line) } },
  );
  await seedDemo(t.database.db, { dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the log of an integration run', () => {
  it('has a line per request and the failure, but no password hash, SQL parameter or e-mail', async () => {
    const tenant = { role: 'tenant', mobile_country_code: '60', username: '123456789' };
    const signedIn = await t.call<never>('public-login', { ...tenant, password: 'Demo@12345' });
    expect(signedIn.status_code).toBe(100);
    await t.call('public-login', { ...tenant, password: 'wrong password' });
    await t.call('public-login-admin', { username: 'admin@demo.my', password: 'Demo@12345' });
    await t.call('user-get-profile', {}, { token: signedIn.login_token as unknown as string });
    await t.call('public-forgot-password', { role: 'operator', username: 'operator@demo.my' });
    const failed = await t.call('public-test-duplicate-user', {});
    expect(failed.status_code).toBe(500);
    await t.app.inject({ method: 'GET', url: `/user/reset-password?email=${DEMO_TENANT_EMAIL}&token=abc` });
    await t.app.inject({ method: 'GET', url: '/files/1/Aisyah-Rahman-IC.pdf' });

    const log = lines.join('');
    const entries = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(entries.filter((e) => e.msg === 'request').length).toBeGreaterThanOrEqual(8);
    expect(entries).toContainEqual(
      expect.objectContaining({
        msg: 'call failed',
        err: expect.objectContaining({
          type: 'DrizzleQueryError',
          cause: expect.objectContaining({ code: '23505', constraint: 'users_email_uq' }),
        }),
      }),
    );
    expect(entries).toContainEqual(expect.objectContaining({ msg: 'request', url: '/files/:id/:name' }));

    const emails = [
      ...(await t.database.db.select({ email: users.email }).from(users)),
      ...(await t.database.db.select({ email: admins.email }).from(admins)),
    ].flatMap((r) => (r.email ? [r.email.toLowerCase()] : []));
    expect(emails.length).toBeGreaterThan(5);
    expect(log).not.toContain(DEMO_HASH);
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain('params:');
    expect(log).not.toContain('Aisyah');
    for (const email of emails) expect(log.toLowerCase(), email).not.toContain(email);
  });

  it('logs no request line below info (LOG_LEVEL=warn, the development default)', async () => {
    const quiet: string[] = [];
    const q = await createTestApp({ logLevel: 'warn' }, { logStream: { write: (l) => quiet.push(l) } });
    try {
      await q.call('public-get-mobile-country-codes', {});
      expect(quiet).toEqual([]);
    } finally {
      await q.close();
    }
  });
});
