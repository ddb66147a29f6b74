import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs, registerTenant, submitTenantLogin } from '../support/login';

// Issue 8, ADR 0026: wrong passwords hold back only this identifier from this address, and the login page
// says for how long; the demo admin finds the throttle at /admin/sign-in-throttles and clears it, after
// which the tenant signs in at once.

const browser = useBrowser();
const PASSWORD = 'journey tenant pass';

describe('a throttled sign-in', () => {
  it('shows the wait on the login page; the admin clears the throttle and the tenant signs in', async () => {
    const mobile = await registerTenant('Journey Throttled Tenant', PASSWORD);
    const who = { role: 'tenant', mobile_country_code: '60', username: mobile };
    for (let i = 0; i < 5; i++)
      expect((await callApi('public-login', { ...who, password: `Wrong#${i}pass` })).status_code).toBe(101);

    const page = await browser.newPage();
    const form = await submitTenantLogin(page, mobile, PASSWORD);
    // The first lock is a minute; a few seconds of it have passed by now.
    const refusal = page.getByTestId('login-error');
    await refusal.waitFor();
    expect(await refusal.innerText()).toMatch(
      /^Too many wrong attempts from this device\. Please try again in (1 min|[1-5]?\d s)\.$/,
    );

    const adminPage = await browser.newPage();
    await loginAs(adminPage, 'admin');
    await adminPage.goto('/admin/sign-in-throttles');
    await adminPage.getByRole('searchbox', { name: 'E-mail or mobile' }).fill(`+60${mobile}`);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    // This address's row (the account-wide count of the five failures is listed too).
    const clearHere = adminPage.getByRole('button', {
      name: new RegExp(`^Clear the throttle of \\+60${mobile} from `),
    });
    await clearHere.click();
    const dialog = adminPage.getByRole('alertdialog', { name: 'Clear this sign-in throttle?' });
    await dialog.getByRole('button', { name: 'Clear' }).click();
    await adminPage.getByText('The throttle is cleared.', { exact: true }).waitFor();
    await clearHere.waitFor({ state: 'detached' });
    expect(
      await adminPage.getByRole('button', { name: `Clear the account-wide count of +60${mobile}` }).count(),
    ).toBe(1);
    await adminPage.context().close();

    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.context().close();
  });
});
