import type { TUseCase } from '../../core/use-case';
import { conflict, forbidden, notFound } from '../../http/errors';
import { platformCredentials, requireActiveGateway } from '../payments/merchant-credentials';
import { startPayment } from '../payments/start-payment';
import { syncSearch } from '../properties/search-sync';
import { completeBookingPayment } from './booking-paid';
import {
  claimReservation,
  findBooking,
  findRentalForBooking,
  insertBookingPayment,
  lockBooking,
  releaseReservation,
  updateBooking,
} from './repository';
import { isAvailable } from './terms';

// user-pay-booking: payment 1 (pending_payment) or payment 2 (approved, when something is left to pay),
// through the platform's gateway account (the platform holds booking money until check-in; ADR 0017).
// Payment 1 first reserves the rental: one row per rental (primary key), taken over only when expired
// or already this booking's, so of many bookers starting at once exactly one gets it; the rest get 104.

export async function payBooking(uc: TUseCase, input: { booking_id: number }) {
  if (uc.caller.kind !== 'user') throw forbidden();
  const { services } = uc;
  const now = services.now();

  const own = await findBooking(services.db, uc.scope, input.booking_id);
  if (!own) throw notFound();
  // Read outside the transaction (PGlite has one connection): the credentials do not depend on the row.
  if (own.status === 'pending_payment' || own.status === 'approved')
    await requireActiveGateway(services, own.companyId);

  const prepared = await services.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, uc.scope, input.booking_id);
    if (!booking) throw notFound();
    let stage: 1 | 2;
    if (booking.status === 'pending_payment') stage = 1;
    else if (booking.status === 'approved' && booking.paymentStatus === 'paid_1') {
      if (booking.payment2Sen <= 0) throw conflict('nothing-to-pay');
      stage = 2;
    } else throw conflict();
    if (stage === 1) {
      const found = await findRentalForBooking(tx, booking.rentalId);
      if (!found || !(await isAvailable(tx, found, now, booking.id))) throw conflict('no-longer-available');
      const expiresAt = new Date(now.getTime() + services.config.bookingReservationMinutes * 60_000);
      const held = await claimReservation(tx, {
        rentalId: booking.rentalId,
        bookingId: booking.id,
        expiresAt,
        now,
      });
      if (!held) throw conflict('no-longer-available');
      await updateBooking(tx, booking.id, { reservedUntil: expiresAt, updatedAt: now });
    }
    return { booking, stage };
  });

  const { booking, stage } = prepared;
  const amountSen = stage === 1 ? booking.payment1Sen : booking.payment2Sen;
  if (amountSen === 0) {
    // Nothing to collect now (no booking fee, nothing due at booking): the step completes at once.
    const after = await services.db.transaction(async (tx) => {
      const done = await completeBookingPayment(tx, services, booking.id, stage, null, now);
      if (done.propertyId) await syncSearch(tx, done.propertyId);
      return done.after;
    });
    await after();
    return { payment_ref: '', payment_url: `/thankyou?booking=${booking.id}` };
  }
  try {
    const { payment, paymentUrl } = await startPayment(services, {
      companyId: booking.companyId,
      merchant: 'platform',
      credentials: platformCredentials(services),
      purpose: 'booking',
      amountSen,
      description: `Booking b-${booking.id} payment ${stage}`,
      payerUserId: booking.userId,
    });
    await insertBookingPayment(services.db, { paymentId: payment.id, bookingId: booking.id, stage });
    return { payment_ref: payment.reference, payment_url: paymentUrl };
  } catch (error) {
    // The gateway never took it: free the rental at once rather than at expiry.
    if (stage === 1) await releaseReservation(services.db, booking.rentalId, booking.id);
    throw error;
  }
}
