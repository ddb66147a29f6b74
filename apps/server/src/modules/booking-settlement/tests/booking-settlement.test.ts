import { bookings, ledgerTransfers } from '@sewa/db';
import {
  makeAccount,
  makeAdmin,
  makeBookableRental,
  makeBooking,
  makeSession,
  makeTeamMember,
} from '@sewa/db/testing';
import { refundAmounts } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../testing/test-app';
import { balanceOf } from '../../wallet/tests/money-kit';

// Booking-fee settlement: held, released (tenant cancellation claim from the ledger; check-in: the paid
// amount less the credit-check fee), batched by the admin and settled against a reference with a
// bank-to-bank ledger transfer.

type TFee = {
  booking_id: number;
  paid_sen: number;
  operator_sen: number;
  refund_sen: number;
  settlement_status: string;
  settlement_id: number | null;
};
type TFees = { items: TFee[]; total: number; totals: Record<string, number> };
type TBatch = {
  id: number;
  status: string;
  total_sen: number;
  booking_count: number;
  reference: string | null;
  fees: TFee[];
};

let t: TTestApp;
let shop: Awaited<ReturnType<typeof makeBookableRental>>;
let ownerToken: string;
let adminToken: string;
const ids = { held: 0, cancelled: 0, checkedIn: 0, rejected: 0 };
let paid = 0;

async function bookingOf(status: 'new' | 'checked_in') {
  const db = t.database.db;
  const { rental } = await makeBookableRental(db, {
    owner: { company: shop.company, operator: shop.operator },
  });
  const tenant = await makeAccount(db, 'tenant');
  const booking = await makeBooking(db, { rental, userId: tenant.id, status });
  return { booking, tenantToken: await makeSession(db, { kind: 'user', id: tenant.id }) };
}

beforeAll(async () => {
  t = await createTestApp({ rateLimitPublicPerMinute: 100_000 });
  const db = t.database.db;
  shop = await makeBookableRental(db);
  ownerToken = await makeSession(db, { kind: 'user', id: shop.operator.id });
  adminToken = await makeSession(db, { kind: 'admin', id: (await makeAdmin(db)).id });

  const held = await bookingOf('new');
  ids.held = held.booking.id;
  paid = held.booking.payment1Sen;
  const cancelled = await bookingOf('new');
  ids.cancelled = cancelled.booking.id;
  const cancel = await t.call(
    'user-cancel-booking',
    { booking_id: ids.cancelled },
    { token: cancelled.tenantToken },
  );
  expect(cancel.status_code).toBe(100);
  const rejected = await bookingOf('new');
  ids.rejected = rejected.booking.id;
  const reject = await t.call(
    'user-reject-booking',
    { booking_id: ids.rejected, reason: 'Not suitable' },
    { token: ownerToken },
  );
  expect(reject.status_code).toBe(100);
  ids.checkedIn = (await bookingOf('checked_in')).booking.id;
});
afterAll(() => t.close());

describe('booking fees', () => {
  it('shows each booking’s money and the totals per settlement status, from the ledger and refunds', async () => {
    const res = await t.call<TFees>('user-list-booking-fees', {}, { token: ownerToken });
    expect(res.status_code).toBe(100);
    const fee = (id: number) => res.data!.items.find((i) => i.booking_id === id)!;
    expect(fee(ids.held)).toMatchObject({ settlement_status: 'held', paid_sen: paid, operator_sen: 0 });
    expect(fee(ids.cancelled)).toMatchObject({ settlement_status: 'released', paid_sen: paid });
    // The claim is the company's operator_income line of the release transfer: half of what was paid
    // less the credit-check fee the booking carried.
    const booking = (await t.database.db.select().from(bookings).where(eq(bookings.id, ids.cancelled)))[0]!;
    expect(fee(ids.cancelled).operator_sen).toBe(
      refundAmounts('tenant_cancel', paid, booking.creditCheckFeeSen).operator_claim_sen,
    );
    expect(fee(ids.cancelled).operator_sen).toBeGreaterThan(0);
    const rejectedRefund = refundAmounts('rejected', paid, booking.creditCheckFeeSen).refund_sen;
    expect(fee(ids.rejected)).toMatchObject({
      settlement_status: 'refunded',
      operator_sen: 0,
      refund_sen: rejectedRefund,
    });
    // Released at check-in: everything paid but the credit-check fee, which went to the platform.
    const checkedIn = (await t.database.db.select().from(bookings).where(eq(bookings.id, ids.checkedIn)))[0]!;
    expect(fee(ids.checkedIn)).toMatchObject({
      settlement_status: 'released',
      operator_sen: fee(ids.checkedIn).paid_sen - checkedIn.creditCheckFeeSen,
    });
    expect(res.data!.totals).toEqual({
      held_sen: paid,
      released_sen: fee(ids.cancelled).operator_sen + fee(ids.checkedIn).operator_sen,
      settled_sen: 0,
      refunded_sen: rejectedRefund,
    });
    const onlyHeld = await t.call<TFees>(
      'user-list-booking-fees',
      { settlement_status: 'held' },
      { token: ownerToken },
    );
    expect(onlyHeld.data!.items.map((i) => i.booking_id)).toEqual([ids.held]);
    expect(onlyHeld.data!.totals).toEqual(res.data!.totals);
  });

  it('is the company’s own: another operator sees none, a member needs the privilege, a tenant is 103', async () => {
    const db = t.database.db;
    const other = await makeBookableRental(db);
    const otherToken = await makeSession(db, { kind: 'user', id: other.operator.id });
    const theirs = await t.call<TFees>('user-list-booking-fees', {}, { token: otherToken });
    expect(theirs.data!.total).toBe(0);
    const clerk = await makeTeamMember(db, shop.company.id, shop.operator.id, ['rental-booking']);
    const clerkToken = await makeSession(db, { kind: 'user', id: clerk.id });
    expect((await t.call('user-list-booking-fees', {}, { token: clerkToken })).status_code).toBe(103);
    const accountant = await makeTeamMember(db, shop.company.id, shop.operator.id, [
      'account/booking-settlement',
    ]);
    const accountantToken = await makeSession(db, { kind: 'user', id: accountant.id });
    expect((await t.call<TFees>('user-list-booking-fees', {}, { token: accountantToken })).data!.total).toBe(
      4,
    );
    const tenant = await makeAccount(db, 'tenant');
    const tenantToken = await makeSession(db, { kind: 'user', id: tenant.id });
    expect((await t.call('user-list-booking-fees', {}, { token: tenantToken })).status_code).toBe(103);
    const admin = await t.call<TFees>(
      'admin-list-booking-fees',
      { company_id: shop.company.id },
      { token: adminToken },
    );
    expect(admin.data!.total).toBe(4);
  });
});

describe('settlement batches', () => {
  let batchId = 0;

  it('gathers the released, unbatched bookings into one pending batch; again → 104', async () => {
    const [a, b] = await Promise.all([
      t.call<TBatch>(
        'admin-create-booking-settlement',
        { company_id: shop.company.id },
        { token: adminToken },
      ),
      t.call<TBatch>(
        'admin-create-booking-settlement',
        { company_id: shop.company.id },
        { token: adminToken },
      ),
    ]);
    expect([a.status_code, b.status_code].sort()).toEqual([100, 104]);
    const batch = (a.status_code === 100 ? a : b).data!;
    batchId = batch.id;
    expect(batch).toMatchObject({ status: 'pending', booking_count: 2, reference: null });
    expect(batch.fees.map((f) => f.booking_id).sort()).toEqual([ids.cancelled, ids.checkedIn].sort());
    expect(batch.total_sen).toBe(batch.fees.reduce((s, f) => s + f.operator_sen, 0));
    expect(batch.fees.every((f) => f.settlement_id === batch.id)).toBe(true);
    expect(
      (await t.call('admin-create-booking-settlement', { company_id: 999_999 }, { token: adminToken }))
        .status_code,
    ).toBe(102);
  });

  it('settles against a reference: bookings settled, platform bank −S, company bank +S, once', async () => {
    const platformBank = await balanceOf(t, 'platform', 'bank');
    const companyBank = await balanceOf(t, 'company', 'bank', shop.company.id);
    const empty = await t.call(
      'admin-settle-booking-settlement',
      { id: batchId, reference: '' },
      { token: adminToken },
    );
    expect(empty.status_code).toBe(101);
    const res = await t.call<TBatch>(
      'admin-settle-booking-settlement',
      { id: batchId, reference: 'MBB-20260504-001' },
      { token: adminToken },
    );
    expect(res.status_code).toBe(100);
    const total = res.data!.total_sen;
    expect(res.data).toMatchObject({ status: 'settled', reference: 'MBB-20260504-001' });
    expect(res.data!.fees.every((f) => f.settlement_status === 'settled')).toBe(true);
    expect(await balanceOf(t, 'platform', 'bank')).toBe(platformBank - total);
    expect(await balanceOf(t, 'company', 'bank', shop.company.id)).toBe(companyBank + total);
    const [transfer] = await t.database.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `booking-settlement:${batchId}`));
    expect(transfer).toMatchObject({ kind: 'booking_settlement', referenceType: 'booking_settlement' });

    const again = await t.call(
      'admin-settle-booking-settlement',
      { id: batchId, reference: 'AGAIN' },
      { token: adminToken },
    );
    expect(again.status_code).toBe(104);
    expect(await balanceOf(t, 'company', 'bank', shop.company.id)).toBe(companyBank + total);

    const fees = await t.call<TFees>('user-list-booking-fees', {}, { token: ownerToken });
    expect(fees.data!.totals.settled_sen).toBe(total);
    expect(fees.data!.totals.released_sen).toBe(0);
    expect(
      (
        await t.call(
          'admin-create-booking-settlement',
          { company_id: shop.company.id },
          { token: adminToken },
        )
      ).status_code,
    ).toBe(104);
  });

  it('the operator reads its batches; another company’s batch is 102; a sub-admin needs the privilege', async () => {
    const list = await t.call<{ items: { id: number; booking_count: number }[] }>(
      'user-list-booking-settlements',
      {},
      { token: ownerToken },
    );
    expect(list.data!.items.map((i) => [i.id, i.booking_count])).toEqual([[batchId, 2]]);
    const detail = await t.call<TBatch>(
      'user-get-booking-settlement',
      { id: batchId },
      { token: ownerToken },
    );
    expect(detail.data!.fees).toHaveLength(2);
    const db = t.database.db;
    const other = await makeBookableRental(db);
    const otherToken = await makeSession(db, { kind: 'user', id: other.operator.id });
    expect(
      (await t.call('user-get-booking-settlement', { id: batchId }, { token: otherToken })).status_code,
    ).toBe(102);
    const admin = await t.call<{ total: number }>(
      'admin-list-booking-settlements',
      { status: 'settled', company_id: shop.company.id },
      { token: adminToken },
    );
    expect(admin.data!.total).toBe(1);
    expect(
      (await t.call('admin-get-booking-settlement', { id: 999_999 }, { token: adminToken })).status_code,
    ).toBe(102);
    const sub = await makeSession(db, {
      kind: 'admin',
      id: (await makeAdmin(db, { privileges: ['ctos'] })).id,
    });
    expect(
      (await t.call('admin-settle-booking-settlement', { id: batchId, reference: 'X' }, { token: sub }))
        .status_code,
    ).toBe(103);
  });
});
