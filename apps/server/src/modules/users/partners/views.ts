import {
  PARTNER_PROFILE_FIELDS,
  type TAccountStatus,
  type TContractor,
  type TContractorKind,
  type TContractorListItem,
  type TLandlord,
  type TLandlordListItem,
  type TOwnedProperty,
  type TSubContractor,
  type TVendor,
} from '@sewa/domain';
import type { TUserRow, TVendorRow } from './repository';
import { workOf } from './work';

// Rows → the contracts' shapes. Personal details live in users.profile (the accounts profile fields).

const text = (profile: Record<string, unknown>, key: string): string | null => {
  const v = profile[key];
  return typeof v === 'string' && v !== '' ? v : null;
};

const accountFacts = (u: TUserRow, companyName: string | null) => ({
  id: u.id,
  company_id: u.companyId,
  company_name: companyName,
  name: u.name,
  mobile_country_code: u.mobileCountryCode,
  mobile: u.mobile,
  email: u.email,
  status: u.status as TAccountStatus,
  has_password: u.passwordHash !== null,
  created_at: u.createdAt.toISOString(),
});

const profileValues = (u: TUserRow) =>
  Object.fromEntries(PARTNER_PROFILE_FIELDS.map((k) => [k, text(u.profile ?? {}, k)])) as Record<
    (typeof PARTNER_PROFILE_FIELDS)[number],
    string | null
  >;

export const landlordListItem = (
  u: TUserRow,
  companyName: string | null,
  owned: number,
): TLandlordListItem => ({
  ...accountFacts(u, companyName),
  properties_owned: owned,
});

export const landlordView = (
  u: TUserRow,
  companyName: string | null,
  owned: readonly TOwnedProperty[],
): TLandlord => ({
  ...accountFacts(u, companyName),
  ...profileValues(u),
  properties: [...owned],
});

const contractorFacts = (u: TUserRow, companyName: string | null, subCount: number) => {
  const work = workOf(u);
  return {
    ...accountFacts(u, companyName),
    kind: work.kind as TContractorKind,
    business_name: text(u.profile ?? {}, 'business_name'),
    categories: work.categories,
    sub_categories: work.sub_categories,
    sub_contractor_count: subCount,
  };
};

export const contractorListItem = (
  u: TUserRow,
  companyName: string | null,
  subCount: number,
): TContractorListItem => contractorFacts(u, companyName, subCount);

export const contractorView = (u: TUserRow, companyName: string | null, subCount: number): TContractor => {
  const work = workOf(u);
  return {
    ...contractorFacts(u, companyName, subCount),
    ...profileValues(u),
    business_registration_number: text(u.profile ?? {}, 'business_registration_number'),
    service_states: work.service_states,
    service_cities: work.service_cities,
  };
};

export const subContractorView = (u: TUserRow): TSubContractor => {
  const work = workOf(u);
  return {
    id: u.id,
    name: u.name,
    mobile_country_code: u.mobileCountryCode,
    mobile: u.mobile,
    email: u.email,
    status: u.status as TAccountStatus,
    has_password: u.passwordHash !== null,
    categories: work.categories,
    sub_categories: work.sub_categories,
    created_at: u.createdAt.toISOString(),
  };
};

export const vendorView = (v: TVendorRow): TVendor => ({
  id: v.id,
  company_id: v.companyId,
  name: v.name,
  contact_person: v.contactPerson,
  email: v.email,
  mobile_country_code: v.mobileCountryCode,
  mobile: v.mobile,
  category: v.category as TVendor['category'],
  registration_number: v.registrationNumber,
  address: v.address,
  bank_name: v.bankName,
  bank_account_name: v.bankAccountName,
  bank_account_number: v.bankAccountNumber,
  notes: v.notes,
  status: v.status as TVendor['status'],
  created_at: v.createdAt.toISOString(),
  updated_at: v.updatedAt.toISOString(),
});
