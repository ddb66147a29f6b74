import { adminGetProfileInfo, userGetProfile } from '@sewa/domain/accounts/calls';
import {
  adminListNotifications,
  adminMarkNotificationRead,
  userListNotifications,
  userMarkNotificationRead,
} from '@sewa/domain/notifications/calls';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TScreens } from '../../app/screens';
import { clearSession, saveSession } from '../../app/session';
import { adminInfo, userProfile } from '../../test/accounts-fixtures';
import { answer, fakeApi } from '../../test/fake-api';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-websocket';
import { renderApp } from '../../test/render-app';
import { setupTestI18n } from '../../test/setup-i18n';
import { setupScreenTests } from '../../test/setup-screens';
import { AdminNotificationsPage, TenantNotificationsPage } from './notifications-page';

const SCREENS: TScreens = {
  '/notifications': TenantNotificationsPage,
  '/admin/notifications': AdminNotificationsPage,
  '/homepage': () => <h1>Home</h1>,
  '/admin/login': () => <h1>Admin login</h1>,
};

const item = (id: number, isRead: boolean) => ({
  id,
  kind: 'welcome',
  title_en: `Title ${id}`,
  title_cn: `标题 ${id}`,
  body_en: `Body ${id}`,
  body_cn: `内容 ${id}`,
  link: null,
  is_read: isRead,
  created_at: '2025-03-04T02:05:00.000Z',
});

type TStore = { items: ReturnType<typeof item>[] };
function fakeServer(store: TStore, prefix: 'user' | 'admin' = 'user') {
  const unread = () => store.items.filter((n) => !n.is_read).length;
  return fakeApi(
    answer(userGetProfile, () => ({ profile: userProfile({ notification_key: 'tenant-key' }) })),
    answer(adminGetProfileInfo, () => ({ info: adminInfo({ notification_key: 'admin-key' }) })),
    answer(prefix === 'admin' ? adminListNotifications : userListNotifications, (fields) => {
      const items = fields.is_unread_only === 'true' ? store.items.filter((n) => !n.is_read) : store.items;
      const page = Number(fields.page ?? 1);
      const size = Number(fields.page_size ?? 20);
      return {
        data: {
          items: items.slice((page - 1) * size, page * size),
          total: items.length,
          page,
          page_size: size,
        },
        unread_count: unread(),
      };
    }),
    answer(prefix === 'admin' ? adminMarkNotificationRead : userMarkNotificationRead, (fields) => {
      for (const n of store.items)
        if (fields.is_all === 'true' || String(n.id) === fields.id) n.is_read = true;
      return { unread_count: unread() };
    }),
  );
}

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

const badge = () => screen.queryAllByTestId('notification-badge')[0]?.textContent;

describe('notifications page', () => {
  it('lists them, filters unread, marks one and all as read', async () => {
    const store = { items: [item(1, false), item(2, true), item(3, false)] };
    const api = fakeServer(store);
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/notifications', SCREENS);
    const list = await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByTestId('notification-item')).toHaveLength(3);
    expect(screen.getByText('Unread: 2')).toBeTruthy();
    await waitFor(() => expect(badge()).toBe('2'));
    expect(screen.getAllByText('04 Mar 2025 10:05 AM')).toHaveLength(3);

    await userEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(2));
    expect(api.to(userListNotifications).at(-1)?.fields.is_unread_only).toBe('true');

    const first = screen.getAllByTestId('notification-item')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(1));
    expect(api.to(userMarkNotificationRead)[0]?.fields).toEqual({ id: '1' });
    await waitFor(() => expect(badge()).toBe('1'));

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
    expect(api.to(userMarkNotificationRead)[1]?.fields).toEqual({ is_all: 'true' });
    await waitFor(() => expect(badge()).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty('disabled', true);
  });

  it('shows "No Results" in Chinese when there is nothing', async () => {
    await setupTestI18n('cn');
    try {
      fakeServer({ items: [] });
      saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
      renderApp('/cn/notifications', SCREENS);
      expect(await screen.findByText('暂无结果')).toBeTruthy();
    } finally {
      await setupTestI18n('en');
    }
  });

  it('writes the times in Chinese on /cn', async () => {
    await setupTestI18n('cn');
    try {
      fakeServer({ items: [item(1, false)] });
      saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
      renderApp('/cn/notifications', SCREENS);
      expect(await screen.findByText('2025年3月4日 上午10:05')).toBeTruthy();
      expect(screen.queryByText(/Mar 2025/)).toBeNull();
    } finally {
      await setupTestI18n('en');
    }
  });

  it('uses the admin calls in the admin area', async () => {
    const api = fakeServer({ items: [item(5, false)] }, 'admin');
    saveSession({ token: 'tok', role: 'admin' as const, privileges: ['dashboard'], origin: 'login' });
    renderApp('/admin/notifications', SCREENS);
    await screen.findByText('Title 5');
    expect(api.to(adminListNotifications).length).toBeGreaterThan(0);
    expect(api.to(userListNotifications)).toEqual([]);
  });
});

describe('live notifications', () => {
  it('authenticates the socket with the profile key, toasts each push and refreshes the badge and profile', async () => {
    const store = { items: [item(1, true)] };
    const api = fakeServer(store);
    saveSession({ token: 'tok', role: 'tenant', origin: 'login' });
    renderApp('/notifications', SCREENS);
    await screen.findByText('Title 1');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.instances[0]!;
    act(() => socket.open());
    expect(JSON.parse(socket.sent[0]!)).toEqual({
      type: 'authenticate',
      notification_key: 'tenant-key',
      role: 'tenant',
    });
    act(() => socket.receive({ type: 'authenticated' }));

    const listCalls = api.to(userListNotifications).length;
    const profileCalls = api.to(userGetProfile).length;
    store.items.unshift(item(9, false));
    act(() => socket.receive({ type: 'notification', notification: item(9, false) }));
    // The toast (Radix renders its text twice: visibly and for the live region) and the refreshed list.
    await waitFor(() =>
      expect(document.querySelector('[data-tone="info"]')?.textContent).toMatch(/Title 9.*Body 9/),
    );
    await waitFor(() => expect(api.to(userListNotifications).length).toBeGreaterThan(listCalls));
    // The profile too: a push may say the account's keys changed, and the menus follow the profile.
    await waitFor(() => expect(api.to(userGetProfile).length).toBeGreaterThan(profileCalls));
    await waitFor(() => expect(badge()).toBe('1'));

    // Logging out (here or in another tab) closes the socket.
    act(() => clearSession());
    await waitFor(() => expect(socket.closedWith).toBe(1000));
  });
});
