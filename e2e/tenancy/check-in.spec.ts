import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { bookableRentals, bookOne, ok, payOnSimulator, tokenOf } from '../support/booking';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// Issue 12 end to end: the demo tenant's booking is paid, approved and paid in full (through the API and
// the payment simulator); the demo operator creates the tenancy from the approved booking, makes and sends
// the check-in inventory list; the tenant goes through it on a phone-sized screen, agrees and signs; the
// operator marks check-in and activates the tenancy, and booking-settlement shows the fee released.

const browser = useBrowser();
const PHONE = { width: 375, height: 740 };

type TTenancy = {
  id: number;
  code: string;
  status: string;
  checked_in_at: string | null;
  unit_id: number;
  room_id: number | null;
};

async function confirm(page: Page, title: RegExp, button: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function drawSignature(page: Page, pad: ReturnType<Page['getByRole']>) {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 20, { steps: 8 });
  await page.mouse.move(box.x + box.width - 20, box.y + box.height - 20, { steps: 8 });
  await page.mouse.up();
}

describe('tenancy from an approved booking to check-in', () => {
  it('the operator creates the tenancy, the tenant signs the inventory list, check-in releases the fee', async () => {
    const operator = await browser.newPage();
    await loginAs(operator, 'operator');
    const operatorToken = await tokenOf(operator);
    const tenant = await browser.newPage({ viewport: PHONE });
    await loginAs(tenant, 'tenant');
    const tenantToken = await tokenOf(tenant);

    // A paid booking of the demo operator, approved and paid in full.
    const properties = ok<{ items: { id: number }[] }>(
      await callApi(
        'user-list-properties',
        { status: 'published', page_size: 100 },
        { token: operatorToken },
      ),
      'properties',
    );
    const { found } = await bookableRentals(new Set(properties.items.map((p) => p.id)));
    const booking = await bookOne(tenant, tenantToken, found);
    ok(
      await callApi('user-approve-booking', { booking_id: booking.id }, { token: operatorToken }),
      'approve',
    );
    const approved = ok<{ status: string }>(
      await callApi('user-get-booking', { id: booking.id }, { token: tenantToken }),
      'approved booking',
    );
    if (approved.status === 'approved') await payOnSimulator(tenant, tenantToken, booking.id, 'confirmed');

    // The operator opens the booking and creates its tenancy, prefilled.
    await operator.goto(`/operator/rental-booking?booking_id=${booking.id}`);
    const detail = operator.getByRole('dialog', { name: `Booking ${booking.booking_ref}` });
    await detail.getByRole('link', { name: 'Create tenancy' }).click();
    await operator.getByRole('heading', { name: 'Create New Tenancy' }).waitFor();
    await operator.getByRole('button', { name: 'Create tenancy' }).click();
    await operator.waitForURL(/\/operator\/tenancy-details\/\d+/);
    const tenancyId = Number(/tenancy-details\/(\d+)/.exec(operator.url())![1]);
    const created = ok<TTenancy>(
      await callApi('user-get-tenancy', { id: tenancyId }, { token: operatorToken }),
      'tenancy',
    );
    expect(created.status).toBe('pending');
    await operator.getByRole('heading', { name: `Tenancy ${created.code}` }).waitFor();

    // The place keeps items (the seed gives every demo unit some; a listing another journey created has
    // none yet, so the operator records one first).
    const place = { unit_id: created.unit_id, ...(created.room_id ? { room_id: created.room_id } : {}) };
    const items = ok<{ items: unknown[] }>(
      await callApi('user-get-inventory-place', place, { token: operatorToken }),
      'inventory place',
    );
    if (items.items.length === 0)
      ok(
        await callApi(
          'user-add-inventory-items',
          {
            ...place,
            items: JSON.stringify([{ catalogue_key: 'mattress', quantity: 1, condition: 'good' }]),
          },
          { token: operatorToken },
        ),
        'add an item',
      );

    // The check-in list: made from the place's items and sent to the tenant.
    await operator.getByRole('tab', { name: 'Inventory' }).click();
    await operator.getByRole('link', { name: 'Create check-in list' }).click();
    const newList = operator.getByRole('dialog', { name: 'New inventory list' });
    await newList.getByRole('button', { name: 'Create list' }).click();
    await operator.waitForURL(/\/operator\/inventory-list-item-list\/\d+/);
    const listId = Number(/inventory-list-item-list\/(\d+)/.exec(operator.url())![1]);
    await operator.getByRole('button', { name: 'Send to tenant' }).click();
    await confirm(operator, /Send the list to the tenant\?/, 'Send to tenant');
    await expect
      .poll(
        async () => (await callApi('user-get-inventory-list', { id: listId }, { token: tenantToken })).data,
      )
      .toMatchObject({ status: 'pending' });

    // The tenant, on a phone, goes through every item, then agrees and signs.
    await tenant.goto(`/inventory-list?id=${listId}`);
    await tenant.getByText(/^Item 1 of \d+$/).waitFor();
    const next = tenant.getByRole('button', { name: 'Next' });
    for (let i = 0; i < 100 && (await next.isVisible()); i++) await next.click();
    await tenant.getByText('Last step: agree or reject').waitFor();
    const agree = tenant.getByRole('form', { name: 'Agree and sign' });
    await drawSignature(tenant, agree.getByRole('img', { name: /Your signature/ }));
    await agree.getByRole('checkbox', { name: /I have checked the items/ }).check();
    await agree.getByRole('button', { name: 'Agree and sign' }).click();
    await tenant.getByText('You have agreed to the Inventory List').first().waitFor();
    expect(await tenant.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    // The operator marks check-in, then activates the tenancy.
    await operator.goto(`/operator/tenancy-details/${tenancyId}`);
    await operator.getByRole('button', { name: 'Mark check-in' }).click();
    await confirm(operator, /Mark check-in for tenancy/, 'Mark check-in');
    await operator.getByText('Check-in is marked.').first().waitFor();
    await operator.getByRole('button', { name: 'Activate' }).click();
    await confirm(operator, /Activate tenancy/, 'Activate');
    await operator.getByText('The tenancy is active.').first().waitFor();
    const active = ok<TTenancy>(
      await callApi('user-get-tenancy', { id: tenancyId }, { token: operatorToken }),
      'active tenancy',
    );
    expect(active.status).toBe('active');
    expect(active.checked_in_at).not.toBeNull();
    expect(
      ok<{ status: string; settlement_status: string }>(
        await callApi('user-get-booking', { id: booking.id }, { token: tenantToken }),
        'checked-in booking',
      ),
    ).toMatchObject({ status: 'checked_in', settlement_status: 'released' });

    // Booking-fee settlement shows the booking's money released to the operator.
    await operator.goto('/operator/booking-settlement');
    const row = operator.getByRole('row', { name: new RegExp(`\\b${booking.booking_ref}\\b`) });
    await row.getByText('Released', { exact: true }).waitFor();

    await operator.context().close();
    await tenant.context().close();
  });
});
