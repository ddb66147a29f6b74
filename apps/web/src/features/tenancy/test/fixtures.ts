import type { TCallData } from '@sewa/domain/protocol/contract';
import type { userGetTenancyPrefill } from '@sewa/domain/tenancy/calls';
import type { TTenancyDetail, TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { saveSession } from '../../../app/session';

// Records as the tenancy calls return them, for the screen tests.

export const signInAsOperator = () =>
  saveSession({
    token: 'op-token',
    role: 'operator',
    privileges: [
      'tenancy',
      'inventory-list',
      'users/tenant',
      'properties',
      'rental-booking',
      'account/refund',
    ],
    origin: 'login',
  });

export const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['tenancy', 'users/operator'],
    origin: 'login',
  });

export const signInAsLandlord = () =>
  saveSession({ token: 'landlord-token', role: 'landlord', privileges: [], origin: 'login' });

export const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });

export const page = <T>(items: T[], total = items.length) => ({
  data: { items, total, page: 1, page_size: 10 },
});

export const tenancyRow = (over: Partial<TTenancyRow> = {}): TTenancyRow => ({
  id: 31,
  code: 'T-000031',
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  status: 'active',
  tenant_user_id: 51,
  tenant_name: 'Nur Aisyah',
  tenant_mobile: '+60 123456789',
  property_id: 11,
  property_name: 'Residensi Harmoni',
  unit_id: 12,
  unit_name: 'A-12-3',
  room_id: 13,
  room_name: 'Master room',
  tenure_start: '2026-06-01',
  tenure_end: '2027-05-31',
  monthly_rent_sen: 120_000,
  deposits_sen: 250_000,
  booking_id: 7,
  booking_ref: 'b-7',
  checked_in_at: null,
  days_to_end: 45,
  renewed_from_id: null,
  created_at: '2026-05-20T02:00:00.000Z',
  ...over,
});

export const tenancyDetail = (over: Partial<TTenancyDetail> = {}): TTenancyDetail => ({
  ...tenancyRow(),
  tenant_email: 'aisyah@example.com',
  rent_free_start: null,
  rent_free_end: null,
  fixed_term_months: 12,
  renewed_term_months: 12,
  advance_rental_sen: 0,
  first_month_rental_sen: 120_000,
  last_month_rental_sen: 0,
  deposits: { security: 240_000, utility: 10_000, access_card: 0, car_park: 0, other: 0 },
  late_payment_interest_bps: 1000,
  used_for: 'residential',
  payment_frequency: 'monthly',
  payment_day: 7,
  electricity_rate_sen: 57,
  emergency_contact: { name: 'Ahmad', mobile: '+60 111', relationship: 'Brother' },
  extra_tenants: [{ name: 'Siti', id_number: '990101-14-5678', mobile: null }],
  house_rules: '<p>No <strong>smoking</strong> indoors.</p>',
  special_conditions: '',
  reason: null,
  renewed_to_id: null,
  documents: [],
  inventory_lists: [],
  deposit_held_sen: 250_000,
  deposit_settlement: null,
  next_payment_date: '2026-07-07',
  history: [
    {
      action: 'activate',
      from_status: 'pending',
      to_status: 'active',
      actor_kind: 'operator',
      actor_name: 'Lim Wei Jie',
      reason: null,
      created_at: '2026-06-01T02:00:00.000Z',
    },
  ],
  actions: [],
  check_in_blocker: null,
  ...over,
});

export const prefill = (
  over: Partial<TCallData<typeof userGetTenancyPrefill>> = {},
): TCallData<typeof userGetTenancyPrefill> => ({
  booking_id: 7,
  booking_ref: 'b-7',
  tenant_user_id: 51,
  tenant_name: 'Nur Aisyah',
  property_id: 11,
  unit_id: 12,
  room_id: 13,
  tenure_start: '2026-06-01',
  tenure_end: '2027-05-31',
  monthly_rent_sen: 120_000,
  first_month_rental_sen: 120_000,
  last_month_rental_sen: 0,
  security_deposit_sen: 240_000,
  utility_deposit_sen: 10_000,
  access_card_deposit_sen: 0,
  car_park_deposit_sen: 0,
  other_deposit_sen: 0,
  ...over,
});
