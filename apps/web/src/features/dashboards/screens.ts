import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

type TPage =
  | 'TenantDashboardPage'
  | 'OperatorDashboardPage'
  | 'LandlordDashboardPage'
  | 'ContractorDashboardPage'
  | 'AdminDashboardPage';
const page = (name: TPage) => lazyRouteComponent(() => import('./dashboard-pages'), name);

// The landing page of each area after login. /landlord/dashboard redirects on to the announcements (product
// §2.3, ROUTE_REDIRECTS) once they have a screen; the guards decide that from the screen registry.
export const DASHBOARD_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/dashboard': page('TenantDashboardPage'),
  '/operator/dashboard': page('OperatorDashboardPage'),
  '/landlord/dashboard': page('LandlordDashboardPage'),
  '/contractor/dashboard': page('ContractorDashboardPage'),
  '/admin/dashboard': page('AdminDashboardPage'),
};
