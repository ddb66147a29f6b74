import { defineArea, gated } from '../route-def';

const MAINTENANCE = { hideFlag: 'hide_service_and_maintenance_module' } as const;

// product §2.2, operator area. Privilege keys are the bracketed keys of §2.2. Groups §2.2 lists without a
// bracket take the key of their side-menu entry; each such choice is marked "no bracket key".
export const OPERATOR_ROUTES = defineArea('operator', '/operator', 'operator', [
  ['dashboard', { privilege: 'dashboard', search: ['payment_ref', 'status'] }],
  ...gated('profile', ['my-profile', 'company', 'my-subscription', 'subscribe']),
  // The booking to open over the list (a notification's or another screen's link).
  ['rental-booking', { privilege: 'rental-booking', search: ['booking_id'] }],
  ['generate-booking-link/$id/$rental_id', { privilege: 'rental-booking' }],
  ...gated('properties', [
    'properties',
    'add-property',
    'edit-property/$id',
    'add-unit/$id',
    'edit-unit-details/$id',
    'property-smart-home/$id',
    'room-inventory/$id',
    'edit-inventory-items/$id',
    'edit-booking-setting/$id',
    'rooms/$id',
  ]),
  ['edit-unit/$id', { privilege: 'properties', search: ['tabId'] }],
  // Inventory: property-inventory/{property id} opens on one unit; add-…-items/{unit id} for a room of it.
  ['property-inventory/$id', { privilege: 'properties', search: ['unit_id'] }],
  ['add-inventory-items/$id', { privilege: 'properties', search: ['room_id'] }],
  ['add-custom-items/$id', { privilege: 'properties', search: ['room_id'] }],
  // The unit the room belongs to, when the screen is opened from that unit.
  ['edit-room-details/$id', { privilege: 'properties', search: ['unit_id'] }],
  // The room to put up for rent, when the unit is rented by the room.
  ['add-rental/$id', { privilege: 'properties', search: ['room_id'] }],
  ['live-properties', { privilege: 'properties/live-properties' }],
  ['booking-setting', { privilege: 'properties/booking-setting' }],
  ['tenancy', { privilege: 'tenancy', search: ['status'] }],
  // Prefilled from an approved booking when opened from it.
  ['create-new-tenancy', { privilege: 'tenancy', search: ['booking_id'] }],
  ['tenancy-details/$id', { privilege: 'tenancy', search: ['tabId'] }],
  ...gated('agreement', [
    'tenancy-e-agreement',
    'custom-templates',
    'my-agreement',
    'review-agreement/$id',
    'esign-agreement/$id',
    'view-agreement/$id',
    'create-agreement/$id',
    'edit-agreement/$id',
    'view-agreement-detail/$id',
    'preview-agreement/$id',
  ]),
  // A template: new, a copy of another (`copy_from`) or an edit of the company's own (`template_id`).
  [
    'create-e-agreement',
    { privilege: 'agreement', search: ['template_id', 'copy_from'], section: 'custom-templates' },
  ],
  ...gated('agreement/pma', ['pma', 'review-pma/$id', 'create-pma', 'edit-pma/$id', 'view-pma/$id']),
  // §2.2: esign-pma/{id} has no privilege.
  ['esign-pma/$id', { section: 'pma' }],
  ...gated('payout', ['payout', 'generated-payout/$id']),
  // The credit report to open over the list.
  ['ctos', { privilege: 'ctos', search: ['check_id'] }],
  ['add-ctos', { privilege: 'ctos', search: ['booking_id'] }],
  ...gated('control-panel', ['control-panel', 'create-new-product', 'edit-master-product/$id']),
  ...gated('announcement', ['announcement', 'create-announcement', 'edit-announcement/$id']),
  ['wallet-history', { privilege: 'wallet-history' }],
  ...gated('account/expense', ['add-expenses', 'expense/$id', 'expenses']),
  ...gated('account/invoice', ['add-invoice', 'invoice/$id', 'invoice', 'pay-transaction/$id']),
  ['payex-settlement', { privilege: 'account/payex-settlement' }],
  // The gateway settlement report's lines, reached from the payex-settlement list (settlement-detail
  // is the booking settlement's).
  ['payex-settlement-detail/$id', { privilege: 'account/payex-settlement' }],
  ['booking-settlement', { privilege: 'account/booking-settlement' }],
  // No bracket key: the detail page is reached from the booking-settlement list.
  ['settlement-detail/$id', { privilege: 'account/booking-settlement' }],
  ['refund', { privilege: 'account/refund' }],
  // Not in §2.2's page list, but the side menu has a "transaction" entry that needs a page.
  ['transaction', { privilege: 'transaction' }],
  ...gated('users/tenant', ['tenant', 'create-new-tenant-profile', 'view-tenant/$id']),
  // The tenant to rate, when opened from the tenant's profile.
  ['rate-tenant', { privilege: 'users/tenant', search: ['tenant_id'] }],
  // The role to open in the role editor, when opened from the team list.
  ['edit-role-setting', { privilege: 'users/team', search: ['role_id'] }],
  ...gated('users/team', ['team', 'create-sub-operator', 'edit-sub-operator/$id']),
  // Not in §2.2's page list: the company's audit log (§1 modules "audit log"), read-only.
  ['audit-log', { privilege: 'audit-log' }],
  ...gated('users/vendor', ['vendor', 'create-new-vendor-profile', 'edit-vendor/$id']),
  ...gated('users/landlord', ['landlord', 'create-new-landlord-profile', 'edit-landlord/$id']),
  // No bracket key: users menu entry "contractor".
  ...gated('users/contractor', ['contractor', 'create-new-contractor-profile', 'edit-contractor/$id']),
  // No bracket key: side menu "smarthome".
  ...gated('smarthome', ['smart-meter', 'edit-smart-meter/$id', 'smart-door-lock']),
  ['edit-smart-door-lock/$id', { privilege: 'smarthome', section: 'smart-door-lock' }],
  ...gated('smarthome', ['meter-usage-list/$id']),
  ['add-smart-meter', { privilege: 'smarthome', search: ['property_id'] }],
  ['add-smart-door-lock', { privilege: 'smarthome', search: ['property_id'], section: 'smart-door-lock' }],
  // No bracket key: side menu "inventory-list".
  // A tenancy to make a list for (opened from its details' inventory tab).
  ['inventory-list', { privilege: 'inventory-list', search: ['status', 'tenancy_id'] }],
  ...gated('inventory-list', [
    'inventory-list-item-list/$id',
    'view-inventory-list',
    'view-inventory-list/$id',
    'inventory-list-agreement',
  ]),
  ...gated('report', [
    'meter-usage-report',
    'credit-transaction-report',
    'transaction-report',
    'tenant-statement-account',
    'owner-statement-account',
    'tenancy-status',
    'property-status',
    'rental-collection',
    'unlock-history',
    'meter-transaction',
  ]),
  // No bracket key: side menu "service-maintenance".
  ...gated(
    'service-maintenance',
    ['service-maintenance', 'create-new-request', 'view-request/$id', 'service-maintenance-settings'],
    MAINTENANCE,
  ),
  // No bracket key: side menu "marketing".
  ...gated('marketing', ['my-rank', 'commission-bonus', 'genealogy']),
  ['commission-detail/$id', { privilege: 'marketing', section: 'commission-bonus' }],
  // No bracket key: about and notifications are general pages, so they follow the dashboard key (and sit
  // under no side-menu entry).
  ...gated('dashboard', ['about', 'notifications'], { section: null }),
  // No bracket key: side menu "user-guides".
  ['user-guides', { privilege: 'user-guides' }],
]);
