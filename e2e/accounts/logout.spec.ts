import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

const browser = useBrowser();

const SESSION_COOKIES = ['sewa_token', 'sewa_role', 'sewa_menu_tree', 'sewa_flags'];

describe('logging out', () => {
  it('clears the session, kills the token, and a second tab follows', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await loginAs(first, 'operator');
    const token = (await context.cookies()).find((c) => c.name === 'sewa_token')?.value;
    expect(token).toBeTruthy();
    expect((await callApi('user-get-profile', {}, { token })).status_code).toBe(100);

    const second = await context.newPage();
    await second.goto('/operator/my-profile');
    await second.getByRole('form', { name: 'Profile details' }).waitFor();

    await first.getByRole('button', { name: 'Account menu' }).click();
    await first.getByRole('button', { name: 'Log out' }).click();
    await first.waitForURL((url) => url.pathname === '/user/login');

    // The other tab leaves the operator area without a reload of its own.
    await second.waitForURL((url) => url.pathname === '/user/login', { timeout: 10_000 });
    const names = (await context.cookies()).map((c) => c.name);
    for (const name of SESSION_COOKIES) expect(names).not.toContain(name);
    // The token is dead on the server (docs/protocol.md: 302, 801 or 802 on its next use).
    await expect
      .poll(async () => (await callApi('user-get-profile', {}, { token })).status_code)
      .toBeOneOf([302, 801, 802]);
    await context.close();
  });

  it('a second tab follows a login too', async () => {
    const context = await browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await second.goto('/user/login');
    await second.getByRole('form', { name: 'Log in' }).waitFor();
    await loginAs(first, 'contractor');
    // The other tab's login page sends the now signed-in user on to the area.
    await second.waitForURL((url) => url.pathname === '/contractor/dashboard', { timeout: 10_000 });
    await context.close();
  });
});
