import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import {
  clearSession,
  getSession,
  isLoggedIn,
  PENDING_SUBSCRIPTION_KEY,
  SESSION_COOKIES,
  saveSession,
  subscribeSession,
  updateSessionDetails,
} from './session';

afterEach(() => clearSession());

describe('session store', () => {
  it('starts empty', () => {
    expect(getSession()).toEqual({ token: null, role: null, privileges: [], flags: {} });
    expect(isLoggedIn()).toBe(false);
  });

  it('keeps token, role, menu tree and flags in cookies', () => {
    saveSession({
      token: 'abc.def',
      role: 'operator',
      privileges: ['dashboard', 'properties'],
      flags: { hide_service_and_maintenance_module: true },
      origin: 'login',
    });
    expect(readCookie(SESSION_COOKIES.token)).toBe('abc.def');
    expect(readCookie(SESSION_COOKIES.role)).toBe('operator');
    expect(JSON.parse(readCookie(SESSION_COOKIES.menuTree) ?? '')).toEqual(['dashboard', 'properties']);
    expect(getSession()).toEqual({
      token: 'abc.def',
      role: 'operator',
      privileges: ['dashboard', 'properties'],
      flags: { hide_service_and_maintenance_module: true },
    });
    expect(isLoggedIn()).toBe(true);
  });

  it('sets the lifetimes of product §9: 30 days after login, 1 day after register, menu tree 1 day', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    saveSession({ token: 't', role: 'tenant', origin: 'register' });
    spy.mockRestore();
    const maxAge = (name: string, nth: number) =>
      writes.filter((w) => w.startsWith(`${name}=`))[nth]?.match(/Max-Age=(\d+)/)?.[1];
    expect(maxAge(SESSION_COOKIES.token, 0)).toBe(String(30 * 86400));
    expect(maxAge(SESSION_COOKIES.menuTree, 0)).toBe(String(86400));
    expect(maxAge(SESSION_COOKIES.token, 1)).toBe(String(86400));
  });

  it('returns the same object while the cookies are unchanged (stable for React)', () => {
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    expect(getSession()).toBe(getSession());
  });

  it('ignores an unknown role and a role without a token', () => {
    writeCookie(SESSION_COOKIES.token, 't', 1);
    writeCookie(SESSION_COOKIES.role, 'superuser', 1);
    expect(getSession().role).toBeNull();
    deleteCookie(SESSION_COOKIES.token);
    writeCookie(SESSION_COOKIES.role, 'tenant', 1);
    expect(getSession().role).toBeNull();
  });

  it('survives a malformed menu tree', () => {
    saveSession({ token: 't', role: 'admin', origin: 'login' });
    writeCookie(SESSION_COOKIES.menuTree, '{not-json', 1);
    expect(getSession().privileges).toEqual([]);
  });

  it('updates privileges and flags without touching the token', () => {
    saveSession({ token: 't', role: 'admin', origin: 'login' });
    updateSessionDetails({ privileges: ['marketing'], flags: { hide_marketing_module: true } });
    expect(getSession()).toMatchObject({
      token: 't',
      privileges: ['marketing'],
      flags: { hide_marketing_module: true },
    });
  });

  it('clears the session cookies and the pending subscription, nothing else (product §4)', () => {
    saveSession({ token: 't', role: 'operator', privileges: ['dashboard'], origin: 'login' });
    localStorage.setItem(PENDING_SUBSCRIPTION_KEY, '{"plan":"yearly"}');
    sessionStorage.setItem(PENDING_SUBSCRIPTION_KEY, '{"plan":"yearly"}');
    localStorage.setItem('sewa_language', 'cn');
    clearSession();
    for (const name of Object.values(SESSION_COOKIES)) expect(readCookie(name), name).toBeNull();
    expect(localStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
    expect(sessionStorage.getItem(PENDING_SUBSCRIPTION_KEY)).toBeNull();
    expect(localStorage.getItem('sewa_language')).toBe('cn');
    localStorage.clear();
  });

  it('notifies subscribers of changes in this tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession({ token: 't', role: 'tenant', origin: 'login' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('hears other tabs through BroadcastChannel', async () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const otherTab = new BroadcastChannel('sewa-session');
    otherTab.postMessage('changed');
    await vi.waitFor(() => expect(listener).toHaveBeenCalled());
    otherTab.close();
    unsubscribe();
  });

  it('hears another tab clearing storage (session-ending codes)', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });
});
