import { describe, expect, it } from 'vitest';
import { callApi, freshMobile } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// product §2.2 users/tenant and rate-tenant, end to end in the browser: the demo operator adds a tenant for
// an offline tenancy (who is invited by SMS to set a password), then rates them; the rating shows on the
// tenant's page.

const browser = useBrowser();
const label = (text: string) => new RegExp(`^${text}`);
const TENANT = 'Journey Tenant Tan';

describe('an offline tenant, added and rated', () => {
  it('the operator adds a tenant and rates them', async () => {
    const mobile = freshMobile();
    const page = await browser.newPage();
    await loginAs(page, 'operator');

    await page.goto('/operator/tenant');
    await page.getByRole('heading', { level: 1, name: 'Tenants' }).waitFor();
    await page.getByRole('link', { name: 'Add tenant' }).click();
    await page.waitForURL(/\/operator\/create-new-tenant-profile$/);

    const form = page.getByRole('form', { name: 'Tenant profile' });
    await form.waitFor();
    await form.getByLabel(label('Full name')).fill(TENANT);
    await form.getByPlaceholder('123456789').fill(mobile);
    await form.getByLabel(label('Date of birth')).fill('1995-06-15');
    await form.getByLabel(label('IC or passport number')).fill('950615-14-1234');
    await form.getByLabel(label('Occupation')).fill('Designer');
    await page.getByRole('button', { name: 'Save tenant' }).click();
    await page.waitForURL(/\/operator\/view-tenant\/\d+$/);
    await page.getByRole('heading', { level: 1, name: TENANT }).waitFor();
    await page.getByText('950615-14-1234').waitFor();

    // One SMS invites them to set a password on the tenants' forgot-password page.
    const outbox = await callApi('public-dev-list-outbox', { to: `+60${mobile}`, page_size: 5 });
    const messages = (outbox.data ?? []) as { body: string }[];
    expect(messages).toHaveLength(1);
    expect(messages[0]!.body).toContain('/forgot-password');

    await page.getByRole('link', { name: 'Rate tenant' }).click();
    await page.waitForURL(/\/operator\/rate-tenant\?tenant_id=\d+$/);
    await page.getByRole('heading', { level: 1, name: `Rate ${TENANT}` }).waitFor();
    await page
      .getByRole('radiogroup', { name: /pay rent/ })
      .getByRole('radio', { name: '5 stars' })
      .click();
    await page
      .getByRole('radiogroup', { name: /look after/ })
      .getByRole('radio', { name: '4 stars' })
      .click();
    await page
      .getByRole('radiogroup', { name: /communication/ })
      .getByRole('radio', { name: '4 stars' })
      .click();
    await page.getByLabel(label('Comment')).fill('Quiet and tidy.');
    await page.getByRole('button', { name: 'Submit rating' }).click();
    await page.waitForURL(/\/operator\/view-tenant\/\d+$/);

    await page.getByRole('tab', { name: 'Ratings' }).click();
    await page.getByText('Quiet and tidy.').waitFor();
    await page.getByText('1 rating').waitFor();
    await page.context().close();
  });
});
