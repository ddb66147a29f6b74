import { solidPng } from '@sewa/domain/testing/png';
import { toDateString } from '@sewa/format/dates';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../support/login';

// Issue 11, the visitor's side end to end on a phone (390 × 844): a visitor opens a demo listing that
// can be booked online, taps "Book now", logs in as the demo tenant and comes back to the booking, fills
// the details and the documents (real PNGs), sees the cost breakdown, submits, signs the credit-check
// consent when the operator asks for one, pays on the payment simulator's page, lands on /thankyou, and
// finds the booking in booking-history as "New".

const browser = useBrowser();
const PHONE = { width: 390, height: 844 };

type TTerms = { blocked_by: string | null; property_id: number };

/**
 * A rental that can be booked online now and shows on its listing page, searched from the end of the
 * list (the operator's journey books from the front of the same list, so the two rarely meet).
 */
async function bookableRental(): Promise<{ rentalId: number; propertyId: number } | null> {
  const items: { rental_id: number; property_id: number }[] = [];
  for (let page = 1; page <= 5; page++) {
    const search = await callApi('public-search-properties', { page, page_size: 50 });
    const data = search.data as { items: { rental_id: number; property_id: number }[]; total: number };
    items.push(...data.items);
    if (page * 50 >= data.total) break;
  }
  for (const item of items.reverse()) {
    const terms = await callApi('public-get-booking-terms', { rental_id: item.rental_id });
    if (terms.status_code !== 100 || (terms.data as TTerms).blocked_by !== null) continue;
    const detail = await callApi('public-get-property-detail', { id: item.property_id });
    const rentals = (detail.data as { rentals?: { rental_id: number }[] } | undefined)?.rentals ?? [];
    if (rentals.some((r) => r.rental_id === item.rental_id))
      return { rentalId: item.rental_id, propertyId: item.property_id };
  }
  return null;
}

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(solidPng(64, 48)) });

describe('a visitor books a room on a phone', () => {
  it('Book now, log in, details and documents, consent, payment, thank you, booking history', async () => {
    const rental = await bookableRental();
    // The seed must give the demo operator what online booking needs: no trial, an active gateway.
    expect(rental, 'no demo listing can be booked online').not.toBeNull();
    const { rentalId, propertyId } = rental!;

    const page = await browser.newPage({ viewport: PHONE });
    await page.goto(`/property-detail/${propertyId}`);
    const bookNow = page.locator(`a[href="/booking/${rentalId}"]`, { hasText: 'Book now' });
    await bookNow.click();
    await page.waitForURL((url) => url.pathname === `/booking/${rentalId}`);

    // A visitor logs in first and comes back to the same booking.
    const notice = page.getByRole('note');
    await notice.getByText('You need a tenant account to book.', { exact: false }).waitFor();
    await notice.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.has('redirect'));
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByLabel(/^Mobile number/).fill(DEMO_ACCOUNTS.tenant.username);
    await login.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === `/booking/${rentalId}`);

    // 1. Details.
    const details = page.getByRole('form', { name: 'Details' });
    await details.getByLabel(/^Move-in date/).fill(toDateString(new Date(Date.now() + 14 * 86_400_000)));
    const tenure = details.getByLabel(/^Tenure/);
    const firstTenure = await tenure.locator('option').nth(1).getAttribute('value');
    await tenure.selectOption(firstTenure!);
    await details.getByLabel(/^Number of occupants/).fill('1');
    await details.getByLabel(/^Message to the operator/).fill('Booked from a phone by the e2e journey.');
    await page.getByRole('button', { name: 'Next' }).click();

    // 2. Documents: a MyKad of an adult (born 1 January 1990), front, back and a selfie.
    const documents = page.getByRole('form', { name: 'Documents' });
    await documents.getByLabel(/^MyKad number/).fill('900101145678');
    for (const name of ['ic_front', 'ic_back', 'selfie'])
      await documents
        .locator(`input[type="file"]#booking-document-${name}`)
        .setInputFiles(png(`${name}.png`));
    await page.getByRole('button', { name: 'Next' }).click();

    // 3. Costs: what is paid now and later, then submit.
    const costs = page.getByRole('table', { name: 'Move-in costs' });
    await costs.getByText('Payment 1 (now)').waitFor();
    const payNow = (await costs.getByRole('row', { name: /^Payment 1/ }).textContent()) ?? '';
    const amount = /RM [\d,]+\.\d{2}/.exec(payNow)?.[0];
    expect(amount).toBeTruthy();
    await page.getByRole('button', { name: 'Submit booking' }).click();
    await page.waitForURL((url) => /^\/booking\/b-\d+$/.test(url.pathname));
    const ref = new URL(page.url()).pathname.split('/').pop()!;

    // 4. The credit-check consent, when the operator asks for one.
    const payButton = page.getByRole('button', { name: `Pay ${amount}` });
    const consent = page.getByRole('form', { name: 'Credit check consent' });
    await Promise.race([payButton.waitFor(), consent.waitFor()]);
    if (await consent.isVisible()) {
      await consent.getByRole('button', { name: 'Sign and continue' }).click();
      await consent.getByText('Please sign your name to proceed').waitFor();
      const pad = consent.getByRole('img', { name: /Your signature/ });
      await pad.scrollIntoViewIfNeeded();
      const box = (await pad.boundingBox())!;
      await page.mouse.move(box.x + 20, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
      await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
      await page.mouse.up();
      await consent.getByRole('checkbox', { name: 'I agree to the credit check described above.' }).click();
      await consent.getByRole('checkbox', { name: /I confirm that the information/ }).click();
      await consent.getByRole('button', { name: 'Sign and continue' }).click();
    }

    // 5. Pay on the gateway's page (the simulator), back to the thank-you page.
    await page.getByText('We hold this room for you for 15 minutes once you start paying.').waitFor();
    await payButton.click();
    await page.waitForURL((url) => url.pathname.startsWith('/simulator/payex/pay/'));
    expect(await page.textContent('body')).toContain(amount!);
    await page.getByRole('button', { name: 'Success' }).click();
    await page.waitForURL((url) => url.pathname === '/thankyou');
    expect(new URL(page.url()).searchParams.get('booking')).toBe(ref);
    await page.getByRole('heading', { name: 'Thank you for your booking' }).waitFor();

    // 6. The booking is in the history, new (awaiting the operator).
    await page.getByRole('link', { name: 'Booking history' }).click();
    await page.waitForURL((url) => url.pathname === '/booking-history');
    await page.getByRole('tab', { name: 'New' }).click();
    const card = page.getByRole('article', { name: new RegExp(`^${ref} `) });
    await expect.poll(async () => card.textContent()).toContain('New');
    expect(await card.textContent()).toContain('Booking paid');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.context().close();
  });
});
