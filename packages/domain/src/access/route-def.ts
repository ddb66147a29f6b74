import type { TRole } from './roles';

export const ROUTE_AREAS = [
  'public',
  'tenant',
  'user-site',
  'operator',
  'landlord',
  'contractor',
  'admin-site',
  'admin',
] as const;
export type TRouteArea = (typeof ROUTE_AREAS)[number];

export type THideFlag = 'hide_service_and_maintenance_module' | 'hide_marketing_module';

/** numeric: digits only (product §2, §5). booking-ref: digits, or `b-` followed by digits (/booking/{id}). */
export type TParamRule = 'numeric' | 'booking-ref';

export type TRouteDef = {
  /** TanStack Router syntax (`$param`), without the optional language prefix. */
  path: string;
  area: TRouteArea;
  role?: TRole;
  privilege?: string;
  params?: string[];
  /** Rules per param; a param not listed here is numeric. */
  paramRules?: Record<string, TParamRule>;
  search?: string[];
  hideFlag?: THideFlag;
  /**
   * The side-menu entry this page is under (its full path), highlighted while the page is open: the add
   * and edit pages of a list under that list (activeMenuPath, menus.ts). Without it, a privilege-gated page
   * is under its area menu's entry with the same privilege; null: under no entry (general pages).
   */
  section?: string | null;
};

/** As written in the table: `section` is a page of the same area ('agreement'), resolved by defineArea. */
export type TRouteOptions = Omit<TRouteDef, 'path' | 'area' | 'role' | 'params'>;

const paramsOf = (path: string): string[] =>
  path
    .split('/')
    .filter((s) => s.startsWith('$'))
    .map((s) => s.slice(1));

/**
 * Builds the routes of one area. `prefix` is the area's base path ('' for the root site); params are read
 * from the path so the table cannot disagree with itself.
 */
export const defineArea = (
  area: TRouteArea,
  prefix: string,
  role: TRole | undefined,
  entries: readonly (readonly [string, TRouteOptions?])[],
): TRouteDef[] =>
  entries.map(([page, options]) => {
    const path = `${prefix}/${page}`;
    const params = paramsOf(path);
    const def: TRouteDef = { path, area, ...options };
    if (options?.section) def.section = `${prefix}/${options.section}`;
    if (role) def.role = role;
    if (params.length > 0) def.params = params;
    return def;
  });

/** Shorthand for a run of pages sharing one privilege key (and optional hide flag or section). */
export const gated = (
  privilege: string | undefined,
  pages: readonly string[],
  extra: TRouteOptions = {},
): [string, TRouteOptions][] => pages.map((p) => [p, privilege ? { privilege, ...extra } : { ...extra }]);
