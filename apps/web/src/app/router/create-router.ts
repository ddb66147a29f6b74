import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TScreens } from '../screens';
import { ErrorScreen, PageSpinner } from './error-screen';
import { createAppRewrite, refreshRewriteIfNeeded } from './language-sync';
import { buildRouteTree } from './route-tree';
import type { TRouterContext } from './router-context';

export type TCreateRouterOptions = { screens: TScreens; history?: RouterHistory };

export function createAppRouter({ screens, history = createBrowserHistory() }: TCreateRouterOptions) {
  const context: TRouterContext = { hasScreen: (path) => Object.hasOwn(screens, path) };
  const router = createRouter({
    routeTree: buildRouteTree(screens),
    context,
    history,
    rewrite: createAppRewrite(history.location.pathname),
    // Invalid params and unknown paths show one screen, in the public frame.
    notFoundMode: 'root',
    defaultPreload: 'intent',
    defaultPendingComponent: PageSpinner,
    defaultErrorComponent: ErrorScreen,
  });
  router.subscribe('onResolved', (event) => {
    refreshRewriteIfNeeded(router);
    // product §2: every navigation starts at the top of the page.
    if (event.hrefChanged && typeof window !== 'undefined') window.scrollTo(0, 0);
  });
  return router;
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
