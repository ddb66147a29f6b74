import { userGetProfile } from '@sewa/domain/accounts/calls';
import { userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TScreens } from '../../app/screens';
import { saveSession } from '../../app/session';
import { userProfile } from '../../test/accounts-fixtures';
import { answer, fakeApi } from '../../test/fake-api';
import { installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';

setupScreenTests();
beforeEach(() => {
  installFakeWebSocket();
});

const SCREENS: TScreens = {
  '/dashboard': () => <h1>Tenant dashboard</h1>,
  '/homepage': () => <h1>Home</h1>,
};

const signInAsTenant = () => {
  fakeApi(
    answer(userGetProfile, () => ({ profile: userProfile({ role: 'tenant' }) })),
    answer(userListNotifications, () => ({
      data: { items: [], total: 0, page: 1, page_size: 1 },
      unread_count: 0,
    })),
  );
  saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
};

describe('the tenant header', () => {
  it('has one account menu, in the header, and no "My Account" link beside it', async () => {
    signInAsTenant();
    renderApp('/dashboard', SCREENS);
    await screen.findByRole('heading', { name: 'Tenant dashboard' });
    const menus = screen.getAllByRole('button', { name: 'Account menu' });
    expect(menus).toHaveLength(1);
    const header = screen.getByRole('banner');
    expect(header.contains(menus[0]!)).toBe(true);
    expect(within(header).queryByRole('link', { name: 'My Account' })).toBeNull();
    expect(screen.getAllByRole('link', { name: /Notifications/ })).toHaveLength(1);
    // The menu works from the header: profile and log out.
    await userEvent.click(menus[0]!);
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
  });

  it('keeps the "My Account" link on the public pages', async () => {
    signInAsTenant();
    renderApp('/homepage', SCREENS);
    await screen.findByRole('heading', { name: 'Home' });
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
  });
});
