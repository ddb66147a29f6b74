import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { callApi, freshMobile, readOtp } from './api';

// The journeys' one way to sign in: through the real login screens with the seeded demo accounts
// (README; password Demo@12345), so every journey also proves the login of its role. A journey that needs
// an account of its own (its password changed, its sign-in throttled) registers a fresh tenant and signs
// it in through the same screens.

export type TDemoRole = 'admin' | 'operator' | 'tenant' | 'landlord' | 'contractor';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS: Record<
  TDemoRole,
  { loginPath: string; choice?: string; username: string; landing: string }
> = {
  admin: { loginPath: '/admin/login', username: 'admin@demo.my', landing: '/admin/dashboard' },
  operator: {
    loginPath: '/user/login',
    choice: 'Operator',
    username: 'operator@demo.my',
    landing: '/operator/dashboard',
  },
  tenant: { loginPath: '/login', username: '123456789', landing: '/dashboard' },
  // product §2.3 sends the landlord dashboard on to the announcements; the web follows that once the
  // announcement screen exists, and lands on the landlord's own dashboard until then.
  landlord: {
    loginPath: '/user/login',
    choice: 'Landlord',
    username: '133456789',
    landing: '/landlord/dashboard',
  },
  // product §2.4 opens the contractor area at service and maintenance once that screen exists; until then
  // the contractor's own dashboard.
  contractor: {
    loginPath: '/user/login',
    choice: 'Contractor',
    username: '143456789',
    landing: '/contractor/dashboard',
  },
};

/**
 * Opens a login page, fills its form (country code stays Malaysia, +60) and presses Log in; answers the
 * form, for a journey that reads the refusal or tries again.
 */
async function submitLogin(
  page: Page,
  account: { loginPath: string; choice?: string; username: string },
  identifier: RegExp,
  password: string,
  options: { remember?: boolean } = {},
): Promise<Locator> {
  await page.goto(account.loginPath);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.waitFor();
  if (account.choice) await form.getByText(account.choice, { exact: true }).click();
  await form.getByLabel(identifier).fill(account.username);
  await form.getByLabel(/^Password/).fill(password);
  if (options.remember) await form.getByRole('checkbox', { name: 'Remember me' }).click();
  await form.getByRole('button', { name: 'Log in' }).click();
  return form;
}

/** Fills the login form of `role` and waits for the landing page. */
export async function loginAs(
  page: Page,
  role: TDemoRole,
  options: { remember?: boolean } = {},
): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  const identifier = role === 'admin' || role === 'operator' ? /^E-mail/ : /^(Mobile|Phone) number/;
  await submitLogin(page, account, identifier, DEMO_PASSWORD, options);
  await page.waitForURL((url) => url.pathname === account.landing);
}

/** A new tenant, registered the way any client would (two steps, the SMS code from the outbox); its mobile. */
export async function registerTenant(name: string, password: string): Promise<string> {
  const mobile = freshMobile();
  const details = {
    role: 'tenant',
    name,
    mobile_country_code: '60',
    mobile,
    password,
    password_confirm: password,
    is_adult: true,
  };
  const sentAt = new Date();
  expect((await callApi('public-register', { ...details, confirm: 0 })).status_code).toBe(100);
  const otp = await readOtp(`+60${mobile}`, { after: sentAt });
  expect((await callApi('public-register', { ...details, confirm: 1, otp })).status_code).toBe(100);
  return mobile;
}

/**
 * Presses Log in on /login for a tenant registered by `registerTenant`, without waiting for the outcome
 * (the dashboard, or a refusal); answers the form.
 */
export const submitTenantLogin = (page: Page, mobile: string, password: string): Promise<Locator> =>
  submitLogin(page, { loginPath: '/login', username: mobile }, /^Mobile number/, password);
