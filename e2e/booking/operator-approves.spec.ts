import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { bookableRentals, bookOne, ok, type TBooking, tokenOf } from '../support/booking';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 11, the operator's side end to end: the demo tenant books two rooms of the demo operator through
// the API (documents, credit-check consent, the booking payment completed on the payment simulator's
// page), then the demo operator approves the first on rental-booking and rejects the second with a
// reason. The tenant's booking reads 'approved', and the tenant's booking-history shows the rejection.

const browser = useBrowser();

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
