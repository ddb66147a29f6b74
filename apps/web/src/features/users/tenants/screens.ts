import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../../app/screens';

// Tenants and ratings (product §2.2 users, §2.5): the operator's tenants, the tenant's ratings page, and
// the admin's tenants, rating disputes and operators. Each site's screens share one chunk.
const operator = (name: keyof typeof import('./operator-screens')) =>
  lazyRouteComponent(() => import('./operator-screens'), name);
const admin = (name: keyof typeof import('./admin-screens')) =>
  lazyRouteComponent(() => import('./admin-screens'), name);

export const TENANT_SCREENS: TScreens = {
  '/operator/tenant': operator('TenantListPage'),
  '/operator/create-new-tenant-profile': operator('CreateTenantPage'),
  '/operator/view-tenant/$id': operator('ViewTenantPage'),
  '/operator/rate-tenant': operator('RateTenantPage'),
  '/ratings': lazyRouteComponent(() => import('./my-ratings-page'), 'MyRatingsPage'),
  '/admin/tenant': admin('AdminTenantListPage'),
  '/admin/view-tenant/$id': admin('AdminViewTenantPage'),
  '/admin/rating-disputes': admin('RatingDisputesPage'),
  '/admin/operator': admin('OperatorListPage'),
  '/admin/edit-operator/$id': admin('EditOperatorPage'),
};
