import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

type TPage =
  | 'TenantProfilePage'
  | 'OperatorProfilePage'
  | 'LandlordProfilePage'
  | 'ContractorProfilePage'
  | 'AdminProfilePage';
const page = (name: TPage) => lazyRouteComponent(() => import('./profile-pages'), name);

// Each role's own profile page, and the operator's company (issue 3).
export const PROFILE_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/profile': page('TenantProfilePage'),
  '/operator/my-profile': page('OperatorProfilePage'),
  '/operator/company': lazyRouteComponent(() => import('./company-page'), 'CompanyPage'),
  '/landlord/my-profile': page('LandlordProfilePage'),
  '/contractor/profile': page('ContractorProfilePage'),
  '/admin/profile': page('AdminProfilePage'),
};
