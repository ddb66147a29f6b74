import type { TBookingDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf } from '../lifecycle/index';
import { bookingDetail } from './booking-view';
import { findBooking } from './repository';

/** user-get-booking (the booker's own; the operator's side within its reach) and admin-get-booking. */
export async function getBooking(uc: TUseCase, input: { id: number }): Promise<TBookingDetail> {
  const booking = await findBooking(uc.services.db, uc.scope, input.id);
  // Drafts are the booker's unfinished work: nobody else sees them.
  if (!booking || (booking.status === 'draft' && actorOf(uc) !== 'tenant')) throw notFound();
  return bookingDetail(uc.services.db, booking, actorOf(uc));
}
