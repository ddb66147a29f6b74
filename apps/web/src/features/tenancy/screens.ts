import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// Tenancy screens of every area (product §2.2 tenancy, create-new-tenancy, tenancy-details; the tenant's
// tenancy and tenancy-detail; the landlord's and admin's tenancy lists), lazy-loaded: the work sites'
// screens in one chunk, the tenant's in another.
const staff = (name: keyof typeof import('./tenancy-screens')) =>
  lazyRouteComponent(() => import('./tenancy-screens'), name);
const tenant = (name: keyof typeof import('./tenant-screens')) =>
  lazyRouteComponent(() => import('./tenant-screens'), name);

export const TENANCY_SCREENS: TScreens = {
  '/operator/tenancy': staff('OperatorTenancyPage'),
  '/operator/create-new-tenancy': staff('CreateTenancyPage'),
  '/operator/tenancy-details/$id': staff('OperatorTenancyDetailsPage'),
  '/admin/tenancy': staff('AdminTenancyPage'),
  '/admin/tenancy-details/$id': staff('AdminTenancyDetailsPage'),
  '/landlord/tenancy': staff('LandlordTenancyPage'),
  '/landlord/tenancy-details': staff('LandlordTenancyDetailsPage'),
  '/tenancy': tenant('MyTenanciesPage'),
  '/tenancy-detail/$id': tenant('MyTenancyDetailPage'),
};
