import { companyTenants, tenantRatings, users } from '@sewa/db';
import { seedAccounts } from '@sewa/db/seed/accounts';
import { seedTenants } from '@sewa/db/seed/users-tenants';
import { createTestDatabase } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The demo tenants seed: four tenants of the demo company, one rated; idempotent and leaves edits alone.

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('seedTenants', () => {
  it('does nothing without the demo company', async () => {
    await seedTenants(database.db);
    expect(await database.db.select().from(companyTenants)).toHaveLength(0);
  });

  it('links four tenants to the demo company with one rating, idempotently', async () => {
    const db = database.db;
    await seedAccounts(db);
    await seedTenants(db);
    const links = await db.select().from(companyTenants);
    expect(links).toHaveLength(4);
    expect(links.filter((l) => l.source === 'booking')).toHaveLength(1);
    expect(await db.select().from(tenantRatings)).toHaveLength(1);

    const [meiLing] = await db.select().from(users).where(eq(users.mobile, '162345601'));
    await db.update(users).set({ name: 'Tan Mei Ling (edited)' }).where(eq(users.id, meiLing!.id));
    await seedTenants(db);
    expect(await db.select().from(companyTenants)).toHaveLength(4);
    expect(await db.select().from(tenantRatings)).toHaveLength(1);
    const [after] = await db.select().from(users).where(eq(users.id, meiLing!.id));
    expect(after!.name).toBe('Tan Mei Ling (edited)');
  });
});
