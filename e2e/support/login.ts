import type { Page } from 'playwright-core';

// The journeys' one way to sign in: through the real login screens with the seeded demo accounts
// (README; password Demo@12345), so every journey also proves the login of its role.

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

/** Fills the login form of `role` (country code stays Malaysia, +60) and waits for the landing page. */
export async function loginAs(
  page: Page,
  role: TDemoRole,
  options: { remember?: boolean } = {},
): Promise<void> {
  const account = DEMO_ACCOUNTS[role];
  await page.goto(account.loginPath);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.waitFor();
  if (account.choice) await form.getByText(account.choice, { exact: true }).click();
  const identifier = role === 'admin' || role === 'operator' ? /^E-mail/ : /^(Mobile|Phone) number/;
  await form.getByLabel(identifier).fill(account.username);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  if (options.remember) await form.getByRole('checkbox', { name: 'Remember me' }).click();
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => url.pathname === account.landing);
}
