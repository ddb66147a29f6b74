import { defineArea, gated } from '../route-def';

const MARKETING = { hideFlag: 'hide_marketing_module' } as const;

export const ADMIN_SITE_ROUTES = defineArea('admin-site', '/admin', undefined, [['login']]);

// product §2.5. §2.5 gives no keys; each page takes the ADMIN_PRIVILEGES key of its admin-menu entry.
export const ADMIN_ROUTES = defineArea('admin', '/admin', 'admin', [
  ['dashboard', { privilege: 'dashboard' }],
  ['profile', { privilege: 'profile' }],
  ...gated('properties', ['properties', 'edit-property/$id', 'edit-unit/$id', 'edit-unit-details/$id']),
  ['edit-room-details/$id', { privilege: 'properties', search: ['unit_id'] }],
  ['live-properties', { privilege: 'properties/live-properties' }],
  ['booking-setting', { privilege: 'properties/booking-setting' }],
  ...gated('users/tenant', ['tenant', 'view-tenant/$id']),
  ...gated('users/landlord', ['landlord', 'edit-landlord/$id']),
  ...gated('users/operator', ['operator', 'edit-operator/$id']),
  ...gated('users/contractor', ['contractor', 'edit-contractor/$id']),
  ...gated('users/team', ['team', 'create-sub-admin', 'edit-sub-admin/$id']),
  // The admin's custom roles over the admin catalogue (issue 9), as the operator's edit-role-setting.
  ['edit-role-setting', { privilege: 'users/team', search: ['role_id'] }],
  // Tenants' disputes of operator ratings, reviewed by an admin (product §4 ratings).
  ['rating-disputes', { privilege: 'users/tenant' }],
  // Sign-in throttles (ADR 0026): who may sign in is the team key's business, as its calls declare.
  ['sign-in-throttles', { privilege: 'users/team' }],
  // Contact-us messages (the public contact form's inbox).
  ['contact-messages', { privilege: 'contact-messages' }],
  // Every privileged change on the platform, read-only (product §1 modules "audit log").
  ['audit-log', { privilege: 'audit-log' }],
  ...gated('control-panel', ['control-panel', 'create-new-product', 'edit-master-product/$id']),
  ...gated('setting', [
    'setting',
    'transaction-tax-settings',
    // The scheduled jobs of the platform (issue 10): last run, next run, failures.
    'jobs',
  ]),
  ...gated('setting', ['create-transaction-tax-item', 'edit-transaction-tax-item/$id'], {
    section: 'transaction-tax-settings',
  }),
  // The credit report to open over the list.
  ['ctos', { privilege: 'ctos', search: ['check_id'] }],
  // The booking whose applicant the admin checks (charged to the booking's company).
  ['add-ctos', { privilege: 'ctos', search: ['booking_id'] }],
  ['edit-ctos/$id', { privilege: 'ctos' }],
  ...gated('smarthome', ['smart-meter', 'smart-door-lock', 'meter-usage-list/$id']),
  // The booking to open over the list.
  ['rental-booking', { privilege: 'rental-booking', search: ['booking_id'] }],
  ['generate-booking-link/$id/$rental_id', { privilege: 'rental-booking' }],
  // "announcement (with create and edit/{id})": nested under announcement as written.
  ...gated('announcement', ['announcement', 'announcement/create', 'announcement/edit/$id']),
  ...gated('account/expense', ['expenses', 'expense/$id']),
  ...gated('account/invoice', ['invoice', 'invoice/$id']),
  ...gated('account/system-invoice', ['system-invoice', 'view-system-invoice/$id']),
  ['payex-settlement', { privilege: 'account/payex-settlement' }],
  // The gateway settlement report's lines, reached from the payex-settlement list.
  ['payex-settlement-detail/$id', { privilege: 'account/payex-settlement' }],
  ['booking-settlement', { privilege: 'account/booking-settlement' }],
  // Reached from the booking-settlement list, as on the operator side.
  ['settlement-detail/$id', { privilege: 'account/booking-settlement' }],
  ...gated('account/refund', ['refund', 'refund-details/$id']),
  ['meter-usage-report', { privilege: 'report' }],
  // Every company's wallet and the platform's money totals (issue 10); adjusting needs account/system-invoice.
  ['company-wallets', { privilege: 'report', search: ['search'] }],
  ...gated(
    'marketing',
    [
      'manual-update',
      'edit-manual-update/$id',
      'general-commission',
      'active-tenancy-credit',
      'diamond-group-bonus',
      'diamond-downline-bonus',
      'group-networking',
    ],
    MARKETING,
  ),
  // Each marketing detail page is under its own list in the side menu.
  ['edit-general-commission/$id', { privilege: 'marketing', ...MARKETING, section: 'general-commission' }],
  ...gated('marketing', ['view-active-tenancy-credit/$id', 'view-active-tenancy-credit-details/$id/$uid'], {
    ...MARKETING,
    section: 'active-tenancy-credit',
  }),
  ['edit-diamond-group-bonus/$id', { privilege: 'marketing', ...MARKETING, section: 'diamond-group-bonus' }],
  [
    'edit-diamond-downline-bonus/$id',
    { privilege: 'marketing', ...MARKETING, section: 'diamond-downline-bonus' },
  ],
  ['tenancy', { privilege: 'tenancy', search: ['status'] }],
  ['tenancy-details/$id', { privilege: 'tenancy', search: ['tabId'] }],
  // The default templates and every agreement; `template_id` edits a default, `new` writes one,
  // `agreement_id` opens an agreement over the list (where its stamp certificate is recorded).
  ['tenancy-e-agreement', { privilege: 'agreement', search: ['template_id', 'new', 'agreement_id'] }],
  ['pma', { privilege: 'agreement/pma' }],
  // The platform's stamping and e-sign fees charged to companies' wallets (setting 'agreement-fees').
  ['agreement-fees', { privilege: 'agreement' }],
  // General page: follows the dashboard key, as on the operator side.
  ['notifications', { privilege: 'dashboard', section: null }],
  // The list to open over the table.
  ['inventory-list', { privilege: 'inventory-list', search: ['id'] }],
  ...gated('payout', ['payout', 'generated-payout/$id']),
  ...gated('service-maintenance', ['service-maintenance', 'view-request/$id']),
  ['user-guides', { privilege: 'user-guides' }],
]);
