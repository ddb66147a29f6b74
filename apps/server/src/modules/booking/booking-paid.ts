import type { TDbExecutor } from '@sewa/db';
import { bookingTransition } from '@sewa/domain';
import type { TServices } from '../../http/services';
import { mustTransition, recordTransition } from '../lifecycle/index';
import type { TPaymentRow } from '../payments/repository';
import { syncSearch } from '../properties/search-sync';
import { postBookingPayment, postLatePaymentRefund } from './money';
import {
  noticeOperators,
  noticeTenant,
  operatorNewBookingNotice,
  runAll,
  type TAfter,
  tenantNotice,
} from './notices';
import {
  claimReservation,
  findBookingPayment,
  findBookingRefund,
  findBookingRow,
  insertRefund,
  linkCompanyTenant,
  lockBookingById,
  setRentalStatus,
  updateBooking,
} from './repository';

// A booking payment that succeeded (the 'booking' payment purpose), in the transaction that marks the
// payment succeeded. Payment 1 moves pending_payment → new and holds the rental; payment 2 moves
// approved → confirmed and makes the booker a tenant of the company. A payment the booking can no
// longer take (cancelled meanwhile, the rental taken by another booking after its hold expired, a second
// payment of the same stage) moves nothing: its money is posted and owed back in full as a refund.

export async function applyBookingPayment(
  tx: TDbExecutor,
  payment: TPaymentRow,
  at: Date,
  services: TServices,
): Promise<TAfter> {
  const link = await findBookingPayment(tx, payment.id);
  if (!link) throw new Error(`Booking payment ${payment.reference} has no booking`);
  const done = await completeBookingPayment(tx, services, link.bookingId, link.stage as 1 | 2, payment, at);
  if (done.propertyId) await syncSearch(tx, done.propertyId);
  return done.after;
}

/** Applies a paid stage (payment null: nothing was due, the system completes the step). */
export async function completeBookingPayment(
  tx: TDbExecutor,
  services: TServices,
  bookingId: number,
  stage: 1 | 2,
  payment: Pick<TPaymentRow, 'reference' | 'amountSen'> | null,
  at: Date,
): Promise<{ after: TAfter; propertyId: number | null }> {
  const booking = (await lockBookingById(tx, bookingId))!;
  const system = { kind: 'system' as const, id: null };
  const row = await findBookingRow(tx, booking.id);
  const canTake =
    stage === 1
      ? booking.status === 'pending_payment' &&
        (await claimReservation(tx, {
          rentalId: booking.rentalId,
          bookingId: booking.id,
          expiresAt: null,
          now: at,
        })) !== null
      : booking.status === 'approved' && booking.paymentStatus === 'paid_1';

  if (!canTake) {
    if (!payment) return { after: async () => {}, propertyId: null };
    await postLatePaymentRefund(tx, booking, payment, at);
    // One booking refund per booking; a second late payment is an overpayment refund of its own.
    const hasBookingRefund = (await findBookingRefund(tx, booking.id)) !== null;
    await insertRefund(tx, {
      companyId: booking.companyId,
      userId: booking.userId,
      source: hasBookingRefund ? 'overpayment' : 'booking',
      bookingId: booking.id,
      amountSen: payment.amountSen,
      breakdown: {
        paid_sen: payment.amountSen,
        credit_check_fee_sen: 0,
        operator_claim_sen: 0,
        platform_claim_sen: 0,
        refund_sen: payment.amountSen,
      },
      status: 'requested',
      reason: `Payment ${payment.reference} arrived after the booking could no longer take it`,
      createdAt: at,
      updatedAt: at,
    });
    if (!hasBookingRefund) await updateBooking(tx, booking.id, { refundStatus: 'pending', updatedAt: at });
    const after = await noticeTenant(
      tx,
      services,
      booking.userId,
      {
        kind: 'refund',
        title: { en: 'Payment to be refunded', cn: '付款将被退还' },
        body: {
          en: `Your payment ${payment.reference} for booking b-${booking.id} could not be applied and will be refunded in full.`,
          cn: `您为预订 b-${booking.id} 支付的 ${payment.reference} 无法使用，将全额退还。`,
        },
        link: '/refund',
      },
      at,
    );
    return { after, propertyId: null };
  }

  const action = stage === 1 ? 'pay_1' : 'pay_2';
  const to = mustTransition(bookingTransition(booking.status as 'pending_payment', action, 'system'));
  if (payment)
    await postBookingPayment(tx, booking, payment, `booking:${booking.id}:pay:${stage}`, system, at);
  const updated = await updateBooking(tx, booking.id, {
    status: to,
    paymentStatus: stage === 1 ? 'paid_1' : 'paid_2',
    ...(stage === 1 ? { settlementStatus: 'held', reservedUntil: null } : {}),
    updatedAt: at,
  });
  await recordTransition(tx, {
    companyId: booking.companyId,
    subjectType: 'booking',
    subjectId: booking.id,
    action,
    from: booking.status,
    to,
    uc: null,
    at,
  });
  const afters = [
    await noticeTenant(tx, services, booking.userId, tenantNotice(updated, to, row.propertyName), at),
  ];
  if (stage === 1) {
    await setRentalStatus(tx, booking.rentalId, 'booked', at);
    afters.push(
      await noticeOperators(
        tx,
        services,
        booking.companyId,
        operatorNewBookingNotice(updated, row.propertyName, row.applicantName),
        at,
      ),
    );
  } else {
    await linkCompanyTenant(tx, booking.companyId, booking.userId, at);
  }
  return { after: runAll(afters), propertyId: stage === 1 ? booking.propertyId : null };
}
