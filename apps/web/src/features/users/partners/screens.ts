import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../../app/screens';

// The company's partners (product §2.2 users landlord, contractor, vendor; §2.4 sub-contractor; §2.5 the
// admin's landlord and contractor). Each site's screens share one chunk.
const operator = (name: keyof typeof import('./operator-screens')) =>
  lazyRouteComponent(() => import('./operator-screens'), name);
const admin = (name: keyof typeof import('./admin-screens')) =>
  lazyRouteComponent(() => import('./admin-screens'), name);
const contractor = (name: keyof typeof import('./contractor-screens')) =>
  lazyRouteComponent(() => import('./contractor-screens'), name);

export const PARTNER_SCREENS: TScreens = {
  '/operator/landlord': operator('OperatorLandlordsPage'),
  '/operator/create-new-landlord-profile': operator('OperatorCreateLandlordPage'),
  '/operator/edit-landlord/$id': operator('OperatorEditLandlordPage'),
  '/operator/contractor': operator('OperatorContractorsPage'),
  '/operator/create-new-contractor-profile': operator('OperatorCreateContractorPage'),
  '/operator/edit-contractor/$id': operator('OperatorEditContractorPage'),
  '/operator/vendor': operator('OperatorVendorsPage'),
  '/operator/create-new-vendor-profile': operator('OperatorCreateVendorPage'),
  '/operator/edit-vendor/$id': operator('OperatorEditVendorPage'),
  '/contractor/sub-contractor': contractor('ContractorSubContractorsPage'),
  '/contractor/create-sub-contractor': contractor('ContractorCreateSubContractorPage'),
  '/contractor/edit-sub-contractor/$id': contractor('ContractorEditSubContractorPage'),
  '/admin/landlord': admin('AdminLandlordsPage'),
  '/admin/edit-landlord/$id': admin('AdminEditLandlordPage'),
  '/admin/contractor': admin('AdminContractorsPage'),
  '/admin/edit-contractor/$id': admin('AdminEditContractorPage'),
};
