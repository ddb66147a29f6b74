import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { freshMobile } from '../support/api';
import { useBrowser } from '../support/browser';
import { loginAs } from '../support/login';

// product §2.2 users/team, end to end in the browser: the demo operator creates a custom role and a
// sub-operator holding it; the sub-operator logs in and sees only the menu its role allows.

const browser = useBrowser();
const label = (text: string) => new RegExp(`^${text}`);
const PASSWORD = 'journey staff pass';

async function choose(page: Page, field: string, option: string) {
  await page.getByRole('combobox', { name: label(field) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('a custom role and a sub-operator', () => {
  it('the operator creates a role and a member, who sees only the allowed menu', async () => {
    const suffix = freshMobile().slice(-5);
    const role = `Journey Desk ${suffix}`;
    const email = `journey.staff.${suffix}@example.com`;
    const page = await browser.newPage();
    await loginAs(page, 'operator');

    // The role: Dashboard and Team only.
    await page.goto('/operator/team');
    await page.getByRole('heading', { level: 1, name: 'Team' }).waitFor();
    await page.getByRole('link', { name: 'Roles & permissions' }).click();
    await page.waitForURL(/\/operator\/edit-role-setting/);
    const roleForm = page.getByRole('form', { name: 'Role' });
    await roleForm.waitFor();
    await roleForm.getByLabel(label('Role name')).fill(role);
    await roleForm.getByRole('checkbox', { name: 'Dashboard', exact: true }).click();
    await roleForm.getByRole('checkbox', { name: 'Team', exact: true }).click();
    await page.getByRole('button', { name: 'Create role' }).click();
    await page.getByText('The role is created.', { exact: true }).waitFor();
    await page.waitForURL(/role_id=\d+/);

    // The member holding it.
    await page.goto('/operator/create-sub-operator');
    const form = page.getByRole('form', { name: 'Team member' });
    await form.waitFor();
    await form.getByLabel(label('Name')).fill('Journey Staff');
    await form.getByLabel(label('E-mail')).fill(email);
    await form.getByPlaceholder('123456789').fill(freshMobile());
    await form.getByLabel(label('Password')).fill(PASSWORD);
    await choose(page, 'Role', role);
    await page.getByRole('button', { name: 'Add team member' }).click();
    await page.waitForURL(/\/operator\/edit-sub-operator\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Team member: Journey Staff' }).waitFor();
    await page.getByRole('heading', { name: 'Account status' }).waitFor();
    await page.context().close();

    // The member logs in with the e-mail and sees Dashboard and Team, no Properties.
    const staff = await browser.newPage();
    await staff.goto('/user/login');
    const login = staff.getByRole('form', { name: 'Log in' });
    await login.waitFor();
    await login.getByText('Operator', { exact: true }).click();
    await login.getByLabel(/^E-mail/).fill(email);
    await login.getByLabel(/^Password/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Log in' }).click();
    await staff.waitForURL((url) => url.pathname === '/operator/dashboard');
    const menu = staff.locator('aside nav').first();
    await menu.getByRole('link', { name: 'Dashboard', exact: true }).waitFor();
    const users = menu.getByRole('button', { name: 'Users', exact: true });
    if ((await users.getAttribute('aria-expanded')) !== 'true') await users.click();
    await menu.getByRole('link', { name: 'Team', exact: true }).waitFor();
    const text = await menu.innerText();
    expect(text).toContain('Dashboard');
    expect(text).not.toContain('Properties');
    expect(text).not.toContain('Control Panel');
    // A page its role does not hold does not exist for it.
    await staff.goto('/operator/properties');
    await staff.getByText('Page Not Found').first().waitFor();
    await staff.context().close();
  });
});
