import { createBrowserHistory, createRouter, type RouterHistory } from '@tanstack/react-router';
import type { TScreens } from '../screens';
import { ErrorScreen, PageSpinner } from './error-screen';
import { createAppRewrite, refreshRewriteIfNeeded } from './language-sync';
import { buildRouteTree } from './route-tree';
import type { TRouterContext } from './router-context';

export type TCreateRouterOptions = { screens: TScreens; history?: RouterHistory };

/** True from the second call on: the router asks once per rendered navigation. */
function notOnFirstRender(): () => boolean {
  let rendered = false;
  return () => {
    const again = rendered;
    rendered = true;
    return again;
  };
}

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
    // product §2: every navigation starts at the top of the page (the router's own reset), and Back finds
    // the page where it was left. Not the first render: a server-rendered page the visitor has already
    // scrolled (or the browser restored on reload) stays where it is when the app starts on it.
    scrollRestoration: notOnFirstRender(),
  });
  router.subscribe('onResolved', () => refreshRewriteIfNeeded(router));
  return router;
}

export type TAppRouter = ReturnType<typeof createAppRouter>;
