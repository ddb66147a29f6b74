import { livePropertyIdOf } from '@sewa/domain/access/route-guards';
import { ROUTE_AREAS, ROUTE_REDIRECTS, ROUTES, type TRouteDef } from '@sewa/domain/access/routes';
import {
  type AnyRoute,
  createRootRoute,
  createRoute,
  notFound,
  Outlet,
  type RouteComponent,
  redirect,
} from '@tanstack/react-router';
import { ModalHost } from '../api/modal-host';
import { decideNavigation } from '../guards';
import { rememberedLivePropertyId, rememberLivePropertyId } from '../live-property-lock';
import type { TScreens } from '../screens';
import { getSession } from '../session';
import { AREA_LAYOUTS } from './area-layouts';
import { followUrlLanguage } from './language-sync';
import { NotFoundContent, NotFoundPage } from './not-found';

function RootLayout() {
  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}

type TBeforeLoadArgs = { params: Record<string, string>; location: { pathname: string }; preload: boolean };

/** Runs the guards of one page of the route table before it renders. */
function guardPage(
  def: TRouteDef,
  hasScreen: (path: string) => boolean,
  { params, location, preload }: TBeforeLoadArgs,
): void {
  const decision = decideNavigation({
    route: def,
    params,
    pathname: location.pathname,
    session: getSession(),
    livePropertyId: rememberedLivePropertyId(),
    hasScreen,
  });
  if (decision.kind === 'not-found') throw notFound();
  if (decision.kind === 'redirect') throw redirect({ to: decision.to, replace: true });
  if (preload) return;
  const liveId = livePropertyIdOf(location.pathname);
  if (liveId) rememberLivePropertyId(liveId);
}

/** The whole route tree: every path of the domain table under its area's layout, plus the redirects. */
export function buildRouteTree(screens: TScreens): AnyRoute {
  const hasScreen = (path: string) => Object.hasOwn(screens, path);
  const rootRoute = createRootRoute({
    beforeLoad: ({ location, preload }) => {
      if (!preload) followUrlLanguage(location.publicHref);
    },
    component: RootLayout,
    notFoundComponent: NotFoundPage,
  });

  const areaRoutes = ROUTE_AREAS.map((area) => {
    const layout = createRoute({
      getParentRoute: () => rootRoute,
      id: `area-${area}`,
      component: AREA_LAYOUTS[area],
    });
    const pages = ROUTES.filter((def) => def.area === area).map((def) =>
      createRoute({
        getParentRoute: () => layout,
        path: def.path,
        beforeLoad: ({ params, location, preload }) =>
          guardPage(def, hasScreen, { params, location, preload }),
        component: (screens[def.path] ?? NotFoundContent) as RouteComponent,
      }),
    );
    return layout.addChildren(pages);
  });

  const pagePaths = new Set(ROUTES.map((def) => def.path));
  const redirectRoutes = Object.entries(ROUTE_REDIRECTS)
    .filter(([from]) => !pagePaths.has(from))
    .map(([from, to]) =>
      createRoute({
        getParentRoute: () => rootRoute,
        path: from,
        beforeLoad: () => {
          throw redirect({ to, replace: true });
        },
      }),
    );

  return rootRoute.addChildren([...areaRoutes, ...redirectRoutes]);
}
