import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callApi, freshMobile } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// product §2.2 users/landlord, end to end in the browser: the demo operator adds a landlord (who is invited
// by SMS to set a password), picks them as a new property's owner in the property form, and the property
// and the landlord's record both show it.

const browser = useBrowser();
const label = (text: string) => new RegExp(`^${text}`);
const LANDLORD = 'Journey Landlord Lee';
const PROPERTY = 'Owner Journey Residence';

async function choose(page: Page, field: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label(field) }).click();
  await page.getByRole('option', { name: option }).click();
}

describe('a landlord picked as a property owner', () => {
  it('the operator adds a landlord and makes them the owner of a new property', async () => {
    const mobile = freshMobile();
    const page = await browser.newPage();
    await loginAs(page, 'operator');

    await page.goto('/operator/landlord');
    await page.getByRole('heading', { level: 1, name: 'Landlords' }).waitFor();
    await page.getByRole('link', { name: 'New landlord' }).click();
    await page.waitForURL(/\/operator\/create-new-landlord-profile$/);

    const form = page.getByRole('form', { name: 'Landlord' });
    await form.waitFor();
    await form.getByLabel(label('Name')).fill(LANDLORD);
    await form.getByPlaceholder('123456789').fill(mobile);
    await form.getByLabel(label('Account holder')).fill(LANDLORD);
    await form.getByLabel(label('Account number')).fill('512345678901');
    await form.getByLabel(label('Bank$')).fill('Maybank');
    await page.getByRole('button', { name: 'Create landlord' }).click();
    await page.waitForURL(/\/operator\/edit-landlord\/\d+$/);
    await page.getByText(/has not set a password yet/).waitFor();

    // One SMS invites them to set a password on the forgot-password page.
    const outbox = await callApi('public-dev-list-outbox', { to: `+60${mobile}`, page_size: 5 });
    const messages = (outbox.data ?? []) as { body: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('/user/forgot-password');

    // The property form offers them as the owner.
    await page.goto('/operator/add-property');
    await page.getByRole('form', { name: 'Property details' }).waitFor();
    await page.getByLabel(label('Property name')).fill(PROPERTY);
    await choose(page, 'Property type', 'Condominium');
    await choose(page, 'Owner \\(landlord\\)', new RegExp(`^${LANDLORD}`));
    await page.getByLabel(label('Street address')).fill('8 Jalan Pemilik');
    await page.getByLabel(label('Postcode')).fill('50450');
    await page.getByLabel(label('City')).fill('Kuala Lumpur');
    await choose(page, 'State', 'Kuala Lumpur');
    await page.getByRole('button', { name: 'Save and add units' }).click();
    await page.waitForURL(/\/operator\/add-unit\/\d+$/);
    const propertyId = Number(/add-unit\/(\d+)/.exec(page.url())?.[1]);

    // The property shows its owner…
    await page.goto(`/operator/edit-property/${propertyId}`);
    await page.getByRole('heading', { level: 1, name: PROPERTY }).waitFor();
    await page.getByText(`Owner: ${LANDLORD}`).waitFor();
    expect(await page.getByRole('combobox', { name: label('Owner \\(landlord\\)') }).textContent()).toContain(
      LANDLORD,
    );

    // …and the landlord's record lists the property.
    await page.goto('/operator/landlord');
    await page.getByRole('link', { name: `Edit ${LANDLORD}` }).click();
    await page.getByRole('link', { name: PROPERTY }).waitFor();
    await page.getByText('Properties owned (1)').waitFor();
    await page.context().close();
  });
});
