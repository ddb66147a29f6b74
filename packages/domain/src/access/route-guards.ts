import { hasPrivilege } from './privileges';
import type { TRole } from './roles';
import type { THideFlag, TRouteDef } from './route-def';
import { dashboardPathFor, loginPathFor, matchRoute, splitLanguagePrefix } from './routes';

// The pure decisions behind the web guards (product §2.1 route rules, §6). The web reads the session and acts.

export type TGuardSession = {
  role?: TRole;
  privileges?: readonly string[];
  flags?: Partial<Record<THideFlag, boolean>>;
};

export type TAccess = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'forbidden' };

/**
 * Login and register pages (the operator sign-up is the operator-hosted site's register page): a signed-in
 * user opening them goes to the dashboard of the current role (product §6).
 */
export const AUTH_ENTRY_PATHS: readonly string[] = [
  '/login',
  '/register',
  '/user/login',
  '/user/register',
  '/user/operator-sign-up',
  '/admin/login',
];

export const resolveAccess = (route: TRouteDef, session: TGuardSession): TAccess => {
  if (AUTH_ENTRY_PATHS.includes(route.path))
    return session.role ? { kind: 'redirect', to: dashboardPathFor(session.role) } : { kind: 'allow' };
  if (!route.role) return { kind: 'allow' };
  if (session.role !== route.role) {
    // Tenant pages go to the homepage (§2.1); the other areas to their login (§6).
    return { kind: 'redirect', to: route.area === 'tenant' ? '/homepage' : loginPathFor(route.area) };
  }
  if (route.hideFlag && session.flags?.[route.hideFlag] === true)
    return { kind: 'redirect', to: dashboardPathFor(route.role) };
  if (route.privilege && !hasPrivilege(session.privileges, route.privilege)) return { kind: 'forbidden' };
  return { kind: 'allow' };
};

const LOCK_EXEMPT = new Set([
  '/live-property-list/$id',
  '/property-detail/$id',
  '/booking/$id',
  '/dashboard',
]);

/** §2.1: with a remembered live-property id, only these pages stay reachable. */
export const isLivePropertyLockExempt = (pathname: string): boolean => {
  const m = matchRoute(pathname);
  return m !== null && LOCK_EXEMPT.has(m.route.path);
};

/** The id to remember when the live property list is visited, else null. */
export const livePropertyIdOf = (pathname: string): string | null => {
  const m = matchRoute(pathname);
  return m?.route.path === '/live-property-list/$id' ? (m.params.id ?? null) : null;
};

/** Where the live-property lock sends this navigation (keeping its language prefix), or null. */
export const livePropertyLockRedirect = (
  rememberedId: string | null | undefined,
  pathname: string,
): string | null => {
  if (!rememberedId || !/^[0-9]+$/.test(rememberedId)) return null;
  if (isLivePropertyLockExempt(pathname)) return null;
  const { lang } = splitLanguagePrefix(pathname);
  return `${lang ? `/${lang}` : ''}/live-property-list/${rememberedId}`;
};
