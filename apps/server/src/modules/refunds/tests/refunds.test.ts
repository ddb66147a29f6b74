import { makeBooking, makeRefund, makeSession, makeTeamMember } from '@sewa/db/testing';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  balance,
  bookAndPay,
  makeListing,
  makeTenant,
  type TMoneyApp,
  useBookingApp,
} from '../../booking/tests/booking-kit';

// Refunds: the tenant reads its own, the operator's side (account/refund) and admins approve, reject
// and mark them paid; the money moves in the ledger and the booking's refund status follows.

let t: TMoneyApp;
useBookingApp((app) => {
  t = app;
});

type TRefund = {
  id: number;
  status: string;
  amount_sen: number;
  booking_ref: string;
  history: { action: string }[];
  payout_reference: string | null;
};

async function rejectedBooking() {
  const listing = await makeListing(t, { isCreditCheckRequired: true });
  const tenant = await makeTenant(t);
  const { id } = await bookAndPay(t, tenant.token, listing.rental.id);
  const res = await t.call<{ refund: { id: number } }>(
    'user-reject-booking',
    { booking_id: id, reason: 'Not suitable' },
    { token: listing.operatorToken },
  );
  return { listing, tenant, bookingId: id, refundId: res.data!.refund.id };
}

describe('refunds', () => {
  it('approve then mark paid: refund_payable back to zero against the platform bank; everyone is told', async () => {
    const { listing, tenant, bookingId, refundId } = await rejectedBooking();
    const own = await t.call<{ items: TRefund[] }>('user-list-refunds', {}, { token: tenant.token });
    expect(own.data!.items.map((r) => [r.id, r.status, r.amount_sen, r.booking_ref])).toEqual([
      [refundId, 'requested', 460_000, `b-${bookingId}`],
    ]);
    // The tenant may not move it.
    expect(
      (await t.call('user-approve-refund', { refund_id: refundId }, { token: tenant.token })).status_code,
    ).toBe(103);
    // Paying before approval is an illegal move.
    expect(
      (
        await t.call(
          'user-mark-refund-paid',
          { refund_id: refundId, reference: 'FT123' },
          { token: listing.operatorToken },
        )
      ).status_code,
    ).toBe(104);
    const approved = await t.call<TRefund>(
      'user-approve-refund',
      { refund_id: refundId },
      { token: listing.operatorToken },
    );
    expect(approved.data!.status).toBe('approved');
    const bank = await balance(t, 'platform', 0, 'bank');
    const noRef = await t.call(
      'user-mark-refund-paid',
      { refund_id: refundId, reference: '' },
      { token: listing.operatorToken },
    );
    expect(noRef.status_code).toBe(101);
    const paid = await t.call<TRefund>(
      'user-mark-refund-paid',
      { refund_id: refundId, reference: 'FT123' },
      { token: listing.operatorToken },
    );
    expect(paid.data).toMatchObject({ status: 'refunded', payout_reference: 'FT123' });
    expect(paid.data!.history.map((h) => h.action)).toEqual(['approve', 'mark_paid']);
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(0);
    expect((await balance(t, 'platform', 0, 'bank')) - bank).toBe(460_000);
    const booking = await t.call<{ refund_status: string }>(
      'user-get-booking',
      { id: bookingId },
      { token: tenant.token },
    );
    expect(booking.data!.refund_status).toBe('refunded');
    const notices = await t.call<{ items: { title_en: string }[] }>(
      'user-list-notifications',
      {},
      { token: tenant.token },
    );
    expect(notices.data!.items.map((n) => n.title_en)).toEqual(
      expect.arrayContaining(['Refund approved', 'Refund paid']),
    );
  });

  it("a rejected refund goes to the operator's income; another company cannot see it", async () => {
    const { listing, tenant, refundId } = await rejectedBooking();
    const stranger = await makeListing(t);
    expect(
      (await t.call('user-get-refund', { id: refundId }, { token: stranger.operatorToken })).status_code,
    ).toBe(102);
    expect(
      (
        await t.call(
          'user-reject-refund',
          { refund_id: refundId, reason: 'x' },
          { token: stranger.operatorToken },
        )
      ).status_code,
    ).toBe(102);
    const rejected = await t.call<TRefund>(
      'user-reject-refund',
      { refund_id: refundId, reason: 'Paid in cash' },
      { token: listing.operatorToken },
    );
    expect(rejected.data!.status).toBe('rejected');
    expect(await balance(t, 'tenant', tenant.user.id, 'refund_payable')).toBe(0);
    expect(await balance(t, 'company', listing.company.id, 'operator_income')).toBe(460_000);
    expect(
      (await t.call('user-approve-refund', { refund_id: refundId }, { token: listing.operatorToken }))
        .status_code,
    ).toBe(104);
  });

  it("admins move any company's refund; team members need account/refund", async () => {
    const { listing, refundId } = await rejectedBooking();
    const member = await makeTeamMember(t.database.db, listing.company.id, listing.operator.id, [
      'rental-booking',
    ]);
    const memberToken = await makeSession(t.database.db, { kind: 'user', id: member.id });
    expect((await t.call('user-list-refunds', {}, { token: memberToken })).status_code).toBe(103);
    const admin = await adminToken(t);
    const list = await t.call<{ items: TRefund[] }>(
      'admin-list-refunds',
      { company_id: listing.company.id },
      { token: admin },
    );
    expect(list.data!.items.map((r) => r.id)).toEqual([refundId]);
    expect(
      (await t.call<TRefund>('admin-approve-refund', { refund_id: refundId }, { token: admin })).data!.status,
    ).toBe('approved');
    expect(
      (
        await t.call<TRefund>(
          'admin-mark-refund-paid',
          { refund_id: refundId, reference: 'IBG-9' },
          { token: admin },
        )
      ).data!.status,
    ).toBe('refunded');
    expect(
      (await t.call<TRefund>('admin-get-refund', { id: refundId }, { token: admin })).data!.history,
    ).toHaveLength(2);
    expect((await t.call('admin-get-refund', { id: 999_999 }, { token: admin })).status_code).toBe(102);
  });

  it('factory refunds list with filters', async () => {
    const listing = await makeListing(t);
    const tenant = await makeTenant(t);
    const booking = await makeBooking(t.database.db, {
      rental: listing.rental,
      userId: tenant.user.id,
      status: 'rejected',
      reserve: false,
    });
    const refund = await makeRefund(t.database.db, { booking, status: 'approved' });
    const res = await t.call<{ items: TRefund[] }>(
      'user-list-refunds',
      { status: 'approved' },
      { token: listing.operatorToken },
    );
    expect(res.data!.items.map((r) => r.id)).toEqual([refund.id]);
    expect(
      (
        await t.call<{ items: TRefund[] }>(
          'user-list-refunds',
          { status: 'requested' },
          { token: listing.operatorToken },
        )
      ).data!.items,
    ).toEqual([]);
  });
});
