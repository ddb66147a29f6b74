import type { TUserProfile } from '@sewa/domain/accounts/profile';
import { ZProfileFields } from '@sewa/domain/accounts/profile';
import type { TAdminInfo, TUserInfo } from '@sewa/domain/accounts/session';
import { publicGetMobileCountryCodes } from '@sewa/domain/system/calls';
import { answer } from './fake-api';

// Accounts records as the server returns them, for the screen tests' fake answers.

export const COUNTRY_CODES = [
  { iso2: 'MY', dial_code: '60', name_en: 'Malaysia', name_cn: '马来西亚' },
  { iso2: 'SG', dial_code: '65', name_en: 'Singapore', name_cn: '新加坡' },
  { iso2: 'CA', dial_code: '1', name_en: 'Canada', name_cn: '加拿大' },
  { iso2: 'US', dial_code: '1', name_en: 'United States', name_cn: '美国' },
];

/** The country-code picker's call, answered with COUNTRY_CODES. */
export const countryCodesAnswer = () => answer(publicGetMobileCountryCodes, { data: COUNTRY_CODES });

/** A user_info as the server returns it (ZUserInfo). */
export function userInfo(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    id: 7,
    role: 'tenant',
    name: 'Aisyah Rahman',
    email: 'aisyah@demo.my',
    mobile_country_code: '60',
    mobile: '123456789',
    privileges: [],
    notification_key: 'nk-123',
    hide_service_and_maintenance_module: false,
    hide_marketing_module: false,
    company_id: null,
    company_name: null,
    company_domain: null,
    is_company_owner: false,
    is_email_verified: true,
    has_pin: false,
    trial_ends_at: null,
    language: 'en',
    ...overrides,
  };
}

/** A user-get-profile `profile`: user_info plus every profile field, null when not filled. */
export function userProfile(overrides: Partial<TUserProfile> = {}): TUserProfile {
  const empty = Object.fromEntries(Object.keys(ZProfileFields.shape).map((k) => [k, null]));
  return {
    ...userInfo(),
    ...empty,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  } as TUserProfile;
}

/** An admin_info / admin-get-profile-info `info` (ZAdminInfo). */
export function adminInfo(overrides: Partial<TAdminInfo> = {}): TAdminInfo {
  return {
    id: 1,
    role: 'admin',
    name: 'Admin',
    email: 'admin@demo.my',
    privileges: ['dashboard'],
    notification_key: 'ak',
    hide_marketing_module: false,
    is_super_admin: false,
    ...overrides,
  };
}
