import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { properties, users, vendors } from '@sewa/db';
import { seedAccounts } from '@sewa/db/seed/accounts';
import { seedProperties } from '@sewa/db/seed/properties';
import { seedPartners } from '@sewa/db/seed/users-partners';
import { createTestDatabase } from '@sewa/db/testing';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The demo partners: two landlords (one owning demo properties), two contractors with categories, a
// sub-contractor and a vendor; idempotent, and what a user changed stays.

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-partners-seed-'));
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo partners seed', () => {
  it('does nothing without the demo company', async () => {
    await seedPartners(database.db);
    expect(await database.db.select().from(vendors)).toEqual([]);
  });

  it('seeds landlords, contractors and a vendor once, and leaves edits alone', async () => {
    const db = database.db;
    await seedAccounts(db);
    await seedProperties(db, { dataDir });
    await seedPartners(db);
    const landlords = await db.select().from(users).where(eq(users.role, 'landlord'));
    expect(landlords.map((l) => l.name).sort()).toEqual(['Siti Aminah binti Yusof', 'Tan Chee Keong']);
    const owned = await db
      .select()
      .from(properties)
      .where(
        and(
          isNotNull(properties.landlordUserId),
          inArray(
            properties.landlordUserId,
            landlords.map((l) => l.id),
          ),
        ),
      );
    expect(owned.length).toBeGreaterThan(0);
    const contractors = await db.select().from(users).where(eq(users.role, 'contractor'));
    expect(contractors).toHaveLength(3);
    const rajesh = contractors.find((c) => c.name === 'Rajesh Kumar')!;
    expect((rajesh.profile.work as { categories: string[] }).categories).toEqual([
      'air-conditioning',
      'plumbing',
    ]);
    expect(contractors.find((c) => c.name === 'Muthu a/l Rajan')!.parentUserId).toBe(rajesh.id);

    await db
      .update(users)
      .set({ name: 'Siti Renamed', profile: { bank_name: 'Edited' } })
      .where(eq(users.mobile, '133456790'));
    await seedPartners(db);
    expect(await db.select().from(users).where(eq(users.role, 'landlord'))).toHaveLength(2);
    expect(await db.select().from(users).where(eq(users.role, 'contractor'))).toHaveLength(3);
    expect(await db.select().from(vendors)).toHaveLength(1);
    const [siti] = await db.select().from(users).where(eq(users.mobile, '133456790'));
    expect(siti!.name).toBe('Siti Renamed');
    expect(siti!.profile.bank_name).toBe('Edited');
  });
});
