import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

// "A route is mounted when its screen exists" (issue 2 §4): route path (as in the domain route table) →
// screen. A path of the table without a screen keeps its guards but shows the page-not-found screen.
// Public screens may be imported directly (entry chunk); every signed-in area's screens load lazily.
export type TScreens = Readonly<Record<string, RouteComponent>>;

export const SCREENS: TScreens = {
  '/ui-kit': lazyRouteComponent(() => import('../features/ui-kit/ui-kit-page'), 'UiKitPage'),
};
