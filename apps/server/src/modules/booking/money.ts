import type { TDbExecutor } from '@sewa/db';
import { refundAmounts, type TRefundAmounts, type TRefundReason } from '@sewa/domain';
import { companyAccount, platformAccount, postTransfer, type TLedgerAccountRef } from '../ledger/index';
import type { TBookingRecord } from './repository';

// The booking's money in the ledger (docs/decisions/0017-booking.md). The platform's gateway account
// takes every booking payment; the company's booking_held account holds it until check-in, a refund or
// a claim. Every posting has a key of its booking, so a replay posts nothing.

type TBy = { kind: 'user' | 'admin' | 'system'; id: number | null };

/** A tenant's account kept for one company (refunds owed to them). */
export const tenantAccount = (
  companyId: number,
  userId: number,
  kind: 'refund_payable',
): TLedgerAccountRef => ({
  ownerType: 'tenant',
  ownerId: userId,
  kind,
  companyId,
});

/** A booking payment taken: gateway_clearing(platform) −P, booking_held(company) +P. */
export async function postBookingPayment(
  tx: TDbExecutor,
  booking: TBookingRecord,
  payment: { reference: string; amountSen: number },
  key: string,
  by: TBy,
  at: Date,
) {
  return postTransfer(tx, {
    kind: 'booking_payment',
    idempotencyKey: key,
    lines: [
      { account: platformAccount('gateway_clearing'), amountSen: -payment.amountSen },
      { account: companyAccount(booking.companyId, 'booking_held'), amountSen: payment.amountSen },
    ],
    reference: { type: 'booking', id: booking.id },
    memo: `Booking b-${booking.id} payment ${payment.reference}`,
    createdBy: by,
    metadata: { payment_ref: payment.reference },
    at,
  });
}

/** What the booking has paid so far (payment 1, and payment 2 once made). */
export const paidSenOf = (b: Pick<TBookingRecord, 'paymentStatus' | 'payment1Sen' | 'payment2Sen'>) =>
  b.paymentStatus === 'paid_2'
    ? b.payment1Sen + b.payment2Sen
    : b.paymentStatus === 'paid_1'
      ? b.payment1Sen
      : 0;

/**
 * A paid booking ended before check-in: booking_held(company) −paid, refund_payable(tenant) +refund,
 * operator_income(company) +operator claim, platform_revenue +platform claim + credit-check fee.
 */
export async function postBookingRelease(
  tx: TDbExecutor,
  booking: TBookingRecord,
  reason: TRefundReason,
  by: TBy,
  at: Date,
): Promise<TRefundAmounts> {
  const amounts = refundAmounts(reason, paidSenOf(booking), booking.creditCheckFeeSen);
  if (amounts.paid_sen > 0) {
    await postTransfer(tx, {
      kind: 'booking_release',
      idempotencyKey: `booking:${booking.id}:release`,
      lines: [
        { account: companyAccount(booking.companyId, 'booking_held'), amountSen: -amounts.paid_sen },
        {
          account: tenantAccount(booking.companyId, booking.userId, 'refund_payable'),
          amountSen: amounts.refund_sen,
        },
        {
          account: companyAccount(booking.companyId, 'operator_income'),
          amountSen: amounts.operator_claim_sen,
        },
        {
          account: platformAccount('platform_revenue'),
          amountSen: amounts.platform_claim_sen + amounts.credit_check_fee_sen,
        },
      ],
      reference: { type: 'booking', id: booking.id },
      memo: `Booking b-${booking.id} ${reason.replace('_', ' ')}`,
      createdBy: by,
      metadata: { ...amounts, reason },
      at,
    });
  }
  return amounts;
}

/** A payment that came in when the booking could no longer take it: all of it owed back to the tenant. */
export async function postLatePaymentRefund(
  tx: TDbExecutor,
  booking: TBookingRecord,
  payment: { reference: string; amountSen: number },
  at: Date,
) {
  const by = { kind: 'system' as const, id: null };
  await postBookingPayment(
    tx,
    booking,
    payment,
    `booking:${booking.id}:late:${payment.reference}:in`,
    by,
    at,
  );
  await postTransfer(tx, {
    kind: 'booking_release',
    idempotencyKey: `booking:${booking.id}:late:${payment.reference}:out`,
    lines: [
      { account: companyAccount(booking.companyId, 'booking_held'), amountSen: -payment.amountSen },
      {
        account: tenantAccount(booking.companyId, booking.userId, 'refund_payable'),
        amountSen: payment.amountSen,
      },
    ],
    reference: { type: 'booking', id: booking.id },
    memo: `Booking b-${booking.id}: late payment ${payment.reference} owed back`,
    createdBy: by,
    metadata: { payment_ref: payment.reference },
    at,
  });
}
