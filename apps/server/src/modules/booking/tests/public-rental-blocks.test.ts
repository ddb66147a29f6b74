import { rentalReservations } from '@sewa/db';
import { makeAccount, makeBooking, makeRental, makeUnit, refreshSearchOf } from '@sewa/db/testing';
import type { TPublicPropertyDetail } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../testing/statements';
import { makeListing, type TMoneyApp, useBookingApp } from './booking-kit';

// The detail page's "Book now" reads each rental's booking_blocked_by from public-get-property-detail
// (it called public-get-booking-terms once per rental before): the same answer as the terms give, and the
// same number of statements however many rentals the property has.

let t: TMoneyApp;
useBookingApp((app) => {
  t = app;
});

const db = () => t.database.db;
const MINUTE = 60_000;

const detail = async (propertyId: number) => {
  const res = await t.call<TPublicPropertyDetail>('public-get-property-detail', { id: propertyId });
  expect(res.status_code, res.message).toBe(100);
  return res.data!;
};
const termsBlock = async (rentalId: number) =>
  (await t.call<{ blocked_by: string | null }>('public-get-booking-terms', { rental_id: rentalId })).data!
    .blocked_by;

/** Another available rental on the listing's property, on a unit of its own. */
async function addRental(listing: Awaited<ReturnType<typeof makeListing>>, monthlyRentSen: number) {
  const unit = await makeUnit(db(), listing.property, { rentalType: 'whole_unit' });
  const rental = await makeRental(db(), unit, { monthlyRentSen });
  await refreshSearchOf(db(), listing.property.id);
  return rental;
}

/** A payment hold on the rental by a new tenant's booking, ending `minutes` from now (past when < 0). */
async function hold(rental: Awaited<ReturnType<typeof addRental>>, minutes: number) {
  const tenant = await makeAccount(db(), 'tenant');
  const booking = await makeBooking(db(), { rental, userId: tenant.id, status: 'new', reserve: false });
  await db()
    .insert(rentalReservations)
    .values({
      rentalId: rental.id,
      bookingId: booking.id,
      expiresAt: new Date(t.services.now().getTime() + minutes * MINUTE),
    });
}

describe('public-get-property-detail: booking_blocked_by', () => {
  it('is what public-get-booking-terms says of each rental: free, held by a payment, hold expired', async () => {
    const listing = await makeListing(t);
    const held = await addRental(listing, 160_000);
    const expired = await addRental(listing, 170_000);
    await hold(held, 10);
    await hold(expired, -1);
    const { rentals } = await detail(listing.property.id);
    expect(rentals.map((r) => [r.rental_id, r.booking_blocked_by])).toEqual([
      [listing.rental.id, null],
      [held.id, 'not_available'],
      [expired.id, null],
    ]);
    for (const r of rentals) expect(r.booking_blocked_by).toBe(await termsBlock(r.rental_id));
  });

  it("is the company's block on every rental: a free trial, an inactive payment gateway", async () => {
    const trial = await makeListing(t, { trialEndsAt: new Date(t.services.now().getTime() + 86_400_000) });
    await addRental(trial, 160_000);
    const inactive = await makeListing(t, { isGatewayActive: false });
    for (const [listing, block] of [
      [trial, 'trial'],
      [inactive, 'gateway_not_active'],
    ] as const) {
      const { rentals } = await detail(listing.property.id);
      expect(rentals.length).toBeGreaterThan(0);
      for (const r of rentals) {
        expect(r.booking_blocked_by).toBe(block);
        expect(await termsBlock(r.rental_id)).toBe(block);
      }
    }
  });

  it('sends the same number of statements for 2 rentals and for 20', async () => {
    const listing = await makeListing(t);
    const count = () => statementsDuring(db(), () => detail(listing.property.id));
    await hold(await addRental(listing, 160_000), 10);
    const few = await count();
    for (let i = 0; i < 18; i++) await hold(await addRental(listing, 170_000 + i), 10);
    expect((await detail(listing.property.id)).rentals).toHaveLength(20);
    expect(await count()).toBe(few);
  });
});
