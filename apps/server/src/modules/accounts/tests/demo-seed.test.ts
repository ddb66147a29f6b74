import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { admins, users } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../../boot/demo-seed';
import { createTestApp, type TTestApp } from '../../../testing/test-app';

// The demo seed never stops a start (issue 8): keyed on stable identifiers, it leaves alone what users
// changed, and production never runs it (config.test.ts).

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-accounts-'));
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;
const byMobile = async (role: string, mobile: string) =>
  (
    await t.database.db
      .select()
      .from(users)
      .where(sql`${users.role} = ${role} and ${users.mobile} = ${mobile}`)
  )[0]!;

describe('the demo seed on a later start', () => {
  it('leaves alone accounts whose users cleared or changed an identifier, and creates nothing twice', async () => {
    const db = t.database.db;
    const before = await userCount();
    const tenant = await byMobile('tenant', '123456789');
    const offline = await byMobile('tenant', '162345601');
    const operator = await byMobile('operator', '123987654');
    const staff = await byMobile('operator', '123987655');
    await db.update(users).set({ email: null }).where(eq(users.id, tenant.id));
    await db.update(users).set({ email: null, mobile: '162349999' }).where(eq(users.id, offline.id));
    await db.update(users).set({ email: 'owner@lim.example' }).where(eq(users.id, operator.id));
    await db.update(users).set({ email: 'farhana@staff.example' }).where(eq(users.id, staff.id));

    await expect(seedDemo(db, { dataDir })).resolves.toBeTruthy();

    expect((await byMobile('tenant', '123456789')).email).toBeNull();
    expect((await byMobile('operator', '123987654')).email).toBe('owner@lim.example');
    expect((await byMobile('operator', '123987655')).email).toBe('farhana@staff.example');
    // The offline tenant changed both identifiers: the seed makes its demo tenant again, nothing else.
    expect(await userCount()).toBe(before + 1);
  });

  it('starts without the demo data, and says why, when seeding still fails', async () => {
    const warnings: string[] = [];
    const config = { ...t.services.config, seedDemo: true, dataDir };
    await t.database.db.execute(sql`alter table admins add constraint demo_probe check (false) not valid`);
    await t.database.db.delete(admins);
    try {
      await expect(seedDemoData(t.database.db, config, (m) => warnings.push(m))).resolves.toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table admins drop constraint demo_probe`);
    }
    expect(warnings).toEqual([expect.stringMatching(/^Demo data not seeded: /)]);
  });

  it('seeds nothing when SEED_DEMO is off', async () => {
    const config = { ...t.services.config, seedDemo: false, dataDir };
    expect(await seedDemoData(t.database.db, config)).toEqual([]);
  });
});
