import { defineArea, gated } from '../route-def';

const MAINTENANCE = { hideFlag: 'hide_service_and_maintenance_module' } as const;

// product §2.3. Not privilege-gated (§6). Paths copied as listed (add-unit and tenancy-details take no id).
export const LANDLORD_ROUTES = defineArea('landlord', '/landlord', 'landlord', [
  ...gated(undefined, [
    'dashboard',
    'my-profile',
    'announcement',
    'properties',
    'add-property',
    'tenancy',
    'agreement',
    'pma',
    'notifications',
    'smart-meter',
    'smart-door-lock',
    'transaction',
    'transaction-detail/$id',
    'payout',
    'generated-payout/$id',
  ]),
  ...gated(undefined, ['review-agreement/$id', 'esign-agreement/$id', 'view-agreement/$id'], {
    section: 'agreement',
  }),
  ...gated(undefined, ['review-pma/$id', 'esign-pma/$id'], { section: 'pma' }),
  // The landlord's property the unit is proposed for.
  ['add-unit', { search: ['property_id'] }],
  // tenancy-details takes its tenancy as ?id= (the path has no id); inventory-list opens a list by ?id=.
  ['tenancy-details', { search: ['id'] }],
  ['inventory-list', { search: ['id'] }],
  // §6: special-request is hidden together with service and maintenance.
  ['service-maintenance', MAINTENANCE],
  ...gated(undefined, ['view-request/$id', 'special-request'], {
    ...MAINTENANCE,
    section: 'service-maintenance',
  }),
]);

// product §2.4. Not privilege-gated (§6).
export const CONTRACTOR_ROUTES = defineArea('contractor', '/contractor', 'contractor', [
  ...gated(undefined, [
    'dashboard',
    'profile',
    'service-maintenance',
    'sub-contractor',
    'announcement',
    'notifications',
  ]),
  ['view-request/$id', { section: 'service-maintenance' }],
  ...gated(undefined, ['create-sub-contractor', 'edit-sub-contractor/$id'], { section: 'sub-contractor' }),
]);
