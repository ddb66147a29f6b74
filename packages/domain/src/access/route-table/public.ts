import { defineArea, gated } from '../route-def';

// product §2.1, public pages (no login). The tenant's own auth pages live at the root too.
export const PUBLIC_ROUTES = defineArea('public', '', undefined, [
  ['homepage'],
  ['ui-kit'],
  ['tnc'],
  ['pp'],
  // The homepage search's keys (prices in sen), the list's own filters, sort, page and view.
  [
    'propertylist',
    {
      search: [
        'location',
        'resident_type',
        'room_type',
        'rental_type',
        'min_price',
        'max_price',
        'bedrooms',
        'furnished',
        'gender',
        'property_type',
        'sort',
        'page',
        'view',
      ],
    },
  ],
  ['property-detail/$id', { search: ['payment_ref', 'status', 'viewing'] }],
  // `link`: a personal booking link's token (generate-booking-link).
  ['booking/$id', { paramRules: { id: 'booking-ref' }, search: ['link'] }],
  ['about'],
  // A signing link's page: `token` from the e-mail or SMS (ADR 0022).
  ['e-sign', { search: ['token'] }],
  ['live-property-list/$id', { search: ['sort', 'page'] }],
  // `booking`: the booking (b-<n>) whose payment just succeeded.
  ['thankyou', { search: ['booking'] }],
  // Where the payment gateway sends the payer's browser back (PAYMENT_RETURN_PATH, ADR 0013).
  ['payment-return', { search: ['payment_ref', 'status'] }],
  ['subscription'],
  ['test-pdf'],
  // Anyone works out a tenancy agreement's stamp duty (product §10.3).
  ['stamp-duty-calculator'],
  // Anyone checks an agreement's PDF against the hashes stored when sent and signed (ADR 0022).
  ['verify-agreement'],
  // Screens §2.1 describes by their copy without listing a path (issue 2 §6 asks for both).
  ['contact-us'],
  ['disclaimer'],
  // Tenant sign-in pages of the public site.
  // `redirect`: the page to go back to once signed in (a booking started by a visitor).
  ['login', { search: ['redirect'] }],
  ['register', { search: ['redirect'] }],
  ['forgot-password'],
  ['reset-password'],
  ['verify-email'],
]);

const MAINTENANCE = { hideFlag: 'hide_service_and_maintenance_module' } as const;

// product §2.1, tenant area (role tenant). The maintenance flag is stated for service-maintenance; the request
// pages belong to the same module, so they carry it too (a hidden module should not be reachable by URL).
export const TENANT_ROUTES = defineArea('tenant', '', 'tenant', [
  ['dashboard'],
  ['agreement'],
  ...gated(undefined, ['review-agreement/$id', 'esign-agreement/$id', 'view-agreement/$id'], {
    section: 'agreement',
  }),
  ['meter-usage-report'],
  ['transaction', { search: ['tabId'] }],
  ...gated(undefined, ['expense', 'transaction-detail/$id'], { section: 'transaction' }),
  ['smart-meter'],
  ['announcement'],
  ['profile'],
  // The list to answer, when opened from a notification or the tenancy.
  ['inventory-list', { search: ['id'] }],
  ['booking-history'],
  ['appointment'],
  ['tenancy'],
  ['tenancy-detail/$id', { search: ['tabId'], section: 'tenancy' }],
  ['tenancy-payment-detail', { section: 'tenancy' }],
  ['notifications'],
  ['refund'],
  // The operators' ratings of the tenant, each open to a dispute (product §1 "tenant ratings by operators").
  ['ratings'],
  ['service-maintenance', MAINTENANCE],
  ...gated(undefined, ['create-new-request', 'view-request/$id'], {
    ...MAINTENANCE,
    section: 'service-maintenance',
  }),
]);
