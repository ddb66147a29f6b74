import type { TDbExecutor } from '@sewa/db';
import { releaseReservation } from '../booking/repository';
import { syncSearch } from '../properties/search-sync';
import {
  findBookingById,
  listHoldingTenancies,
  listPlaceRentals,
  setRentalsStatus,
  type TTenancyRecord,
} from './repository';

// The place a tenancy holds (docs/decisions/0019-tenancy.md). A pending or active tenancy of a whole
// unit holds the unit and all its rooms; one of a room holds the room and the unit's whole-unit rental.
// Their rentals are `rented` (not bookable, out of public search) until nothing holds them any more.

type TPlace = { unitId: number; roomId: number | null };

/** Whether a pending or active tenancy already holds (part of) the place. */
export async function isPlaceOccupied(db: TDbExecutor, place: TPlace): Promise<boolean> {
  return (await listHoldingTenancies(db, place)).length > 0;
}

/**
 * The tenancy takes its place: the place's available rentals, and the booking's own booked one, become
 * rented; the public search is rebuilt. A rental another booking holds is left to that booking.
 */
export async function takePlace(
  tx: TDbExecutor,
  tenancy: TTenancyRecord,
  bookingRentalId: number | null,
  at: Date,
) {
  const rentals = await listPlaceRentals(tx, tenancy);
  const ids = rentals
    .filter((r) => r.status === 'available' || (r.status === 'booked' && r.id === bookingRentalId))
    .map((r) => r.id);
  await setRentalsStatus(tx, ids, 'rented', at);
  await syncSearch(tx, tenancy.propertyId);
}

/**
 * The tenancy closed (cancelled, ended, terminated): its booking's reservation is released, and each
 * rented rental of the place that no other pending or active tenancy (a renewal) holds is available
 * again; the public search is rebuilt.
 */
export async function releasePlace(tx: TDbExecutor, tenancy: TTenancyRecord, at: Date) {
  if (tenancy.bookingId !== null) {
    const booking = await findBookingById(tx, tenancy.bookingId);
    if (booking) await releaseReservation(tx, booking.rentalId, booking.id);
  }
  const [rentals, holders] = await Promise.all([
    listPlaceRentals(tx, tenancy),
    listHoldingTenancies(tx, { unitId: tenancy.unitId, roomId: null }, tenancy.id),
  ]);
  const isHeld = (roomId: number | null) =>
    holders.some((h) => roomId === null || h.roomId === null || h.roomId === roomId);
  const free = rentals.filter((r) => r.status === 'rented' && !isHeld(r.roomId)).map((r) => r.id);
  await setRentalsStatus(tx, free, 'available', at);
  await syncSearch(tx, tenancy.propertyId);
}
