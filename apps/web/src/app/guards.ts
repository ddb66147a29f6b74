import { livePropertyLockRedirect, resolveAccess } from '@sewa/domain/access/route-guards';
import {
  areaDashboardPathFor,
  dashboardPathFor,
  isValidParam,
  ROUTE_REDIRECTS,
  type TRouteDef,
} from '@sewa/domain/access/routes';
import type { TSession } from './session';

// Everything the router decides before a page renders, as one pure function (product §2, §6).

export type TNavigationDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'not-found' };

export type TNavigationInput = {
  route: TRouteDef;
  /** The route's params as matched by the router. */
  params: Readonly<Record<string, string | undefined>>;
  /** The prefix-less pathname being opened. */
  pathname: string;
  session: TSession;
  /** The live-property id remembered for this tab (session storage), if any. */
  livePropertyId: string | null;
  /** Whether a route path (as in the domain table) has a screen in the registry. */
  hasScreen: (path: string) => boolean;
};

/** Areas of the public/tenant site, where the live-property lock of §2.1 applies. */
const LOCKED_AREAS: ReadonlySet<TRouteDef['area']> = new Set(['public', 'tenant']);

export const paramsAreValid = (route: TRouteDef, params: TNavigationInput['params']): boolean =>
  (route.params ?? []).every((name) => {
    const value = params[name];
    return value !== undefined && isValidParam(value, route.paramRules?.[name]);
  });

export function decideNavigation(input: TNavigationInput): TNavigationDecision {
  const { route, session } = input;
  // §2: {id} params are numeric only (booking also takes b-<digits>); anything else is an unknown page.
  if (!paramsAreValid(route, input.params)) return { kind: 'not-found' };

  if (LOCKED_AREAS.has(route.area)) {
    const to = livePropertyLockRedirect(input.livePropertyId, input.pathname);
    if (to) return { kind: 'redirect', to };
  }

  const access = resolveAccess(route, {
    role: session.role ?? undefined,
    privileges: session.privileges,
    flags: session.flags,
  });
  // A page whose privilege the user lacks does not exist for them (no loop back to a dashboard that
  // may be gated as well, and nothing learnt about the page).
  if (access.kind === 'forbidden') return { kind: 'not-found' };
  if (access.kind === 'redirect') return access;

  return landingDecision(route, input.hasScreen);
}

/**
 * The spec's default redirects and role landings point at pages that come with later modules (landlord
 * dashboard → announcement, §2.3; the contractor lands on service and maintenance, §2.4). They are
 * followed once their target has a screen; until then the area's own dashboard is the landing, instead
 * of the page-not-found screen right after a login.
 */
function landingDecision(route: TRouteDef, hasScreen: (path: string) => boolean): TNavigationDecision {
  const next = ROUTE_REDIRECTS[route.path];
  if (next && hasScreen(next)) return { kind: 'redirect', to: next };
  if (route.role && route.path === dashboardPathFor(route.role) && !hasScreen(route.path)) {
    const dashboard = areaDashboardPathFor(route.role);
    if (dashboard !== route.path && hasScreen(dashboard)) return { kind: 'redirect', to: dashboard };
  }
  return { kind: 'allow' };
}
