import { OPERATOR_MENU, visibleMenu } from '@sewa/domain/access/menus';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { prepareDom } from '../../test/dom';
import { fail, installFakeApi, ok, userProfile } from '../../test/legacy-accounts-fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/setup-i18n';
import {
  AdminDashboardPage,
  LandlordDashboardPage,
  OperatorDashboardPage,
  TenantDashboardPage,
} from './dashboard-pages';
import { menuShortcuts } from './next-steps';

const SCREENS: TScreens = {
  '/dashboard': TenantDashboardPage,
  '/operator/dashboard': OperatorDashboardPage,
  '/landlord/dashboard': LandlordDashboardPage,
  '/admin/dashboard': AdminDashboardPage,
};
const list = () => ok({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => setupTestI18n('en'));
beforeEach(() => {
  localStorage.clear();
  installFakeWebSocket();
  prepareDom();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const shortcutNames = () =>
  within(screen.getByTestId('dashboard-shortcuts'))
    .getAllByRole('link')
    .map((link) => link.querySelector('span')?.textContent);

describe('menu shortcuts', () => {
  it('lists the visible sections, a group at its first visible page, without the dashboard', () => {
    const items = visibleMenu(OPERATOR_MENU, ['dashboard', 'properties/live-properties', 'payout']);
    expect(menuShortcuts(items, '/operator/dashboard')).toEqual([
      { key: 'menu.properties', path: '/operator/live-properties', children: ['menu.live-properties'] },
      { key: 'menu.payout', path: '/operator/payout', children: [] },
    ]);
  });
});

describe('dashboards', () => {
  it('greets the operator, counts the trial down from the account and offers only permitted sections', async () => {
    const privileges = ['dashboard', 'profile', 'properties', 'tenancy'];
    installFakeApi({
      'user-get-profile': () =>
        ok({
          profile: userProfile({
            role: 'operator',
            name: 'Lim Wei Jie',
            privileges,
            company_name: 'Demo Properties Sdn Bhd',
            trial_ends_at: new Date(Date.now() + 14 * 86_400_000 - 60_000).toISOString(),
          }),
        }),
      'user-list-notifications': list,
    });
    saveSession({ token: 'tok', role: 'operator', privileges, origin: 'login' });
    renderApp('/operator/dashboard', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Welcome, Lim Wei Jie' })).toBeTruthy();
    expect(screen.getByText('Signed in as Operator of Demo Properties Sdn Bhd.')).toBeTruthy();
    expect(screen.getByTestId('reminder-trial').textContent).toMatch(/14 days left/);
    expect(screen.getByTestId('reminder-pin')).toBeTruthy();
    expect(shortcutNames()).toEqual(['Properties', 'Tenancy']);
  });

  it('reminds a tenant to verify the e-mail and links the tenant menu', async () => {
    installFakeApi({
      'user-get-profile': () => ok({ profile: userProfile({ is_email_verified: false }) }),
      'user-list-notifications': list,
    });
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    const reminder = await screen.findByTestId('reminder-verify-email');
    expect(within(reminder).getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe(
      '/verify-email',
    );
    expect(screen.queryByTestId('reminder-trial')).toBeNull();
    expect(shortcutNames()).toContain('Tenancy');
    expect(shortcutNames()).not.toContain('Dashboard');
  });

  it('greets the landlord with the landlord menu and the properties, without the hidden module', async () => {
    installFakeApi({
      'user-get-profile': () =>
        ok({
          profile: userProfile({
            role: 'landlord',
            name: 'Tan Ah Kow',
            has_pin: true,
            hide_service_and_maintenance_module: true,
          }),
        }),
      'user-list-notifications': list,
    });
    saveSession({
      token: 'tok',
      role: 'landlord',
      flags: { hide_service_and_maintenance_module: true },
      origin: 'login',
    });
    const { at } = renderApp('/landlord/dashboard', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Welcome, Tan Ah Kow' })).toBeTruthy();
    // The announcements have no screen here, so the §2.3 redirect waits for them.
    expect(at()).toBe('/landlord/dashboard');
    expect(screen.getByText('Signed in as Landlord.')).toBeTruthy();
    expect(screen.queryByTestId('reminder-trial')).toBeNull();
    expect(screen.queryByTestId('reminder-pin')).toBeNull();
    expect(shortcutNames()).toEqual(['Agreement', 'Announcement', 'Properties']);
    const links = within(screen.getByTestId('dashboard-shortcuts')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/landlord/agreement',
      '/landlord/announcement',
      '/landlord/properties',
    ]);
  });

  it('sends the landlord on to the announcements once they have a screen (SPEC §2.3)', async () => {
    installFakeApi({ 'user-list-notifications': list });
    saveSession({ token: 'tok', role: 'landlord', origin: 'login' });
    const { at } = renderApp('/landlord/dashboard', {
      ...SCREENS,
      '/landlord/announcement': () => <h1>Landlord announcements</h1>,
    });
    await screen.findByRole('heading', { name: 'Landlord announcements' });
    expect(at()).toBe('/landlord/announcement');
  });

  it('says so when the profile cannot be read', async () => {
    installFakeApi({ 'user-get-profile': () => fail(500), 'user-list-notifications': list });
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    expect(await screen.findByText('An error occurred while fetching detail.')).toBeTruthy();
  });

  it('shows the admin the sections of their privileges', async () => {
    const privileges = ['dashboard', 'users/operator', 'setting'];
    installFakeApi({
      'admin-get-profile-info': () =>
        ok({
          info: {
            id: 1,
            role: 'admin',
            name: 'Nurul',
            email: 'admin@demo.my',
            privileges,
            notification_key: 'k',
            hide_marketing_module: false,
            is_super_admin: false,
          },
        }),
      'admin-list-notifications': list,
    });
    saveSession({ token: 'tok', role: 'admin', privileges, origin: 'login' });
    renderApp('/admin/dashboard', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Welcome, Nurul' })).toBeTruthy();
    expect(shortcutNames()).toEqual(['Users', 'Setting']);
  });
});
