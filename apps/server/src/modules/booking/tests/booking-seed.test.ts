import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookings, ledgerTransfers, refunds, users } from '@sewa/db';
import { seedDemo } from '@sewa/db/seed';
import { makeSession } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../../ledger/tests/expect-ledger-sound';
import { createMoneyApp, type TMoneyApp } from './booking-kit';

// The demo booking seed: the demo company takes bookings online, the demo tenant has bookings in four
// states with their money, and a second run changes nothing.

const dataDir = mkdtempSync(join(tmpdir(), 'sewa-seed-booking-'));
let t: TMoneyApp;
beforeAll(async () => {
  t = await createMoneyApp(new Date());
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo booking seed', () => {
  it('makes the demo listings bookable and gives the demo tenant bookings in four states, once', async () => {
    const db = t.database.db;
    const secret = t.services.config.secretKey;
    await seedDemo(db, { dataDir, secretKey: secret });
    const transfers = (await db.select().from(ledgerTransfers)).length;
    await seedDemo(db, { dataDir, secretKey: secret });
    expect((await db.select().from(ledgerTransfers)).length).toBe(transfers);

    const [tenant] = await db
      .select()
      .from(users)
      .where(and(eq(users.role, 'tenant'), eq(users.mobile, '123456789')));
    const own = await db.select().from(bookings).where(eq(bookings.userId, tenant!.id));
    expect(own.map((b) => b.status).sort()).toEqual(['approved', 'cancelled', 'new', 'rejected']);
    const rejected = own.find((b) => b.status === 'rejected')!;
    expect((await db.select().from(refunds).where(eq(refunds.bookingId, rejected.id)))[0]).toMatchObject({
      status: 'requested',
    });

    const token = await makeSession(db, { kind: 'user', id: tenant!.id });
    const list = await t.call<{ total: number }>('user-list-bookings', {}, { token });
    expect(list.data!.total).toBe(4);
    const detail = await t.call<{ history: unknown[] }>('user-get-booking', { id: rejected.id }, { token });
    expect(detail.data!.history).toHaveLength(4);

    const search = await t.call<{ items: { rental_id: number }[] }>('public-search-properties', {
      page_size: 50,
    });
    const blocks = await Promise.all(
      search.data!.items.map(
        async (i) =>
          (
            await t.call<{ blocked_by: string | null; is_credit_check_required: boolean }>(
              'public-get-booking-terms',
              { rental_id: i.rental_id },
            )
          ).data!,
      ),
    );
    expect(blocks.filter((b) => b.blocked_by === null).length).toBeGreaterThan(2);
    expect(blocks.some((b) => b.is_credit_check_required)).toBe(true);
    await expectLedgerSound(db);
  });
});
