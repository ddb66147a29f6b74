import { OPERATOR_MENU, visibleMenu } from '@sewa/domain/access/menus';
import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { userProfile } from '../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';
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
  // The pages the tiles lead to: a tile shows only when its page has a screen (as the menu does).
  '/operator/properties': () => <h1>Properties</h1>,
  '/landlord/properties': () => <h1>Properties</h1>,
};
const list = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

setupScreenTests();
beforeEach(() => {
  localStorage.clear();
  installFakeWebSocket();
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
    const isBuilt = () => true;
    expect(menuShortcuts(items, '/operator/dashboard', isBuilt)).toEqual([
      { key: 'menu.properties', path: '/operator/live-properties', children: ['menu.live-properties'] },
      { key: 'menu.payout', path: '/operator/payout', children: [] },
    ]);
  });

  it('leaves out pages without a screen yet, as the guards do (the screen registry)', () => {
    const items = visibleMenu(OPERATOR_MENU, ['dashboard', 'properties/live-properties', 'payout']);
    expect(menuShortcuts(items, '/operator/dashboard', (path) => path !== '/operator/payout')).toEqual([
      { key: 'menu.properties', path: '/operator/live-properties', children: ['menu.live-properties'] },
    ]);
  });
});

describe('dashboards', () => {
  it('greets the operator, counts the trial down from the account and offers only permitted sections', async () => {
    const privileges = ['dashboard', 'profile', 'properties', 'tenancy'];
    fakeApi(
      answer(userGetProfile, () => ({
        profile: userProfile({
          role: 'operator',
          name: 'Lim Wei Jie',
          privileges,
          company_name: 'Demo Properties Sdn Bhd',
          trial_ends_at: new Date(Date.now() + 14 * 86_400_000 - 60_000).toISOString(),
        }),
      })),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'operator', privileges, origin: 'login' });
    renderApp('/operator/dashboard', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Welcome, Lim Wei Jie' })).toBeTruthy();
    expect(screen.getByText('Signed in as Operator of Demo Properties Sdn Bhd.')).toBeTruthy();
    expect(screen.getByTestId('reminder-trial').textContent).toMatch(/14 days left/);
    expect(screen.getByTestId('reminder-pin')).toBeTruthy();
    // Tenancy has no screen yet: its tile waits for its module.
    expect(shortcutNames()).toEqual(['Properties']);
  });

  it('reminds a tenant to verify the e-mail and links the tenant menu', async () => {
    fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile({ is_email_verified: false }) })),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    const reminder = await screen.findByTestId('reminder-verify-email');
    expect(within(reminder).getByRole('link', { name: 'Verify now' }).getAttribute('href')).toBe(
      '/verify-email',
    );
    expect(screen.queryByTestId('reminder-trial')).toBeNull();
    // None of the tenant's sections has a screen yet: no tile leads to "page not found".
    expect(screen.queryByTestId('dashboard-shortcuts')).toBeNull();
  });

  it('greets the landlord with the landlord menu and the properties, without the hidden module', async () => {
    fakeApi(
      answer(userGetProfile, () => ({
        profile: userProfile({
          role: 'landlord',
          name: 'Tan Ah Kow',
          has_pin: true,
          hide_service_and_maintenance_module: true,
        }),
      })),
      answer(userListNotifications, list),
    );
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
    // Agreement and announcement come with later modules: only the built properties pages have a tile.
    expect(shortcutNames()).toEqual(['Properties']);
    const links = within(screen.getByTestId('dashboard-shortcuts')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/landlord/properties']);
  });

  it('sends the landlord on to the announcements once they have a screen (product §2.3)', async () => {
    fakeApi(answer(userListNotifications, list));
    saveSession({ token: 'tok', role: 'landlord', origin: 'login' });
    const { at } = renderApp('/landlord/dashboard', {
      ...SCREENS,
      '/landlord/announcement': () => <h1>Landlord announcements</h1>,
    });
    await screen.findByRole('heading', { name: 'Landlord announcements' });
    expect(at()).toBe('/landlord/announcement');
  });

  it('says so when the profile cannot be read', async () => {
    fakeApi(
      answer(userGetProfile, () => failure(500)),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    expect(await screen.findByText('An error occurred while fetching detail.')).toBeTruthy();
  });

  it('shows the admin the sections of their privileges', async () => {
    const privileges = ['dashboard', 'users/operator', 'setting'];
    fakeApi(
      answer(adminGetProfileInfo, () => ({
        info: {
          id: 1,
          role: 'admin' as const,
          name: 'Nurul',
          email: 'admin@demo.my',
          privileges,
          notification_key: 'k',
          hide_marketing_module: false,
          is_super_admin: false,
        },
      })),
      answer(adminListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'admin' as const, privileges, origin: 'login' });
    renderApp('/admin/dashboard', SCREENS);
    expect(await screen.findByRole('heading', { name: 'Welcome, Nurul' })).toBeTruthy();
    // The admin's users and settings pages come with later modules.
    expect(screen.queryByTestId('dashboard-shortcuts')).toBeNull();
  });
});
