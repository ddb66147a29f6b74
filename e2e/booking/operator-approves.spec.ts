import { toDateString } from '@sewa/format/dates';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 11, the operator's side end to end: the demo tenant books two rooms of the demo operator through
// the API (documents, credit-check consent, the booking payment completed on the payment simulator's
// page), then the demo operator approves the first on rental-booking and rejects the second with a
// reason. The tenant's booking reads 'approved', and the tenant's booking-history shows the rejection.

const browser = useBrowser();

/** A 1×1 PNG: the documents and the drawn signature (the server checks the bytes are an image). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const png = (name: string) =>
  new File([Buffer.from(PNG_BASE64, 'base64')], `${name}.png`, { type: 'image/png' });
/** A MyKad number of someone born 1 January 1990: an adult. */
const IC = '900101145678';

type TTerms = { blocked_by: string | null; tenure_options: number[] };
type TBooking = { id: number; booking_ref: string; status: string; actions: string[] };

const ok = <T>(answer: { status_code: number; data?: unknown; message?: string }, what: string): T => {
  if (answer.status_code !== 100)
    throw new Error(`${what}: ${answer.status_code} ${answer.message} ${JSON.stringify(answer)}`);
  return answer.data as T;
};

async function tokenOf(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'sewa_token')?.value;
  if (!token) throw new Error('no session token after login');
  return token;
}

/** The published rentals of the operator's properties that can be booked online now, per the terms. */
async function bookableRentals(propertyIds: Set<number>) {
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
async function paidBooking(page: Page, token: string, rental: { rentalId: number; tenure: number }) {
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
  const paying = await callApi('user-pay-booking', { booking_id: booking.id }, { token });
  if (paying.status_code === 104) return null;
  const { payment_url } = ok<{ payment_url: string }>(paying, 'pay booking');
  await page.goto(payment_url);
  await page.waitForURL((url) => url.pathname.startsWith('/simulator/payex/pay/'));
  await page.getByRole('button', { name: 'Success' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/simulator/'));
  await expect
    .poll(async () => (await callApi('user-get-booking', { id: booking.id }, { token })).data)
    .toMatchObject({ status: 'new' });
  return booking;
}

async function bookOne(page: Page, token: string, rentals: { rentalId: number; tenure: number }[]) {
  while (rentals.length > 0) {
    const booking = await paidBooking(page, token, rentals.shift()!);
    if (booking) return booking;
  }
  throw new Error('no bookable rental of the demo operator left');
}

/** Opens a booking of the operator's rental-booking list (tab New) by its reference. */
async function openBooking(page: Page, ref: string) {
  await page.goto('/operator/rental-booking');
  await page.getByRole('heading', { name: 'Rental booking' }).waitFor();
  await page.getByRole('button', { name: `View booking ${ref}` }).click();
  const dialog = page.getByRole('dialog', { name: `Booking ${ref}` });
  await dialog.getByText('Applicant', { exact: true }).waitFor();
  return dialog;
}

describe('operator approves and rejects bookings', () => {
  it('a paid booking is approved on rental-booking; another is rejected with a reason the tenant sees', async () => {
    const operator = await browser.newPage();
    await loginAs(operator, 'operator');
    const operatorToken = await tokenOf(operator);
    const tenant = await browser.newPage();
    await loginAs(tenant, 'tenant');
    const tenantToken = await tokenOf(tenant);
    const properties = ok<{ items: { id: number }[] }>(
      await callApi(
        'user-list-properties',
        { status: 'published', page_size: 100 },
        { token: operatorToken },
      ),
      'properties',
    );
    const { found: rentals, seen } = await bookableRentals(new Set(properties.items.map((p) => p.id)));
    // The demo company must take bookings online (not on trial, gateway active): the seed's job.
    expect(rentals.length, `bookable demo rentals among ${seen.join('; ')}`).toBeGreaterThanOrEqual(2);
    const first = await bookOne(tenant, tenantToken, rentals);
    const second = await bookOne(tenant, tenantToken, rentals);

    // Approve the first, after the confirmation.
    let dialog = await openBooking(operator, first.booking_ref);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    const confirm = operator.getByRole('alertdialog', { name: 'Approve the booking?' });
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await operator.getByText('The booking is approved.').first().waitFor();
    // Approved; with nothing left to pay, the server moves it straight on to confirmed.
    await expect
      .poll(async () => {
        const b = (await callApi('user-get-booking', { id: first.id }, { token: tenantToken }))
          .data as TBooking & {
          history: { action: string }[];
        };
        return { status: b.status, approved: b.history.some((e) => e.action === 'approve') };
      })
      .toMatchObject({ status: expect.stringMatching(/^(approved|confirmed)$/), approved: true });

    // Reject the second: the reason is required.
    await operator.keyboard.press('Escape');
    dialog = await openBooking(operator, second.booking_ref);
    await dialog.getByRole('button', { name: 'Reject' }).click();
    const reject = operator.getByRole('form', { name: 'Reject the booking' });
    await reject
      .getByRole('textbox', { name: /Reason/ })
      .fill('The room is no longer available for this date.');
    await operator
      .getByRole('dialog', { name: 'Reject the booking' })
      .getByRole('button', { name: 'Reject' })
      .click();
    await operator.getByText('The booking is rejected.').first().waitFor();
    const rejected = ok<TBooking & { reason: string }>(
      await callApi('user-get-booking', { id: second.id }, { token: tenantToken }),
      'rejected booking',
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      reason: 'The room is no longer available for this date.',
    });

    // The tenant's booking-history shows the rejection on that booking's card (newest first).
    await tenant.goto('/booking-history');
    const card = tenant.getByRole('article', { name: new RegExp(`^${second.booking_ref} `) });
    await card
      .getByText(
        'Sorry, your booking has been rejected. Please contact your operator for the refund process.',
      )
      .waitFor();
    await operator.context().close();
    await tenant.context().close();
  });
});
