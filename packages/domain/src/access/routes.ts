import type { TLanguage } from '../protocol/request';
import type { TRole } from './roles';
import type { TParamRule, TRouteArea, TRouteDef } from './route-def';
import { ADMIN_ROUTES, ADMIN_SITE_ROUTES } from './route-table/admin';
import { CONTRACTOR_ROUTES, LANDLORD_ROUTES } from './route-table/landlord-contractor';
import { OPERATOR_ROUTES } from './route-table/operator';
import { PUBLIC_ROUTES, TENANT_ROUTES } from './route-table/public';
import { USER_SITE_ROUTES } from './route-table/user-site';

export type { THideFlag, TParamRule, TRouteArea, TRouteDef } from './route-def';
export { ROUTE_AREAS } from './route-def';

/** Every route of product §2, without the optional language prefix. */
export const ROUTES: readonly TRouteDef[] = [
  ...PUBLIC_ROUTES,
  ...TENANT_ROUTES,
  ...USER_SITE_ROUTES,
  ...OPERATOR_ROUTES,
  ...LANDLORD_ROUTES,
  ...CONTRACTOR_ROUTES,
  ...ADMIN_SITE_ROUTES,
  ...ADMIN_ROUTES,
];

/** Paths that only redirect (product §2.1–2.5 "default redirects to …"). */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/homepage',
  '/user': '/user/login',
  '/operator': '/operator/dashboard',
  '/landlord': '/landlord/dashboard',
  '/landlord/dashboard': '/landlord/announcement',
  '/contractor': '/contractor/service-maintenance',
  '/admin': '/admin/dashboard',
};

/** An optional leading /en or /cn segment (product §2); '/cn' alone is the root in Chinese. */
export const splitLanguagePrefix = (pathname: string): { lang: TLanguage | undefined; path: string } => {
  const m = /^\/(en|cn)(?=\/|$)(.*)$/.exec(pathname);
  if (!m) return { lang: undefined, path: pathname };
  return { lang: m[1] as TLanguage, path: m[2] || '/' };
};

const PARAM_PATTERNS: Record<TParamRule, RegExp> = {
  numeric: /^[0-9]+$/,
  'booking-ref': /^(?:[0-9]+|b-[0-9]+)$/,
};

export const isValidParam = (value: string, rule: TParamRule = 'numeric'): boolean =>
  PARAM_PATTERNS[rule].test(value);

const segmentsOf = (path: string): string[] => path.split('/').slice(1);

// Routes grouped by segment count; static routes first so a literal segment wins over a parameter.
const BY_LENGTH = new Map<number, TRouteDef[]>();
for (const route of ROUTES) {
  const n = segmentsOf(route.path).length;
  BY_LENGTH.set(n, [...(BY_LENGTH.get(n) ?? []), route]);
}
for (const list of BY_LENGTH.values()) list.sort((a, b) => (a.params?.length ?? 0) - (b.params?.length ?? 0));

export type TRouteMatch = { route: TRouteDef; params: Record<string, string> };

const matchOne = (route: TRouteDef, parts: string[]): TRouteMatch | null => {
  const params: Record<string, string> = {};
  const pattern = segmentsOf(route.path);
  for (let i = 0; i < pattern.length; i++) {
    const want = pattern[i]!;
    const got = parts[i]!;
    if (!want.startsWith('$')) {
      if (want !== got) return null;
      continue;
    }
    const name = want.slice(1);
    if (!isValidParam(got, route.paramRules?.[name])) return null;
    params[name] = got;
  }
  return { route, params };
};

/**
 * Finds the route for a pathname (an optional /en or /cn prefix, a query and a trailing slash are
 * ignored). Params that break their rule mean no match: the page-not-found screen.
 */
export const matchRoute = (pathname: string): TRouteMatch | null => {
  let { path } = splitLanguagePrefix(pathname.replace(/[?#].*$/, ''));
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  let parts: string[];
  try {
    parts = segmentsOf(path).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const route of BY_LENGTH.get(parts.length) ?? []) {
    const m = matchOne(route, parts);
    if (m) return m;
  }
  return null;
};

/** Fills a route path's `$params`; throws on a value that breaks the param rule. */
export const buildPath = (path: string, params: Record<string, string | number> = {}): string => {
  const route = ROUTES.find((r) => r.path === path);
  return path.replace(/\$([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route param ${name} for ${path}`);
    const s = String(value);
    if (!isValidParam(s, route?.paramRules?.[name])) throw new Error(`Invalid route param ${name}=${s}`);
    return encodeURIComponent(s);
  });
};

export const loginPathFor = (area: TRouteArea): string => {
  switch (area) {
    case 'public':
    case 'tenant':
      return '/login';
    case 'admin-site':
    case 'admin':
      return '/admin/login';
    default:
      return '/user/login';
  }
};

/** The dashboard page of each role's own area. */
const AREA_DASHBOARDS: Partial<Record<TRole, string>> = {
  tenant: '/dashboard',
  operator: '/operator/dashboard',
  landlord: '/landlord/dashboard',
  contractor: '/contractor/dashboard',
  admin: '/admin/dashboard',
};

/** Where a signed-in role lands per the spec: the area's dashboard, except the contractor (§2.4). */
const LANDINGS: Partial<Record<TRole, string>> = {
  ...AREA_DASHBOARDS,
  contractor: '/contractor/service-maintenance',
};

/** Where a signed-in role lands; roles without an area of their own (vendor, agent) use the homepage. */
export const dashboardPathFor = (role: TRole): string => LANDINGS[role] ?? '/homepage';

/**
 * The dashboard page of the role's own area (the landlord's one redirects on to the announcements, §2.3).
 * The web opens it instead of a landing page that has no screen yet.
 */
export const areaDashboardPathFor = (role: TRole): string => AREA_DASHBOARDS[role] ?? '/homepage';
