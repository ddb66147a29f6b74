import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../testing/test-app';

// /healthz (alive) and /readyz (database reachable, every shipped migration applied): issue 8.

let t: TTestApp;
let pending: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A build that ships a migration newer than any the database has applied.
  const dir = mkdtempSync(join(tmpdir(), 'sewa-migrations-'));
  mkdirSync(join(dir, 'meta'));
  const journal = JSON.parse(
    readFileSync(join(t.services.config.migrationsDir, 'meta/_journal.json'), 'utf8'),
  );
  journal.entries.push({ idx: journal.entries.length, when: Date.now() + 86_400_000, tag: '9999_future' });
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  pending = await createTestApp({ migrationsDir: dir });
});
afterAll(async () => {
  await t.close();
  await pending.close().catch(() => undefined);
});

const get = (app: TTestApp, url: string) => app.app.inject({ method: 'GET', url });

describe('health', () => {
  it('/healthz answers while the process runs', async () => {
    const res = await get(t, '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is 200 when the database answers and every migration is applied', async () => {
    const res = await get(t, '/readyz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', migrations: 'applied' });
  });

  it('/readyz is 503 while a migration of this build is not applied', async () => {
    const res = await get(pending, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ migrations: 'pending' });
  });

  it('/readyz is 503 when the database does not answer, /healthz still 200', async () => {
    await pending.database.close();
    const res = await get(pending, '/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ database: 'unreachable' });
    expect((await get(pending, '/healthz')).statusCode).toBe(200);
  });
});
