import { deleteCookie, readCookie, writeCookie } from '../../../app/cookies';

// product §9: remember-me keeps the username (plus the country code for tenants, landlords and contractors)
// for 30 days. One cookie per sign-in page family, so the admin's e-mail never shows on the tenant form.
export type TRememberScope = 'tenant' | 'user' | 'admin';
export type TRemembered = { username: string; mobile_country_code?: string; role?: string };

export const REMEMBER_DAYS = 30;
export const rememberCookieName = (scope: TRememberScope) => `sewa_remember_${scope}`;

export function readRemembered(scope: TRememberScope): TRemembered | null {
  const raw = readCookie(rememberCookieName(scope));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<TRemembered>;
    return typeof value.username === 'string' && value.username ? (value as TRemembered) : null;
  } catch {
    return null;
  }
}

/** Called after a successful login: stores the identifier when ticked, forgets it otherwise. */
export function storeRemembered(scope: TRememberScope, isRemembered: boolean, value: TRemembered): void {
  if (!isRemembered) {
    deleteCookie(rememberCookieName(scope));
    return;
  }
  const kept: TRemembered = { username: value.username };
  if (value.mobile_country_code) kept.mobile_country_code = value.mobile_country_code;
  if (value.role) kept.role = value.role;
  writeCookie(rememberCookieName(scope), JSON.stringify(kept), REMEMBER_DAYS);
}
