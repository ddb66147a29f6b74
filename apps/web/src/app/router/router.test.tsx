import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app';
import { setupScreenTests } from '../../test/setup-screens';
import { i18n } from '../i18n';
import { LIVE_PROPERTY_STORAGE_KEY } from '../live-property-lock';
import type { TScreens } from '../screens';
import { clearSession, saveSession } from '../session';

const SCREENS: TScreens = {
  '/homepage': () => <h1>Home screen</h1>,
  '/about': () => <h1>About screen</h1>,
  '/property-detail/$id': () => <h1>Detail screen</h1>,
  '/booking/$id': () => <h1>Booking screen</h1>,
  '/live-property-list/$id': () => <h1>Live list screen</h1>,
  '/dashboard': () => <h1>Tenant dashboard</h1>,
  '/operator/dashboard': () => <h1>Operator dashboard</h1>,
  '/operator/tenancy': () => <h1>Operator tenancy</h1>,
};

const scrollTo = vi.fn();

setupScreenTests();
beforeAll(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
beforeEach(() => scrollTo.mockClear());

const open = (path: string) => renderApp(path, SCREENS);

const linkHref = (name: string) => screen.getAllByRole('link', { name })[0]?.getAttribute('href');

describe('paths and the language prefix', () => {
  it('/ goes to /homepage', async () => {
    const { at } = open('/');
    await screen.findByText('Home screen');
    expect(at()).toBe('/homepage');
  });

  it('/cn goes to /cn/homepage, in Chinese, with prefixed links', async () => {
    const { at } = open('/cn');
    await screen.findByText('Home screen');
    expect(at()).toBe('/cn/homepage');
    await waitFor(() => expect(i18n.language).toBe('cn'));
    await waitFor(() => expect(linkHref('关于我们')).toBe('/cn/about'));
    expect(document.documentElement.lang).toBe('zh-CN');
  });

  it('a bare path stays bare and uses English by default', async () => {
    open('/about');
    await screen.findByText('About screen');
    await waitFor(() => expect(i18n.language).toBe('en'));
    expect(linkHref('Properties')).toBe('/propertylist');
  });

  it('the language switch keeps the page and swaps the prefix', async () => {
    const { at } = open('/en/property-detail/5?status=ok');
    await screen.findByText('Detail screen');
    await userEvent.click(screen.getByRole('button', { name: 'Switch language to 中文' }));
    await waitFor(() => expect(at()).toBe('/cn/property-detail/5'));
    await waitFor(() => expect(i18n.language).toBe('cn'));
    expect(screen.getByText('Detail screen')).toBeTruthy();
    await waitFor(() => expect(linkHref('关于我们')).toBe('/cn/about'));
    expect(localStorage.getItem('sewa_language')).toBe('cn');
  });

  it('navigations keep the active prefix and scroll to the top; the first render does not', async () => {
    const { at } = open('/cn/homepage');
    await screen.findByText('Home screen');
    // A server-rendered page may be scrolled before the app starts on it.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('link', { name: '关于我们' })[0]!);
    await screen.findByText('About screen');
    expect(at()).toBe('/cn/about');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0, left: 0 }));
  });
});

describe('page not found', () => {
  it('shows the spec texts for an unknown path', async () => {
    open('/no-such-page');
    const section = await screen.findByTestId('page-not-found');
    expect(within(section).getByText('404')).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(within(section).getByText(/^Oops! something went wrong, please use the back button/)).toBeTruthy();
  });

  it('shows it in Chinese under /cn', async () => {
    open('/cn/no-such-page');
    const section = await screen.findByTestId('page-not-found');
    await waitFor(() => expect(within(section).getByRole('heading', { name: '页面未找到' })).toBeTruthy());
  });

  it('shows it for a non-numeric id, prefix or not', async () => {
    open('/property-detail/abc');
    await screen.findByTestId('page-not-found');
  });

  it('shows it for a non-numeric id in a protected area before any login redirect', async () => {
    const { at } = open('/cn/operator/edit-property/abc');
    await screen.findByTestId('page-not-found');
    expect(at()).toBe('/cn/operator/edit-property/abc');
  });

  it('accepts b-<digits> for a booking', async () => {
    open('/booking/b-12');
    await screen.findByText('Booking screen');
  });

  it('shows it for a route of the table whose screen does not exist yet', async () => {
    open('/tnc');
    await screen.findByTestId('page-not-found');
  });
});

describe('guards', () => {
  it('a tenant page without login goes to the homepage, keeping the prefix', async () => {
    const { at } = open('/cn/dashboard');
    await screen.findByText('Home screen');
    expect(at()).toBe('/cn/homepage');
  });

  it('an operator page without login goes to /user/login', async () => {
    const { at } = open('/operator');
    await waitFor(() => expect(at()).toBe('/user/login'));
  });

  it('an admin page without login goes to /admin/login', async () => {
    const { at } = open('/en/admin/dashboard');
    await waitFor(() => expect(at()).toBe('/en/admin/login'));
  });

  it('an operator sees the page and only the menu entries of their privileges', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    open('/operator/dashboard');
    await screen.findByText('Operator dashboard');
    const menus = await screen.findAllByRole('navigation', { name: 'Main menu' });
    expect(within(menus[0]!).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(menus[0]!).queryByRole('link', { name: 'Tenancy' })).toBeNull();
  });

  it('the side menu opens as a drawer and closes with Escape or a navigation', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard', 'tenancy'], origin: 'login' });
    const { at } = open('/operator/dashboard');
    await screen.findByText('Operator dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Main menu' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const again = await screen.findByRole('dialog', { name: 'Main menu' });
    expect(drawer).not.toBe(again);
    await userEvent.click(within(again).getByRole('link', { name: 'Tenancy' }));
    await screen.findByText('Operator tenancy');
    expect(at()).toBe('/operator/tenancy');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Main menu' })).toBeNull());
  });

  it('log out from the user menu clears the session and goes to the area login', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    const { at } = open('/cn/operator/dashboard');
    await screen.findByText('Operator dashboard');
    await userEvent.click(screen.getByRole('button', { name: '账户菜单' }));
    await userEvent.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(at()).toBe('/cn/user/login'));
    expect(document.cookie).not.toContain('sewa_token=');
  });

  it('an operator without the privilege gets the page-not-found screen', async () => {
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    open('/operator/tenancy');
    await screen.findByTestId('page-not-found');
    expect(screen.queryByText('Operator tenancy')).toBeNull();
  });

  it('a logged-in tenant opening the login page goes to the tenant dashboard', async () => {
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    const { at } = open('/login');
    await screen.findByText('Tenant dashboard');
    expect(at()).toBe('/dashboard');
  });

  it('logging out in another tab re-runs the guards', async () => {
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    const { router, at } = open('/dashboard');
    await screen.findByText('Tenant dashboard');
    clearSession();
    await act(() => router.invalidate());
    await waitFor(() => expect(at()).toBe('/homepage'));
  });
});

describe('live-property lock', () => {
  it('remembers the live list and sends other public pages back to it', async () => {
    const { router, at } = open('/cn/live-property-list/7');
    await screen.findByText('Live list screen');
    expect(sessionStorage.getItem(LIVE_PROPERTY_STORAGE_KEY)).toBe('7');
    await act(() => router.navigate({ to: '/about' }));
    await waitFor(() => expect(at()).toBe('/cn/live-property-list/7'));
    await act(() => router.navigate({ to: '/property-detail/3' }));
    await screen.findByText('Detail screen');
    expect(at()).toBe('/cn/property-detail/3');
  });
});
