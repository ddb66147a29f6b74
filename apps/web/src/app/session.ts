import { ROLES, type TRole } from '@sewa/domain/access/roles';
import { SESSION_TOKEN_COOKIE } from '@sewa/domain/protocol/page-rendering';
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { removeStorage } from './storage';

// The signed-in user as the guards and the API client see it. Kept in cookies (product §9): the login token,
// a current-role marker, the menu tree (privilege list) and the module flags. Login (next issue) writes it
// with `saveSession`; every read goes back to the cookies, so expiry and other tabs are always honoured.

export const SESSION_COOKIES = {
  token: SESSION_TOKEN_COOKIE,
  role: 'sewa_role',
  menuTree: 'sewa_menu_tree',
  flags: 'sewa_flags',
} as const;

/**
 * Where a subscription chosen before signing in waits for the login (the subscription screens use it).
 * It belongs to the session: logout drops it with the cookies (product §4).
 */
export const PENDING_SUBSCRIPTION_KEY = 'sewa_pending_subscription';

/** Cookie lifetimes in days (product §9). */
export const SESSION_DAYS = { afterLogin: 30, afterRegister: 1, menuTree: 1 } as const;

export type TSessionFlags = {
  hide_service_and_maintenance_module?: boolean;
  hide_marketing_module?: boolean;
};
export type TSessionFlag = keyof TSessionFlags;

export type TSession = {
  token: string | null;
  role: TRole | null;
  privileges: readonly string[];
  flags: TSessionFlags;
};

export type TSaveSession = {
  token: string;
  role: TRole;
  privileges?: readonly string[];
  flags?: TSessionFlags;
  /** How the token was obtained: it lives 30 days after a login, 1 day after a registration. */
  origin: 'login' | 'register';
};

const parseJson = <T>(raw: string | null, fallback: T): T => {
  if (!raw) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
};

const isRole = (value: string | null): value is TRole =>
  value !== null && (ROLES as string[]).includes(value);

let cachedRaw = '';
/** No one signed in: what the server renders a public page for (web-routes.ts renders only for visitors). */
export const VISITOR: TSession = Object.freeze({ token: null, role: null, privileges: [], flags: {} });

let cached: TSession = VISITOR;

/** The current session; the same object is returned while the cookies are unchanged. */
export function getSession(): TSession {
  if (typeof document === 'undefined') return VISITOR; // the server's render (server-render.tsx)
  const token = readCookie(SESSION_COOKIES.token);
  const role = readCookie(SESSION_COOKIES.role);
  const menuTree = readCookie(SESSION_COOKIES.menuTree);
  const flags = readCookie(SESSION_COOKIES.flags);
  const raw = JSON.stringify([token, role, menuTree, flags]);
  if (raw === cachedRaw) return cached;
  const privileges = parseJson<unknown>(menuTree, []);
  const flagValues = parseJson<unknown>(flags, {});
  cachedRaw = raw;
  cached = {
    token: token || null,
    role: token && isRole(role) ? role : null,
    privileges: Array.isArray(privileges) ? privileges.filter((p): p is string => typeof p === 'string') : [],
    flags: flagValues && typeof flagValues === 'object' ? (flagValues as TSessionFlags) : {},
  };
  return cached;
}

export const isLoggedIn = (session: TSession = getSession()): boolean => !!session.token && !!session.role;

export function saveSession(input: TSaveSession): void {
  const days = input.origin === 'login' ? SESSION_DAYS.afterLogin : SESSION_DAYS.afterRegister;
  writeCookie(SESSION_COOKIES.token, input.token, days);
  writeCookie(SESSION_COOKIES.role, input.role, days);
  writeCookie(SESSION_COOKIES.menuTree, JSON.stringify(input.privileges ?? []), SESSION_DAYS.menuTree);
  writeCookie(SESSION_COOKIES.flags, JSON.stringify(input.flags ?? {}), days);
  announce();
}

/** Refreshes the privilege list and flags (e.g. after a profile fetch) without touching the token. */
export function updateSessionDetails(details: {
  privileges?: readonly string[];
  flags?: TSessionFlags;
}): void {
  if (details.privileges) {
    writeCookie(SESSION_COOKIES.menuTree, JSON.stringify(details.privileges), SESSION_DAYS.menuTree);
  }
  if (details.flags)
    writeCookie(SESSION_COOKIES.flags, JSON.stringify(details.flags), SESSION_DAYS.afterLogin);
  announce();
}

/**
 * Ends the session in this browser (product §4): the token, the current-role marker, the menu tree and the
 * flags, and any pending subscription. The other tabs hear of it; the notification socket closes when it
 * sees the token gone.
 */
export function clearSession(): void {
  for (const name of Object.values(SESSION_COOKIES)) deleteCookie(name);
  removeStorage('local', PENDING_SUBSCRIPTION_KEY);
  removeStorage('session', PENDING_SUBSCRIPTION_KEY);
  announce();
}

// ---- change notification, within this tab and across tabs ----

type TListener = () => void;
const listeners = new Set<TListener>();
const CHANNEL = 'sewa-session';
const PING_KEY = 'sewa-session-ping';
let channel: BroadcastChannel | undefined;

const notifyLocal = () => {
  for (const listener of listeners) listener();
};

function announce(): void {
  notifyLocal();
  try {
    channel?.postMessage('changed');
    // Fallback for browsers without BroadcastChannel: a storage write fires `storage` in the other tabs.
    if (!channel) window.localStorage.setItem(PING_KEY, String(Date.now()));
  } catch {
    // Other tabs catch up on their next read of the cookies.
  }
}

function ensureCrossTab(): void {
  if (channel || typeof window === 'undefined') return;
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = notifyLocal;
  }
  window.addEventListener('storage', (event) => {
    // `key === null` means another tab cleared the storage (session-ending codes do that).
    if (event.key === PING_KEY || event.key === null) notifyLocal();
  });
  // A tab that was in the background may have missed a change (e.g. a cookie expired): re-read on focus.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') notifyLocal();
  });
}

export function subscribeSession(listener: TListener): () => void {
  ensureCrossTab();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
