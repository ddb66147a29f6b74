import { auditLog, bookings, refunds, rentals } from '@sewa/db';
import { makeAdmin, makeSession } from '@sewa/db/testing';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  balance,
  bookAndPay,
  makeListing,
  makeTenant,
  type TDetail,
  type TMoneyApp,
  useBookingApp,
} from './booking-kit';

// The admin's booking decisions (admin-approve/reject/cancel-booking): the operator's use cases with the
// admin as the actor. Money must land in the ledger exactly as on the operator's path.

let t: TMoneyApp;
let admin: { id: number; name: string; token: string };
useBookingApp(async (app) => {
  t = app;
  const row = await makeAdmin(t.database.db, { name: 'Hafiz Admin' });
  admin = {
    id: row.id,
    name: row.name,
    token: await makeSession(t.database.db, { kind: 'admin', id: row.id }),
  };
});

type THistory = TDetail['history'][number] & { actor_name: string | null };
const db = () => t.database.db;

/** The ledger balances one booking's end touches, for the booking's company and booker. */
async function money(companyId: number, userId: number) {
  return {
    held: await balance(t, 'company', companyId, 'booking_held'),
    income: await balance(t, 'company', companyId, 'operator_income'),
    refundPayable: await balance(t, 'tenant', userId, 'refund_payable'),
    revenue: await balance(t, 'platform', 0, 'platform_revenue'),
  };
}
const delta = (a: Awaited<ReturnType<typeof money>>, b: Awaited<ReturnType<typeof money>>) => ({
  held: b.held - a.held,
  income: b.income - a.income,
  refundPayable: b.refundPayable - a.refundPayable,
  revenue: b.revenue - a.revenue,
});

/** Ends one paid booking by the operator's call and one by the admin's: the two ledger changes. */
async function bothPaths(operatorCall: string, adminCall: string, input: Record<string, string>) {
  const out: ReturnType<typeof delta>[] = [];
  for (const [name, as] of [
    [operatorCall, 'operator'],
    [adminCall, 'admin'],
  ] as const) {
    const listing = await makeListing(t, { isCreditCheckRequired: true });
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const before = await money(listing.company.id, tenant.user.id);
    const res = await t.call<TDetail>(
      name,
      { booking_id: id, ...input },
      { token: as === 'admin' ? admin.token : listing.operatorToken },
    );
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    out.push(delta(before, await money(listing.company.id, tenant.user.id)));
  }
  return out;
}

describe('admin-approve-booking', () => {
  it("approves any company's paid booking, names the admin in the history and audits it", async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const res = await t.call<TDetail>('admin-approve-booking', { booking_id: id }, { token: admin.token });
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    expect(res.data).toMatchObject({ status: 'approved', payment_status: 'paid_1' });
    const last = res.data!.history.at(-1) as THistory;
    expect([last.action, last.from_status, last.to_status, last.actor_kind, last.actor_name]).toEqual([
      'approve',
      'new',
      'approved',
      'admin',
      'Hafiz Admin',
    ]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => [a.action, a.actorKind, a.actorId, a.companyId])).toEqual([
      ['approve', 'admin', admin.id, listing.company.id],
    ]);
    // The tenant sees it approved.
    const seen = await t.call<TDetail>('user-get-booking', { id }, { token: tenant.token });
    expect(seen.data!.status).toBe('approved');
    // Approving again is an illegal move.
    const again = await t.call('admin-approve-booking', { booking_id: id }, { token: admin.token });
    expect(again.status_code).toBe(104);
  });

  it('104 for a booking not yet paid; 102 for an unknown id; 101 for a bad id', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    await db().update(bookings).set({ status: 'pending_payment' }).where(eq(bookings.id, id));
    expect(
      (await t.call('admin-approve-booking', { booking_id: id }, { token: admin.token })).status_code,
    ).toBe(104);
    expect(
      (await t.call('admin-approve-booking', { booking_id: 999_999 }, { token: admin.token })).status_code,
    ).toBe(102);
    expect(
      (await t.call('admin-approve-booking', { booking_id: 'x' }, { token: admin.token })).status_code,
    ).toBe(101);
  });

  it('a sub-admin without rental-booking gets 103; with it, 100', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    for (const name of ['admin-approve-booking', 'admin-reject-booking', 'admin-cancel-booking'])
      expect(
        (await t.call(name, { booking_id: id, reason: 'x' }, { token: await adminToken(t, ['properties']) }))
          .status_code,
      ).toBe(103);
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.status).toBe('new');
    const clerk = await adminToken(t, ['rental-booking']);
    expect((await t.call('admin-approve-booking', { booking_id: id }, { token: clerk })).status_code).toBe(
      100,
    );
  });
});

describe('admin-reject-booking', () => {
  it('puts the same money in the ledger as the operator’s rejection', async () => {
    const [byOperator, byAdmin] = await bothPaths('user-reject-booking', 'admin-reject-booking', {
      reason: 'Documents unreadable',
    });
    // All but the credit-check fee goes back to the booker; the fee is the platform's.
    expect(byOperator).toEqual({ held: -463_000, income: 0, refundPayable: 460_000, revenue: 3_000 });
    expect(byAdmin).toEqual(byOperator);
  });

  it('rejects with the reason, frees the rental, makes the refund, records and audits the admin', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    const noReason = await t.call('admin-reject-booking', { booking_id: id }, { token: admin.token });
    expect(noReason.status_code).toBe(101);
    const res = await t.call<TDetail>(
      'admin-reject-booking',
      { booking_id: id, reason: 'Fake documents' },
      { token: admin.token },
    );
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    expect(res.data).toMatchObject({
      status: 'rejected',
      refund_status: 'pending',
      refund: { amount_sen: 460_000, status: 'requested' },
    });
    const last = res.data!.history.at(-1) as THistory;
    expect([last.action, last.actor_kind, last.actor_name, last.reason]).toEqual([
      'reject',
      'admin',
      'Hafiz Admin',
      'Fake documents',
    ]);
    expect((await db().select().from(rentals).where(eq(rentals.id, listing.rental.id)))[0]!.status).toBe(
      'available',
    );
    expect(await db().select().from(refunds).where(eq(refunds.bookingId, id))).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(id))));
    expect(audits.map((a) => [a.action, a.actorKind])).toEqual([['reject', 'admin']]);
    // A rejected booking cannot be rejected or cancelled again.
    for (const name of ['admin-reject-booking', 'admin-cancel-booking'])
      expect(
        (await t.call(name, { booking_id: id, reason: 'again' }, { token: admin.token })).status_code,
      ).toBe(104);
  });
});

describe('admin-cancel-booking', () => {
  it('puts the same money in the ledger as the operator’s cancellation', async () => {
    const [byOperator, byAdmin] = await bothPaths('user-cancel-booking', 'admin-cancel-booking', {
      reason: 'Unit flooded',
    });
    expect(byOperator).toEqual({ held: -463_000, income: 0, refundPayable: 460_000, revenue: 3_000 });
    expect(byAdmin).toEqual(byOperator);
  });

  it('cancels an approved booking on the operator side, with the admin in the history', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
    await t.call('admin-approve-booking', { booking_id: id }, { token: admin.token });
    const res = await t.call<TDetail>('admin-cancel-booking', { booking_id: id }, { token: admin.token });
    expect(res.status_code, JSON.stringify(res)).toBe(100);
    expect(res.data).toMatchObject({ status: 'cancelled', settlement_status: 'refunded' });
    expect((await db().select().from(bookings).where(eq(bookings.id, id)))[0]!.cancelledBy).toBe('operator');
    const last = res.data!.history.at(-1) as THistory;
    expect([last.action, last.from_status, last.actor_kind, last.actor_name]).toEqual([
      'cancel',
      'approved',
      'admin',
      'Hafiz Admin',
    ]);
    expect(
      (await t.call('admin-cancel-booking', { booking_id: id }, { token: admin.token })).status_code,
    ).toBe(104);
  });
});
