import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookings, inventoryItems, inventoryLists, rentals, tenancies, users } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { makeSession } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyApp, type TMoneyApp } from '../../booking/tests/booking-kit';

// The demo tenancy seed: every demo unit keeps an inventory, the demo tenant's approved booking became a
// pending tenancy whose check-in list waits for the tenant, and a second run changes nothing.

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-tenancy-'));
let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp(new Date());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo tenancy seed', () => {
  it('gives the demo tenant a pending tenancy with a check-in list to answer, once', async () => {
    const db = t.database.db;
    const secret = t.services.config.secretKey;
    await seedDemo(db, { dataDir, secretKey: secret });
    const counts = async () => ({
      items: (await db.select().from(inventoryItems)).length,
      tenancies: (await db.select().from(tenancies)).length,
    });
    const first = await counts();
    await seedDemo(db, { dataDir, secretKey: secret });
    expect(await counts()).toEqual(first);
    expect(first.items).toBeGreaterThan(0);

    const [tenant] = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'tenant'), eq(users.mobile, '123456789')));
    const [tenancy] = await db.select().from(tenancies).where(eq(tenancies.tenantUserId, tenant!.id));
    expect(tenancy).toMatchObject({ status: 'pending', code: 'T-000001' });
    // The booked rental (the unit may have other rooms' rentals, which stay available).
    const [booking] = await db.select().from(bookings).where(eq(bookings.id, tenancy!.bookingId!));
    const [rental] = await db.select().from(rentals).where(eq(rentals.id, booking!.rentalId));
    expect(rental!.status).toBe('rented');
    const [list] = await db.select().from(inventoryLists).where(eq(inventoryLists.tenancyId, tenancy!.id));
    expect(list!.status).toBe('pending');

    const token = await makeSession(db, { kind: 'user', id: tenant!.id });
    const mine = await t.call<{ total: number }>('user-list-tenancies', {}, { token });
    expect(mine.data!.total).toBe(1);
    const detail = await t.call<{ inventory_lists: { status: string }[]; history: unknown[] }>(
      'user-get-tenancy',
      { id: tenancy!.id },
      { token },
    );
    expect(detail.data!.inventory_lists).toEqual([expect.objectContaining({ status: 'pending' })]);
    const lists = await t.call<{ items: { item_count: number }[] }>(
      'user-list-inventory-lists',
      {},
      { token },
    );
    expect(lists.data!.items[0]!.item_count).toBeGreaterThan(0);
  });
});
