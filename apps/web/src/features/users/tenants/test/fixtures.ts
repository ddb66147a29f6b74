import type { TCompany } from '@sewa/domain/accounts/company';
import type { TAdminOperator } from '@sewa/domain/users/operators-schemas';
import type { TRating, TTenant, TTenantListItem } from '@sewa/domain/users/tenants-schemas';
import { saveSession } from '../../../../app/session';

// Test data of the tenants screens.

export const signInAsOperator = () =>
  saveSession({ token: 'op-token', role: 'operator', privileges: ['users/tenant'], origin: 'login' });
export const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });
export const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['users/tenant', 'users/operator'],
    origin: 'login',
  });

export const page = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 10 } });

export const listItem = (over: Partial<TTenantListItem> = {}): TTenantListItem => ({
  id: 5,
  name: 'Tan Mei Ling',
  email: 'meiling@demo.my',
  mobile_country_code: '60',
  mobile: '162345601',
  status: 'active',
  source: 'operator',
  average_rating: 4.3,
  added_at: '2026-05-01T02:00:00.000Z',
  ...over,
});

const EMPTY_SUMMARY = { count: 0, payment: null, care_of_property: null, communication: null, overall: null };

export const tenant = (over: Partial<TTenant> = {}): TTenant => ({
  id: 5,
  name: 'Tan Mei Ling',
  email: 'meiling@demo.my',
  mobile_country_code: '60',
  mobile: '162345601',
  status: 'active',
  profile: {
    gender: 20,
    race: 10,
    date_of_birth: '1994-03-12',
    nationality: 'MY',
    id_type: 'nric',
    id_number: '940312-14-5566',
    occupation: 'Accountant',
    emergency_contact_name: 'Tan Ah Kow',
    emergency_contact_mobile: '0123344556',
    emergency_contact_relationship: 'Father',
  },
  documents: [
    { id: 91, kind: 'ic_front', url: '/files/91/abc.png', name: 'ic.png', mime: 'image/png', company_id: 1 },
  ],
  ratings: EMPTY_SUMMARY,
  created_at: '2026-05-01T02:00:00.000Z',
  source: 'operator',
  added_at: '2026-05-01T02:00:00.000Z',
  is_owned: true,
  ...over,
});

export const rating = (over: Partial<TRating> = {}): TRating => ({
  id: 31,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  tenant_user_id: 5,
  tenant_name: 'Tan Mei Ling',
  tenancy_id: null,
  payment: 5,
  care_of_property: 4,
  communication: 3,
  comment: 'Always paid on time.',
  status: 'active',
  dispute_reason: null,
  disputed_at: null,
  resolution: null,
  resolution_note: null,
  resolved_at: null,
  created_at: '2026-05-02T02:00:00.000Z',
  ...over,
});

export const company = (over: Partial<TCompany> = {}): TCompany => ({
  id: 3,
  name: 'Harbour Homes Sdn Bhd',
  friendly_name: null,
  roc_number: null,
  domain_code: 'harbour',
  logo: null,
  person_in_charge_name: 'Siti',
  person_in_charge_mobile_country_code: '60',
  person_in_charge_mobile: '123456789',
  person_in_charge_email: 'siti@harbour.my',
  address_line1: null,
  address_line2: null,
  postcode: null,
  city: 'Penang',
  state: null,
  country: 'MY',
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  payment_username: null,
  has_payment_secret: false,
  sales_tax_id: null,
  service_tax_id: null,
  default_tax_mode: 'none',
  trial_starts_at: '2026-04-30T16:00:00.000Z',
  trial_ends_at: '2026-05-14T15:59:59.999Z',
  is_trial: true,
  owner_user_id: 8,
  ...over,
});

export const operator = (over: Partial<TAdminOperator> = {}): TAdminOperator => ({
  company: company(),
  owner: {
    id: 8,
    name: 'Siti Harbour',
    email: 'siti@harbour.my',
    mobile_country_code: '60',
    mobile: '123456789',
    status: 'active',
  },
  properties_count: 2,
  created_at: '2026-04-30T16:00:00.000Z',
  ...over,
});
