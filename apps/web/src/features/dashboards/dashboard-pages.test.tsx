import { OPERATOR_MENU, visibleMenu } from '@sewa/domain/access/menus';
import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { adminGetSystemStatus, type TSystemStatus } from '@sewa/domain/system/calls';
import { userGetMyTenancySummary, userGetTenancyStats } from '@sewa/domain/tenancy/calls';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { userProfile } from '../../test/accounts-fixtures';
import { answer, failure, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/setup-i18n';
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
    // The system status was not answered: no banner rather than an error.
    expect(screen.queryByTestId('simulator-banner')).toBeNull();
  });

  describe('the simulators banner', () => {
    const adminApi = (status: TSystemStatus) =>
      fakeApi(
        answer(adminGetProfileInfo, () => ({
          info: {
            id: 1,
            role: 'admin' as const,
            name: 'Nurul',
            email: 'admin@demo.my',
            privileges: ['dashboard'],
            notification_key: 'k',
            hide_marketing_module: false,
            is_super_admin: false,
          },
        })),
        answer(adminListNotifications, list),
        answer(adminGetSystemStatus, () => ({ data: status })),
      );
    const openDashboard = async (path = '/admin/dashboard') => {
      saveSession({ token: 'tok', role: 'admin' as const, privileges: ['dashboard'], origin: 'login' });
      renderApp(path, SCREENS);
      await screen.findByRole('heading', { level: 1 });
    };

    it('lists the simulated services of a production server started with ALLOW_SIMULATORS=1', async () => {
      adminApi({ app_env: 'production', simulated_services: ['sms', 'payment_gateway'] });
      await openDashboard();
      const banner = await screen.findByTestId('simulator-banner');
      expect(banner.textContent).toContain('Simulated services: nothing reaches real people');
      expect(banner.textContent).toContain('Simulated: SMS, Payment gateway.');
      expect(banner.textContent).toContain('ALLOW_SIMULATORS=1');
    });

    it('is in Chinese on the Chinese site', async () => {
      await setupTestI18n('cn');
      try {
        adminApi({ app_env: 'production', simulated_services: ['email', 'credit_bureau'] });
        await openDashboard('/cn/admin/dashboard');
        const banner = await screen.findByTestId('simulator-banner');
        expect(banner.textContent).toContain('模拟中：电邮、信用机构。');
        expect(banner.textContent).toContain('ALLOW_SIMULATORS=1');
      } finally {
        await setupTestI18n('en');
      }
    });

    it('is not shown when every service is real', async () => {
      const api = adminApi({ app_env: 'production', simulated_services: [] });
      await openDashboard();
      await vi.waitFor(() => expect(api.to(adminGetSystemStatus)).toHaveLength(1));
      expect(screen.queryByTestId('simulator-banner')).toBeNull();
    });
  });
});

const tenancyRow = {
  id: 31,
  code: 'T-000031',
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  status: 'active' as const,
  tenant_user_id: 51,
  tenant_name: 'Nur Aisyah',
  tenant_mobile: null,
  property_id: 11,
  property_name: 'Residensi Harmoni',
  unit_id: 12,
  unit_name: 'A-12-3',
  room_id: null,
  room_name: null,
  tenure_start: '2026-06-01',
  tenure_end: '2027-05-31',
  monthly_rent_sen: 120_000,
  deposits_sen: 250_000,
  booking_id: null,
  booking_ref: null,
  checked_in_at: null,
  days_to_end: 200,
  renewed_from_id: null,
  created_at: '2026-05-20T02:00:00.000Z',
};
const openItems = {
  inventory_lists_to_answer: 1,
  bookings_in_progress: 0,
  refunds_pending: 2,
  appointments_upcoming: 0,
};

describe('tenancy on the dashboards', () => {
  it('shows the tenant the current tenancy, the next payment and the open items with their pages', async () => {
    fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userGetMyTenancySummary, {
        data: {
          tenancy: tenancyRow,
          next_payment_date: '2026-07-07',
          next_payment_sen: 120_000,
          open_items: openItems,
        },
      }),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    const summary = await screen.findByTestId('tenancy-summary');
    expect(within(summary).getByText('Residensi Harmoni')).toBeTruthy();
    expect(within(summary).getByText('Tenure 01 Jun 2026 – 31 May 2027')).toBeTruthy();
    expect(within(summary).getByText('Active')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'View tenancy' }).getAttribute('href')).toBe(
      '/tenancy-detail/31',
    );
    expect(within(summary).getByText('RM 1,200.00')).toBeTruthy();
    expect(within(summary).getByText('Due on 07 Jul 2026')).toBeTruthy();
    const items = within(within(summary).getByRole('list', { name: 'Open items' })).getAllByRole('link');
    expect(items.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['1Inventory lists to answer', '/inventory-list'],
      ['0Bookings in progress', '/booking-history'],
      ['2Refunds pending', '/refund'],
      ['0Upcoming appointments', '/appointment'],
    ]);
  });

  it('sends a tenant without a tenancy to the property search', async () => {
    fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile() })),
      answer(userListNotifications, list),
      answer(userGetMyTenancySummary, {
        data: { tenancy: null, next_payment_date: null, next_payment_sen: null, open_items: openItems },
      }),
    );
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/dashboard', SCREENS);
    const summary = await screen.findByTestId('tenancy-summary');
    expect(within(summary).getByText('No Results')).toBeTruthy();
    expect(
      within(summary).getByText('You have no tenancy yet. Find a place to rent and book it.'),
    ).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Search properties' }).getAttribute('href')).toBe(
      '/propertylist',
    );
  });

  it('gives the operator the tenancy figures and the places vacant over 90 days, flagged', async () => {
    const privileges = ['dashboard', 'tenancy'];
    const api = fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile({ role: 'operator', name: 'Lim', privileges }) })),
      answer(userListNotifications, list),
      answer(userGetTenancyStats, {
        data: {
          active: 12,
          pending: 3,
          ending_within_60: 4,
          vacant_units: 5,
          vacant_rooms: 7,
          long_vacant: [
            {
              property_id: 11,
              property_name: 'Residensi Harmoni',
              unit_id: 12,
              unit_name: 'A-12-3',
              room_id: 14,
              room_name: 'Small room',
              vacant_since: '2026-01-10',
              days_vacant: 120,
            },
          ],
        },
      }),
    );
    saveSession({ token: 'tok', role: 'operator', privileges, origin: 'login' });
    renderApp('/operator/dashboard', { ...SCREENS, '/operator/tenancy': () => <h1>Tenancy</h1> });
    const stats = await screen.findByTestId('tenancy-stats');
    const tile = (name: string) => within(stats).getByText(name).closest('a, div') as HTMLElement;
    expect(tile('Active tenancies').textContent).toBe('12Active tenancies');
    expect(tile('Active tenancies').getAttribute('href')).toBe('/operator/tenancy?status=active');
    expect(tile('Ending within 60 days').textContent).toBe('4Ending within 60 days');
    expect(tile('Ending within 60 days').getAttribute('href')).toBe('/operator/tenancy?status=active');
    expect(tile('Vacant units').textContent).toBe('5Vacant units');
    expect(tile('Vacant rooms').textContent).toBe('7Vacant rooms');
    const row = within(stats).getByText('A-12-3 · Small room').closest('tr') as HTMLElement;
    expect(within(row).getByText('Residensi Harmoni')).toBeTruthy();
    expect(within(row).getByText('120 days').getAttribute('data-tone')).toBe('warning');
    expect(api.to(userGetTenancyStats)).toHaveLength(1);
    // What the dashboard showed before stays.
    expect(screen.getByRole('heading', { name: 'Welcome, Lim' })).toBeTruthy();
  });

  it('says No Results when nothing has been vacant over 90 days, and reads no figures without the privilege', async () => {
    const stats = {
      active: 0,
      pending: 0,
      ending_within_60: 0,
      vacant_units: 0,
      vacant_rooms: 0,
      long_vacant: [],
    };
    let api = fakeApi(
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'operator', privileges: ['dashboard', 'tenancy'] }),
      })),
      answer(userListNotifications, list),
      answer(userGetTenancyStats, { data: stats }),
    );
    saveSession({ token: 'tok', role: 'operator', privileges: ['dashboard', 'tenancy'], origin: 'login' });
    const first = renderApp('/operator/dashboard', SCREENS);
    const panel = await screen.findByTestId('tenancy-stats');
    expect(within(panel).getByText('No Results')).toBeTruthy();
    // Without a tenancy screen the tiles are plain figures.
    expect(within(panel).queryByRole('link')).toBeNull();
    first.unmount();

    api = fakeApi(
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'operator', privileges: ['dashboard'] }),
      })),
      answer(userListNotifications, list),
      answer(userGetTenancyStats, { data: stats }),
    );
    saveSession({ token: 'tok', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    renderApp('/operator/dashboard', SCREENS);
    await screen.findByTestId('dashboard-reminders');
    expect(screen.queryByTestId('tenancy-stats')).toBeNull();
    expect(api.to(userGetTenancyStats)).toHaveLength(0);
  });

  it('offers the landlord their tenancies once the page has a screen', async () => {
    fakeApi(
      answer(userGetProfile, () => ({ profile: userProfile({ role: 'landlord', has_pin: true }) })),
      answer(userListNotifications, list),
    );
    saveSession({ token: 'tok', role: 'landlord', origin: 'login' });
    renderApp('/landlord/dashboard', { ...SCREENS, '/landlord/tenancy': () => <h1>Tenancy</h1> });
    await screen.findByTestId('dashboard-shortcuts');
    const links = within(screen.getByTestId('dashboard-shortcuts')).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/landlord/properties',
      '/landlord/tenancy',
    ]);
    expect(shortcutNames()).toEqual(['Properties', 'Tenancy']);
  });
});
