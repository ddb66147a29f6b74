import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { files, listingSearch, properties } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { seedProperties } from '@sewa/db/seed/properties';
import { createTestDatabase } from '@sewa/db/testing';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-'));
// seedDemo stores photos under DATA_DIR, as `npm start` does: keep them out of the project's ./data.
process.env.DATA_DIR = dataDir;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo property seed', () => {
  it('skips without error when the demo company does not exist', async () => {
    expect(await seedProperties(database.db, { dataDir })).toBeNull();
  });

  it('seeds published listings in four cities with photos, and is idempotent', async () => {
    const db = database.db;
    await seedDemo(db); // accounts, then properties
    expect(await seedProperties(db, { dataDir })).toEqual({ properties: 0 });
    const all = await db.select().from(properties);
    expect(all).toHaveLength(35);
    const published = all.filter((p) => p.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(30);
    expect(new Set(published.map((p) => p.city))).toEqual(
      new Set(['Kuala Lumpur', 'Petaling Jaya', 'George Town', 'Johor Bahru']),
    );
    expect(new Set(all.map((p) => p.status))).toEqual(
      new Set(['published', 'draft', 'pending_approval', 'unlisted', 'archived']),
    );
    expect(all.some((p) => p.landlordUserId !== null)).toBe(true);
    const [search] = await db.select({ n: count() }).from(listingSearch);
    expect(search!.n).toBeGreaterThanOrEqual(published.length);
    const prices = (await db.select({ p: listingSearch.priceSen }).from(listingSearch)).map((r) => r.p);
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(45_000);
    expect(Math.max(...prices)).toBeLessThanOrEqual(350_000);
    const [cover] = await db.select().from(files).where(eq(files.id, published[0]!.coverFileId!));
    expect([cover!.width, cover!.height, cover!.mime]).toEqual([1290, 720, 'image/png']);
    const rows = await db.select().from(files);
    expect(rows.every((r) => existsSync(join(dataDir, 'uploads', r.storageName)))).toBe(true);
  });
});
