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
import {
  findBookingLinkByToken,
  findCoverUrl,
  findReservation,
  findReservations,
  type TRentalForBooking,
} from './repository';

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
  const block = await companyBlock(services, found.company, now);
  if (block) return block;
  return (await isAvailable(db, found, now, bookingId)) ? null : 'not_available';
}

/** What blocks every rental of a company alike: its free trial, or no active payment gateway. */
async function companyBlock(
  services: TServices,
  company: { id: number; trialEndsAt: Date | null },
  now: Date,
): Promise<TBlock | null> {
  if (company.trialEndsAt && company.trialEndsAt.getTime() > now.getTime()) return 'trial';
  try {
    await requireActiveGateway(services, company.id);
  } catch {
    return 'gateway_not_active';
  }
  return null;
}

/** A reservation that still holds the rental: held until released, or a payment hold not yet expired. */
const isHeld = (reservation: { expiresAt: Date | null }, now: Date): boolean =>
  reservation.expiresAt === null || reservation.expiresAt.getTime() >= now.getTime();

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
  return !isHeld(reservation, now);
}

/**
 * blockOf for the available rentals of one published property, as its detail page lists them: the same
 * answer public-get-booking-terms gives each, in the same number of statements however many rentals
 * there are (the page asked once per rental before).
 */
export async function publicRentalBlocks(
  services: TServices,
  company: { id: number; trialEndsAt: Date | null },
  rentalIds: number[],
  now: Date,
): Promise<Map<number, TBlock | null>> {
  const block = await companyBlock(services, company, now);
  if (block || rentalIds.length === 0) return new Map(rentalIds.map((id) => [id, block]));
  const held = new Set(
    (await findReservations(services.db, rentalIds)).filter((r) => isHeld(r, now)).map((r) => r.rentalId),
  );
  return new Map(rentalIds.map((id) => [id, held.has(id) ? 'not_available' : null]));
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
