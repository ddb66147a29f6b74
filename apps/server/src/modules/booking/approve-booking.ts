import { bookingTransition } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { completeBookingPayment } from './booking-paid';
import { bookingDetail } from './booking-view';
import { noticeTenant, runAll, tenantNotice } from './notices';
import { findBooking, findBookingRow, lockBooking, updateBooking } from './repository';

// user-approve-booking / the operator's side accepts a paid booking. The row is locked first, so of two
// approvals at once one moves it and the other finds it approved (104). With nothing left to pay the
// booking goes straight on to confirmed (a system pay_2) and the booker becomes the company's tenant.

export async function approveBooking(uc: TUseCase, input: { booking_id: number }) {
  const { db } = uc.services;
  const now = uc.services.now();
  const { booking, after } = await db.transaction(async (tx) => {
    const found = await lockBooking(tx, uc.scope, input.booking_id);
    if (!found) throw notFound();
    const to = mustTransition(bookingTransition(found.status as 'new', 'approve', actorOf(uc)));
    const updated = await updateBooking(tx, found.id, { status: to, updatedAt: now });
    await recordTransition(tx, {
      companyId: found.companyId,
      subjectType: 'booking',
      subjectId: found.id,
      action: 'approve',
      from: found.status,
      to,
      uc,
      at: now,
    });
    await audit(tx, uc, {
      companyId: found.companyId,
      action: 'approve',
      entity: 'booking',
      entityId: found.id,
    });
    const row = await findBookingRow(tx, found.id);
    const afters = [
      await noticeTenant(tx, uc.services, found.userId, tenantNotice(updated, to, row.propertyName), now),
    ];
    if (updated.payment2Sen === 0)
      afters.push((await completeBookingPayment(tx, uc.services, found.id, 2, null, now)).after);
    return { booking: updated, after: runAll(afters) };
  });
  await after();
  return bookingDetail(db, (await findBooking(db, uc.scope, booking.id))!, actorOf(uc));
}
