import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { DEMO_ACCOUNTS, loginAs, type TDemoRole } from '../support/login';

const browser = useBrowser();

// Top-level entries of each role's side menu (groups are folded), and entries it must not show: another
// role's, and its own whose page has no screen yet (no entry leads to page-not-found).
const MENUS: Record<TDemoRole, { has: string[]; lacks: string[] }> = {
  tenant: {
    has: ['Dashboard', 'Tenancy', 'My ratings', 'Booking History', 'Appointment', 'Refund'],
    lacks: ['Rental Booking'],
  },
  operator: { has: ['Dashboard', 'Properties', 'Users', 'Tenancy'], lacks: ['Setting', 'Marketing'] },
  landlord: { has: ['Agreement'], lacks: ['Tenancy', 'Announcement'] },
  contractor: { has: ['Dashboard', 'Sub-contractor'], lacks: ['Tenancy', 'Announcement'] },
  admin: { has: ['Dashboard', 'Properties', 'Setting'], lacks: ['Booking History', 'Marketing'] },
};

const sideMenuText = async (page: import('playwright-core').Page) =>
  (await page.locator('aside nav').first().innerText()).split('\n').map((s) => s.trim());

describe('logging in as each demo role', () => {
  it.each(Object.keys(MENUS) as TDemoRole[])('%s lands on their area with their menu', async (role) => {
    const page = await browser.newPage();
    await loginAs(page, role);
    await page.locator('aside nav').first().waitFor();
    const menu = await sideMenuText(page);
    for (const entry of MENUS[role].has) expect(menu, `${role} menu`).toContain(entry);
    for (const entry of MENUS[role].lacks) expect(menu, `${role} menu`).not.toContain(entry);

    // A signed-in user opening a login page goes back to the dashboard of the role (product §6).
    await page.goto(DEMO_ACCOUNTS[role].loginPath);
    await page.waitForURL((url) => url.pathname === DEMO_ACCOUNTS[role].landing);
    await page.context().close();
  });

  it('shows the operator dashboard with the trial (ended by the demo seed, so its listings take bookings) and the company, no made-up figures', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'operator');
    await page.getByRole('heading', { name: 'Welcome, Lim Wei Jie' }).waitFor();
    expect(await page.getByText('Signed in as Operator of Demo Properties Sdn Bhd.').count()).toBe(1);
    expect(await page.getByTestId('reminder-trial').innerText()).toMatch(/Your free trial has ended\./);
    await page.context().close();
  });

  it('refuses a wrong password at the password field', async () => {
    const page = await browser.newPage();
    await page.goto('/admin/login');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel(/^E-mail/).fill('nobody@demo.my');
    await form.getByLabel(/^Password/).fill('Wrong@12345');
    await form.getByRole('button', { name: 'Log in' }).click();
    await form.getByText('The login details are incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    await page.context().close();
  });

  it('remembers the number and country code for 30 days when asked', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'tenant', { remember: true });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sewa_remember_tenant');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? '{}'))).toEqual({
      username: '123456789',
      mobile_country_code: '60',
    });
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const token = (await page.context().cookies()).find((c) => c.name === 'sewa_token');
    expect(((token?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    // The login screen of a later visit starts with the number filled in.
    await page.context().clearCookies({ name: 'sewa_token' });
    await page.goto('/login');
    expect(await page.getByLabel(/^Mobile number/).inputValue()).toBe('123456789');
    await page.context().close();
  });

  it('shows the login in Chinese under /cn', async () => {
    const page = await browser.newPage();
    await page.goto('/cn/user/login');
    await page.getByRole('heading', { name: '运营商、房东及承包商登录' }).waitFor();
    expect(await page.getByRole('button', { name: '登录' }).count()).toBe(1);
    // The country code list is the server's, Malaysia first.
    await page.getByText('房东', { exact: true }).click();
    const first = await page
      .getByRole('combobox', { name: '国家代码' })
      .locator('option')
      .first()
      .innerText();
    expect(first).toBe('+60 马来西亚');
    await page.context().close();
  });

  it('the country code list has Malaysia first (public-get-mobile-country-codes)', async () => {
    const answer = await callApi('public-get-mobile-country-codes');
    expect((answer.data as { iso2: string }[])[0]?.iso2).toBe('MY');
  });
});
