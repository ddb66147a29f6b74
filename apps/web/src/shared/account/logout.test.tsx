import { adminGetProfileInfo, adminLogout, userGetProfile, userLogout } from '@sewa/domain/accounts/calls';
import { adminListNotifications, userListNotifications } from '@sewa/domain/notifications/calls';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie } from '../../app/cookies';
import type { TScreens } from '../../app/screens';
import { clearSession, PENDING_SUBSCRIPTION_KEY, SESSION_COOKIES, saveSession } from '../../app/session';
import { adminInfo, userProfile } from '../../test/accounts-fixtures';
import { answer, fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';

const SCREENS: TScreens = {
  '/operator/dashboard': () => <h1>Operator dashboard</h1>,
  '/user/login': () => <h1>User login</h1>,
  '/admin/dashboard': () => <h1>Admin dashboard</h1>,
  '/admin/login': () => <h1>Admin login</h1>,
};

// Typing-heavy journeys: generous time on a shared machine.
setupScreenTests();
beforeEach(() => {
  localStorage.clear();
  installFakeWebSocket();
});
afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const list = () => ({ data: { items: [], total: 0, page: 1, page_size: 1 }, unread_count: 0 });

describe('logout (product §4)', () => {
  it('clears the session cookies and the pending subscription, ends the token and closes the socket', async () => {
    const api = fakeApi(
      answer(userGetProfile, () => ({
        profile: userProfile({ role: 'operator', privileges: ['dashboard'] }),
      })),
      answer(userListNotifications, list),
      answer(userLogout, () => ({})),
    );
    saveSession({ token: 'tok-op', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    localStorage.setItem(PENDING_SUBSCRIPTION_KEY, '{"plan":"yearly"}');
    sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, '{"plan":"yearly"}');
    localStorage.setItem('sewa_language', 'en');
    const { at } = renderApp('/operator/dashboard', SCREENS);
    await screen.findByText('Operator dashboard');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('User login');
    expect(at()).toBe('/user/login');
    for (const name of Object.values(SESSION_COOKIES)) expect(readCookie(name), name).toBeNull();
    expect(localStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
    // Only what §4 lists goes: the language choice stays.
    expect(localStorage.getItem('sewa_language')).toBe('en');
    await waitFor(() => expect(api.to(userLogout)).toHaveLength(1));
    expect(api.to(userLogout)[0]?.authorization).toBe('Bearer tok-op');
    expect(FakeWebSocket.instances[0]?.closedWith).toBe(1000);
  });

  it('uses admin-logout for admins and goes to the admin login', async () => {
    const api = fakeApi(
      answer(adminGetProfileInfo, () => ({
        info: adminInfo({ privileges: ['dashboard'], notification_key: 'k' }),
      })),
      answer(adminListNotifications, list),
      answer(adminLogout, () => ({})),
    );
    saveSession({ token: 'tok-ad', role: 'admin' as const, privileges: ['dashboard'], origin: 'login' });
    const { at } = renderApp('/admin/dashboard', SCREENS);
    await screen.findByText('Admin dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await screen.findByText('Admin login');
    expect(at()).toBe('/admin/login');
    await waitFor(() => expect(api.to(adminLogout)[0]?.authorization).toBe('Bearer tok-ad'));
    expect(api.to(userLogout)).toEqual([]);
  });
});
