import { customRoles, users } from '@sewa/db';
import { seedAccounts } from '@sewa/db/seed/accounts';
import { DEMO_ROLE_NAME, DEMO_STAFF_EMAIL, seedTeam } from '@sewa/db/seed/users-team';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../testing/test-app';

// The demo team: a "Property Staff" role and a sub-operator of the demo company, idempotent.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
});
afterAll(() => t.close());

describe('the demo team seed', () => {
  it('does nothing without the demo company, then seeds once and leaves changes alone', async () => {
    const db = t.database.db;
    expect(await seedTeam(db)).toEqual([]);
    await seedAccounts(db);
    const logins = await seedTeam(db);
    expect(logins.join()).toContain(DEMO_STAFF_EMAIL);
    const [role] = await db.select().from(customRoles).where(eq(customRoles.name, DEMO_ROLE_NAME));
    await db
      .update(customRoles)
      .set({ privileges: ['dashboard'] })
      .where(eq(customRoles.id, role!.id));
    await seedTeam(db);
    const roles = await db.select().from(customRoles).where(eq(customRoles.name, DEMO_ROLE_NAME));
    expect(roles.map((r) => r.privileges)).toEqual([['dashboard']]);
    expect(await db.select().from(users).where(eq(users.email, DEMO_STAFF_EMAIL))).toHaveLength(1);
    const login = (await t.call('public-login', {
      role: 'operator',
      username: DEMO_STAFF_EMAIL,
      password: 'Demo@12345',
    })) as unknown as { status_code: number; user_info: { privileges: string[]; is_company_owner: boolean } };
    expect(login.status_code).toBe(100);
    expect(login.user_info).toMatchObject({ privileges: ['dashboard'], is_company_owner: false });
  });
});
