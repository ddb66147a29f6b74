import type { TDbExecutor } from '@sewa/db';
import { bookingTransition, type TActor, type TRefundReason } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { syncSearch } from '../properties/search-sync';
import { bookingDetail } from './booking-view';
import { postBookingRelease } from './money';
import {
  noticeOperators,
  noticeTenant,
  operatorCancelledNotice,
  runAll,
  type TAfter,
  tenantNotice,
} from './notices';
import {
  findBooking,
  findBookingRow,
  findReservation,
  findTenancyOfBooking,
  insertRefund,
  lockBooking,
  releaseReservation,
  setRentalStatus,
  type TBookingRecord,
  updateBooking,
} from './repository';

// user-reject-booking and user-cancel-booking: a booking ends before check-in. Its money (if paid) is
// split by refundAmounts: a rejection or the operator's cancellation gives back all but the credit-check
// fee; the tenant's cancellation lets the operator and the platform claim their shares. A refund row is
// made for what goes back; the rental is free again.

const by = (uc: TUseCase) =>
  uc.caller.kind === 'admin'
    ? { kind: 'admin' as const, id: uc.caller.adminId }
    : uc.caller.kind === 'user'
      ? { kind: 'user' as const, id: uc.caller.userId }
      : { kind: 'system' as const, id: null };

async function endBooking(
  tx: TDbExecutor,
  uc: TUseCase,
  booking: TBookingRecord,
  action: 'reject' | 'cancel',
  reason: string | null,
): Promise<TAfter> {
  const now = uc.services.now();
  const actor: TActor = actorOf(uc);
  const to = mustTransition(bookingTransition(booking.status as 'new', action, actor));
  const isPaid = booking.paymentStatus !== 'unpaid';
  const refundReason: TRefundReason =
    action === 'reject' ? 'rejected' : actor === 'tenant' ? 'tenant_cancel' : 'operator_cancel';
  const amounts = isPaid ? await postBookingRelease(tx, booking, refundReason, by(uc), now) : null;
  if (amounts && amounts.refund_sen > 0) {
    await insertRefund(tx, {
      companyId: booking.companyId,
      userId: booking.userId,
      source: 'booking',
      bookingId: booking.id,
      amountSen: amounts.refund_sen,
      breakdown: amounts,
      status: 'requested',
      createdAt: now,
      updatedAt: now,
    });
  }
  const updated = await updateBooking(tx, booking.id, {
    status: to,
    reason,
    cancelledBy: action === 'cancel' ? (actor === 'tenant' ? 'tenant' : 'operator') : null,
    reservedUntil: null,
    ...(amounts
      ? {
          refundStatus: amounts.refund_sen > 0 ? 'pending' : booking.refundStatus,
          settlementStatus: amounts.operator_claim_sen > 0 ? 'released' : 'refunded',
        }
      : {}),
    updatedAt: now,
  });
  // The rental is free again if this booking held it.
  const reservation = await findReservation(tx, booking.rentalId);
  if (reservation?.bookingId === booking.id) {
    await releaseReservation(tx, booking.rentalId, booking.id);
    await setRentalStatus(tx, booking.rentalId, 'available', now);
    await syncSearch(tx, booking.propertyId);
  }
  await recordTransition(tx, {
    companyId: booking.companyId,
    subjectType: 'booking',
    subjectId: booking.id,
    action,
    from: booking.status,
    to,
    uc,
    reason,
    at: now,
  });
  if (actor !== 'tenant')
    await audit(tx, uc, {
      companyId: booking.companyId,
      action,
      entity: 'booking',
      entityId: booking.id,
      after: { reason, ...(amounts ?? {}) },
    });
  const row = await findBookingRow(tx, booking.id);
  const afters = [
    await noticeTenant(tx, uc.services, booking.userId, tenantNotice(updated, to, row.propertyName), now),
  ];
  if (actor === 'tenant' && isPaid)
    afters.push(
      await noticeOperators(
        tx,
        uc.services,
        booking.companyId,
        operatorCancelledNotice(updated, row.propertyName),
        now,
      ),
    );
  return runAll(afters);
}

async function run(uc: TUseCase, bookingId: number, action: 'reject' | 'cancel', reason: string | null) {
  const { db } = uc.services;
  const after = await db.transaction(async (tx) => {
    const booking = await lockBooking(tx, uc.scope, bookingId);
    if (!booking || (booking.status === 'draft' && actorOf(uc) !== 'tenant')) throw notFound();
    // A pending or active tenancy made from the booking holds its place: cancel the tenancy first.
    if (action === 'cancel' && (await findTenancyOfBooking(tx, booking.id))?.isOpen) throw conflict();
    return endBooking(tx, uc, booking, action, reason);
  });
  await after();
  return bookingDetail(db, (await findBooking(db, uc.scope, bookingId))!, actorOf(uc));
}

/** user-reject-booking: the operator's side turns a paid booking down, with its reason. */
export const rejectBooking = (uc: TUseCase, input: { booking_id: number; reason: string }) =>
  run(uc, input.booking_id, 'reject', input.reason);

/** user-cancel-booking: the booker or the operator's side cancels before check-in. */
export const cancelBooking = (uc: TUseCase, input: { booking_id: number; reason?: string }) =>
  run(uc, input.booking_id, 'cancel', input.reason ?? null);
