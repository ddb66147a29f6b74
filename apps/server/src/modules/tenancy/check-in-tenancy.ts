import { bookingTransition, type TBookingStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { lockBookingById, updateBooking } from '../booking/repository';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { postCheckIn } from './money';
import { findTenancy, lockTenancy, updateTenancy } from './repository';
import { checkInBlocker, checkInFacts, tenancyDetail } from './tenancy-view';
import { byOf, todayOf, viewerOf } from './viewer';

// user-check-in-tenancy: the operator's side marks the tenant moved in, once the tenancy is pending or
// active, not yet checked in, its check-in inventory list agreed, and its booking (if any) confirmed
// (payment 2 paid); otherwise 104 (the detail's check_in_blocker says why). The booking moves check_in →
// checked_in, its settlement is released, and the ledger posts one transfer splitting its held money
// (deposits to the tenancy, the credit-check fee to the platform, the rest to the operator).

export async function checkInTenancy(uc: TUseCase, input: { tenancy_id: number }) {
  const { db } = uc.services;
  const now = uc.services.now();
  const viewer = viewerOf(uc);
  await db.transaction(async (tx) => {
    const found = await lockTenancy(tx, uc.scope, input.tenancy_id);
    if (!found) throw notFound();
    const booking = found.bookingId === null ? null : await lockBookingById(tx, found.bookingId);
    const facts = await checkInFacts(tx, found);
    if (checkInBlocker(found, facts, viewer) !== null) throw conflict();
    const updated = await updateTenancy(tx, found.id, { checkedInAt: now, updatedAt: now });
    let amounts = null;
    if (booking) {
      const to = mustTransition(bookingTransition(booking.status as TBookingStatus, 'check_in', actorOf(uc)));
      await updateBooking(tx, booking.id, { status: to, settlementStatus: 'released', updatedAt: now });
      await recordTransition(tx, {
        companyId: booking.companyId,
        subjectType: 'booking',
        subjectId: booking.id,
        action: 'check_in',
        from: booking.status,
        to,
        uc,
        reason: found.code,
        at: now,
      });
      amounts = await postCheckIn(tx, booking, updated, byOf(uc), now);
    }
    await recordTransition(tx, {
      companyId: found.companyId,
      subjectType: 'tenancy',
      subjectId: found.id,
      action: 'check_in',
      from: found.status,
      to: found.status,
      uc,
      at: now,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'check_in',
      entity: 'tenancy',
      entityId: found.id,
      after: { booking_id: found.bookingId, ...(amounts ?? {}) },
    });
  });
  return tenancyDetail(db, (await findTenancy(db, uc.scope, input.tenancy_id))!, viewer, todayOf(uc));
}
