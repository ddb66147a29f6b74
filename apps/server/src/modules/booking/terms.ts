import type { TDbExecutor } from '@sewa/db';
import {
  type BOOKING_BLOCKS,
  bookingAmounts,
  type TBookingAmounts,
  type TBookingSetting,
  type TMoveInCosts,
} from '@sewa/domain';
import { conflict } from '../../http/errors';
import type { TServices } from '../../http/services';
import { fileUrl } from '../files/index';
import { requireActiveGateway } from '../payments/merchant-credentials';
import { getEffectiveBookingSetting } from '../properties/get-booking-setting';
import { findBookingLinkByToken, findCoverUrl, findReservation, type TRentalForBooking } from './repository';

// What booking a rental costs and whether it can be booked online now: shared by the terms page, the
// booking's submit and its payment, so they never disagree.

export type TBlock = (typeof BOOKING_BLOCKS)[number];

/** Why the rental cannot be booked online now, or null. `bookingId`: the caller's own booking, whose
 * reservation does not block it. */
export async function blockOf(
  services: TServices,
  db: TDbExecutor,
  found: TRentalForBooking,
  now: Date,
  bookingId: number | null = null,
): Promise<TBlock | null> {
  if (found.company.trialEndsAt && found.company.trialEndsAt.getTime() > now.getTime()) return 'trial';
  try {
    await requireActiveGateway(services, found.rental.companyId);
  } catch {
    return 'gateway_not_active';
  }
  return (await isAvailable(db, found, now, bookingId)) ? null : 'not_available';
}

/** Published, available, and not reserved by another booking (an expired payment hold counts as free). */
export async function isAvailable(
  db: TDbExecutor,
  found: TRentalForBooking,
  now: Date,
  bookingId: number | null,
): Promise<boolean> {
  if (found.property.status !== 'published') return false;
  const reservation = await findReservation(db, found.rental.id);
  const isOwn = reservation !== null && reservation.bookingId === bookingId;
  if (found.rental.status !== 'available' && !(found.rental.status === 'booked' && isOwn)) return false;
  if (!reservation || isOwn) return true;
  return reservation.expiresAt !== null && reservation.expiresAt.getTime() < now.getTime();
}

export type TLinkTerms = { id: number; agreed_rent_sen: number | null; move_in_date: string | null };

/** The personal link's agreed terms; 104 'booking-link-expired' when unknown, expired or of another rental. */
export async function linkTerms(
  db: TDbExecutor,
  token: string | undefined,
  rentalId: number,
  now: Date,
): Promise<TLinkTerms | null> {
  if (!token) return null;
  const link = await findBookingLinkByToken(db, token);
  if (!link || link.rentalId !== rentalId || link.expiresAt.getTime() <= now.getTime())
    throw conflict('booking-link-expired');
  return { id: link.id, agreed_rent_sen: link.agreedRentSen, move_in_date: link.moveInDate };
}

/** The amounts of a booking of the rental: an agreed rent replaces the monthly rent and the first and
 * last month's rent items that equalled it. */
export function termsAmounts(
  found: TRentalForBooking,
  setting: TBookingSetting,
  link: TLinkTerms | null,
): { monthlyRentSen: number; amounts: TBookingAmounts } {
  const rent = found.rental.monthlyRentSen;
  const agreed = link?.agreed_rent_sen ?? null;
  const costs: Partial<TMoveInCosts> = { ...found.rental.moveInCosts };
  if (agreed !== null) {
    for (const item of ['first_month_rent', 'last_month_rent'] as const)
      if (costs[item] === rent) costs[item] = agreed;
  }
  return { monthlyRentSen: agreed ?? rent, amounts: bookingAmounts(costs, setting) };
}

export async function settingOf(db: TDbExecutor, found: TRentalForBooking) {
  return getEffectiveBookingSetting(db, { id: found.rental.id, companyId: found.rental.companyId });
}

export const addressOf = (p: TRentalForBooking['property']) =>
  [p.street, `${p.postcode} ${p.city}`, p.state].filter(Boolean).join(', ');

export async function coverUrlOf(db: TDbExecutor, found: TRentalForBooking) {
  const file = await findCoverUrl(db, found.property.coverFileId);
  return file ? fileUrl(file) : null;
}
