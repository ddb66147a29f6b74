import type {
  TContractor,
  TContractorListItem,
  TLandlord,
  TLandlordListItem,
  TSubContractor,
  TVendor,
} from '@sewa/domain/users/partners-schemas';

// Records as the partners calls return them (the fake API checks them against the contracts).

export const pageOf = <T>(items: T[]) => ({ data: { items, total: items.length, page: 1, page_size: 10 } });

const account = {
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  mobile_country_code: '60',
  email: null,
  status: 'active' as const,
  has_password: true,
  created_at: '2026-11-01T02:00:00.000Z',
};

const noProfile = {
  nationality: null,
  id_type: null,
  id_number: null,
  address_line1: null,
  address_line2: null,
  postcode: null,
  city: null,
  state: null,
  country: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
};

export const landlordItem = (over: Partial<TLandlordListItem> = {}): TLandlordListItem => ({
  ...account,
  id: 5,
  name: 'Tan Ah Kow',
  mobile: '123456789',
  properties_owned: 2,
  ...over,
});

export const landlord = (over: Partial<TLandlord> = {}): TLandlord => ({
  ...account,
  ...noProfile,
  id: 5,
  name: 'Tan Ah Kow',
  mobile: '123456789',
  bank_name: 'Maybank',
  properties: [{ id: 31, name: 'Residensi Bukit Bintang', status: 'published' }],
  ...over,
});

export const contractorItem = (over: Partial<TContractorListItem> = {}): TContractorListItem => ({
  ...account,
  id: 8,
  name: 'Ali Hassan',
  mobile: '177000001',
  kind: 'company',
  business_name: 'Ali Plumbing Sdn Bhd',
  categories: ['plumbing'],
  sub_categories: [],
  sub_contractor_count: 1,
  ...over,
});

export const contractor = (over: Partial<TContractor> = {}): TContractor => ({
  ...account,
  ...noProfile,
  id: 8,
  name: 'Ali Hassan',
  mobile: '177000001',
  kind: 'company',
  business_name: 'Ali Plumbing Sdn Bhd',
  business_registration_number: null,
  categories: ['plumbing'],
  sub_categories: ['plumbing-leak'],
  service_states: ['Selangor'],
  service_cities: ['Petaling Jaya'],
  sub_contractor_count: 1,
  ...over,
});

export const vendor = (over: Partial<TVendor> = {}): TVendor => ({
  id: 3,
  company_id: 1,
  name: 'Kedai Paip Maju',
  contact_person: 'Encik Rahman',
  email: null,
  mobile_country_code: '60',
  mobile: '123456789',
  category: 'supplies',
  registration_number: null,
  address: null,
  bank_name: null,
  bank_account_name: null,
  bank_account_number: null,
  notes: null,
  status: 'active',
  created_at: '2026-11-01T02:00:00.000Z',
  updated_at: '2026-11-01T02:00:00.000Z',
  ...over,
});

export const subContractor = (over: Partial<TSubContractor> = {}): TSubContractor => ({
  id: 12,
  name: 'Worker Ahmad',
  mobile_country_code: '60',
  mobile: '177000002',
  email: null,
  status: 'active',
  has_password: false,
  categories: ['plumbing'],
  sub_categories: [],
  created_at: '2026-11-01T02:00:00.000Z',
  ...over,
});
