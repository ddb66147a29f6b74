import type { TRouteArea } from '@sewa/domain/access/routes';
import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';
import { PublicLayout } from '../../areas/public/layout';

// The public site is in the entry chunk; every other area loads on first visit, so a public visitor never
// downloads tenant, operator, landlord, contractor or admin code.
export const AREA_LAYOUTS: Record<TRouteArea, RouteComponent> = {
  public: PublicLayout,
  tenant: lazyRouteComponent(() => import('../../areas/tenant/layout'), 'TenantLayout'),
  'user-site': lazyRouteComponent(() => import('../../areas/user-site/layout'), 'UserSiteLayout'),
  operator: lazyRouteComponent(() => import('../../areas/operator/layout'), 'OperatorLayout'),
  landlord: lazyRouteComponent(() => import('../../areas/landlord/layout'), 'LandlordLayout'),
  contractor: lazyRouteComponent(() => import('../../areas/contractor/layout'), 'ContractorLayout'),
  'admin-site': lazyRouteComponent(() => import('../../areas/admin-site/layout'), 'AdminSiteLayout'),
  admin: lazyRouteComponent(() => import('../../areas/admin/layout'), 'AdminLayout'),
};
