import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

type TPage =
  | 'TenantDashboardPage'
  | 'OperatorDashboardPage'
  | 'ContractorDashboardPage'
  | 'AdminDashboardPage';
const page = (name: TPage) => lazyRouteComponent(() => import('./dashboard-pages'), name);

// The landing page of each area after login. /landlord/dashboard redirects to the announcements (SPEC
// §2.3, ROUTE_REDIRECTS), so it has no screen of its own.
export const DASHBOARD_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/dashboard': page('TenantDashboardPage'),
  '/operator/dashboard': page('OperatorDashboardPage'),
  '/contractor/dashboard': page('ContractorDashboardPage'),
  '/admin/dashboard': page('AdminDashboardPage'),
};
