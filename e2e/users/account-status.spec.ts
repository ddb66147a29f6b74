import { describe, expect, it } from 'vitest';
import { callApi, freshMobile, readOtp } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// product §2.2 account status and §2.5: the demo admin suspends an operator from its screens; the
// operator's next call ends its session and the browser lands on the login page saying why.

const browser = useBrowser();
const PASSWORD = 'journey operator pass';

/** A new operator with its own company, registered the way any client would (code from the outbox). */
async function registerOperator(): Promise<{ id: number; email: string; company: string }> {
  const suffix = freshMobile().slice(-6);
  const email = `journey.suspend.${suffix}@example.com`;
  const details = {
    role: 'operator',
    signup_type: 'email',
    name: 'Journey Suspended Operator',
    email,
    mobile_country_code: '60',
    mobile: freshMobile(),
    password: PASSWORD,
    password_confirm: PASSWORD,
    company_name: `Journey Suspend ${suffix} Sdn Bhd`,
    company_domain: `jsus${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`,
    is_adult: true,
  };
  const sentAt = new Date();
  expect((await callApi('public-register', { ...details, confirm: 0 })).status_code).toBe(100);
  const otp = await readOtp(email, { after: sentAt });
  const done = (await callApi('public-register', { ...details, confirm: 1, otp })) as unknown as {
    status_code: number;
    user_info: { id: number };
  };
  expect(done.status_code).toBe(100);
  return { id: done.user_info.id, email, company: details.company_name };
}

describe('a suspended operator', () => {
  it('the admin suspends an operator, whose next call ends the session with a clear message', async () => {
    const operator = await registerOperator();
    const page = await browser.newPage();
    await page.goto('/user/login');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.waitFor();
    await form.getByText('Operator', { exact: true }).click();
    await form.getByLabel(/^E-mail/).fill(operator.email);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/operator/dashboard');

    // The demo admin finds the company and suspends its owner from the edit-operator screen, with a reason.
    const adminPage = await browser.newPage();
    await loginAs(adminPage, 'admin');
    await adminPage.goto('/admin/operator');
    await adminPage.getByRole('searchbox', { name: 'Search operators' }).fill(operator.company);
    await adminPage.getByRole('button', { name: 'Search' }).click();
    await adminPage.getByRole('link', { name: `Edit ${operator.company}` }).click();
    await adminPage.waitForURL(/\/admin\/edit-operator\/\d+$/);
    await adminPage.getByRole('button', { name: 'Suspend', exact: true }).click();
    const confirm = adminPage.getByRole('dialog', { name: 'Suspend Journey Suspended Operator?' });
    await confirm.getByLabel(/^Reason/).fill('Journey: unpaid subscription');
    await confirm.getByRole('button', { name: 'Suspend', exact: true }).click();
    // Exact: the toast's screen-reader live region repeats the text with a prefix.
    await adminPage.getByText('Journey Suspended Operator is suspended.', { exact: true }).waitFor();
    await adminPage.getByText('Journey: unpaid subscription').waitFor();
    await adminPage.context().close();

    // The operator's next call (opening the team page) answers 803: signed out, told why.
    await page.goto('/operator/team');
    await page.waitForURL((url) => url.pathname === '/user/login');
    const dialog = page.getByRole('dialog', { name: 'Account not available' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/suspended, locked or terminated/);
    await dialog.getByRole('button', { name: 'OK' }).click();

    // And the login is refused with the same reason.
    await form.getByText('Operator', { exact: true }).click();
    await form.getByLabel(/^E-mail/).fill(operator.email);
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('This account is suspended, locked or terminated.').first().waitFor();
    await page.context().close();
  });
});
