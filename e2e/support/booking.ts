import { toDateString } from '@sewa/format/dates';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi } from './api';

// Booking through the API for journeys that need a paid booking to start from (the visitor's own
// screens are the visitor-books journey): documents, consent when asked, payment on the simulator's page.

/** A 1×1 PNG: the documents and the drawn signature (the server checks the bytes are an image). */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const png = (name: string) =>
  new File([Buffer.from(PNG_BASE64, 'base64')], `${name}.png`, { type: 'image/png' });
/** A MyKad number of someone born 1 January 1990: an adult. */
const IC = '900101145678';

type TTerms = { blocked_by: string | null; tenure_options: number[] };
export type TBooking = { id: number; booking_ref: string; status: string; actions: string[] };

export const ok = <T>(answer: { status_code: number; data?: unknown; message?: string }, what: string): T => {
  if (answer.status_code !== 100)
    throw new Error(`${what}: ${answer.status_code} ${answer.message} ${JSON.stringify(answer)}`);
  return answer.data as T;
};

export async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'sewa_token')?.value;
  if (!token) throw new Error('no session token after login');
  return token;
}

/** The published rentals of the operator's properties that can be booked online now, per the terms. */
export async function bookableRentals(propertyIds: Set<number>) {
  const found: { rentalId: number; tenure: number }[] = [];
  const seen: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const search = ok<{ items: { rental_id: number; property_id: number }[]; total: number }>(
      await callApi('public-search-properties', { page, page_size: 50 }),
      'search',
    );
    for (const item of search.items) {
      if (!propertyIds.has(item.property_id)) continue;
      const terms = await callApi('public-get-booking-terms', { rental_id: item.rental_id });
      const t = terms.data as TTerms | undefined;
      seen.push(`${item.rental_id}: ${terms.status_code} ${t?.blocked_by}`);
      if (terms.status_code === 100 && t && t.blocked_by === null)
        found.push({ rentalId: item.rental_id, tenure: t.tenure_options[0]! });
      // Two to book and two spare (another journey may take one meanwhile) are enough.
      if (found.length >= 4) return { found, seen };
    }
    if (page * 50 >= search.total) break;
  }
  return { found, seen };
}

/**
 * Books `rentalId` as the tenant up to a paid booking: create with documents, sign the consent when the
 * company asks for a credit check, start the payment and complete it on the simulator's page.
 */
export async function paidBooking(page: Page, token: string, rental: { rentalId: number; tenure: number }) {
  const moveIn = toDateString(new Date(Date.now() + 14 * 86_400_000));
  const created = await callApi(
    'user-create-booking',
    {
      rental_id: rental.rentalId,
      move_in_date: moveIn,
      tenure_months: rental.tenure,
      occupants: 1,
      message: 'Booked by the e2e journey',
      document_kind: 'ic',
      id_number: IC,
      ic_front: png('ic-front'),
      ic_back: png('ic-back'),
      selfie: png('selfie'),
    },
    { token },
  );
  // Another journey of the same run may have taken this rental: the caller tries the next one.
  if (created.status_code === 104) return null;
  const booking = ok<TBooking>(created, 'create booking');
  if (booking.status === 'pending_consent') {
    ok(
      await callApi(
        'user-sign-credit-check-consent',
        {
          booking_id: booking.id,
          signature: `data:image/png;base64,${PNG_BASE64}`,
          is_consent_agreed: true,
          is_disclaimer_agreed: true,
        },
        { token },
      ),
      'sign consent',
    );
  }
  return (await payOnSimulator(page, token, booking.id, 'new')) ? booking : null;
}

/**
 * Pays the booking's next payment (1 when pending payment, 2 when approved) on the payment simulator's
 * page and waits for the booking to reach `expected`; false when the server refuses to start (104).
 */
export async function payOnSimulator(page: Page, token: string, bookingId: number, expected: string) {
  const paying = await callApi('user-pay-booking', { booking_id: bookingId }, { token });
  if (paying.status_code === 104) return false;
  const { payment_url } = ok<{ payment_url: string }>(paying, 'pay booking');
  await page.goto(payment_url);
  await page.waitForURL((url) => url.pathname.startsWith('/simulator/payex/pay/'));
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/simulator/'));
  await expect
    .poll(async () => (await callApi('user-get-booking', { id: bookingId }, { token })).data)
    .toMatchObject({ status: expected });
  return true;
}

export async function bookOne(page: Page, token: string, rentals: { rentalId: number; tenure: number }[]) {
  while (rentals.length > 0) {
    const booking = await paidBooking(page, token, rentals.shift()!);
    if (booking) return booking;
  }
  throw new Error('no bookable rental of the demo operator left');
}
