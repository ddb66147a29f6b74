import { z } from 'zod';
import type { TUserRole } from '../access/roles';
import { fDate, fInt, fOptional, fText } from '../forms/fields';
import { LANGUAGES } from '../protocol/request';
import { zCountryCode, zEmail, zMobile } from './fields';
import { GENDERS, ID_TYPES, RACES } from './rules';
import { ZAdminInfo, ZUserInfo } from './session';

const text = (max: number) => fOptional(fText(max));
const isoDate = () => fOptional(fDate());
const enumInt = <T extends readonly number[]>(values: T) =>
  fOptional(fInt().refine((n) => values.includes(n), { error: 'invalid-json' }));

/** Personal profile fields (stored per user). Each role's screen shows the ones PROFILE_FIELDS_BY_ROLE lists. */
export const ZProfileFields = z.object({
  gender: enumInt(GENDERS),
  race: enumInt(RACES),
  date_of_birth: isoDate(),
  nationality: fOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid-json' }),
  ),
  id_type: fOptional(z.enum(ID_TYPES)),
  id_number: text(30),
  address_line1: text(200),
  address_line2: text(200),
  postcode: text(10),
  city: text(100),
  state: text(100),
  country: fOptional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2}$/, { error: 'invalid-json' }),
  ),
  emergency_contact_name: text(100),
  emergency_contact_mobile: text(20),
  emergency_contact_relationship: text(50),
  bank_name: text(100),
  bank_account_name: text(100),
  bank_account_number: fOptional(
    z
      .string()
      .trim()
      .regex(/^[0-9]{5,20}$/, { error: 'invalid-number' }),
  ),
  business_name: text(150),
  business_registration_number: text(30),
  position: text(100),
  occupation: text(100),
});
export type TProfileFields = z.output<typeof ZProfileFields>;
export type TProfileFieldName = keyof TProfileFields;

const PERSONAL: TProfileFieldName[] = [
  'gender',
  'race',
  'date_of_birth',
  'nationality',
  'id_type',
  'id_number',
  'address_line1',
  'address_line2',
  'postcode',
  'city',
  'state',
  'country',
];
const BANK: TProfileFieldName[] = ['bank_name', 'bank_account_name', 'bank_account_number'];

export const PROFILE_FIELDS_BY_ROLE: Record<TUserRole, readonly TProfileFieldName[]> = {
  tenant: [
    ...PERSONAL,
    'emergency_contact_name',
    'emergency_contact_mobile',
    'emergency_contact_relationship',
    'occupation',
  ],
  landlord: [...PERSONAL, ...BANK],
  contractor: [...PERSONAL, ...BANK, 'business_name', 'business_registration_number'],
  operator: [...PERSONAL, 'position'],
  vendor: [...PERSONAL, ...BANK, 'business_name', 'business_registration_number'],
  agent: [...PERSONAL, ...BANK],
};

/** The profile fields as returned: every field present, null when not filled. */
export const ZProfileFieldValues = z.object(
  Object.fromEntries(
    Object.keys(ZProfileFields.shape).map((k) => [
      k,
      k === 'gender' || k === 'race' ? z.number().nullable() : z.string().nullable(),
    ]),
  ) as Record<TProfileFieldName, z.ZodNullable<z.ZodString> | z.ZodNullable<z.ZodNumber>>,
);

/** user-get-profile → `profile`: the session profile plus the personal fields. */
export const ZUserProfile = ZUserInfo.extend(ZProfileFieldValues.shape).extend({
  created_at: z.string(),
});
export type TUserProfile = z.infer<typeof ZUserProfile>;
export const ZUserProfileOutput = z.object({ profile: ZUserProfile });

/**
 * user-update-profile: the whole form is saved. A profile field not sent (or empty) is cleared; fields
 * outside the caller's role are ignored. `email`: the operator's login (required; a change needs a new
 * verification); optional contact e-mail for the other roles. `mobile_country_code` + `mobile`: operators
 * only (tenants', landlords' and contractors' mobile is their login and is not changed here).
 */
export const ZUpdateProfileInput = ZProfileFields.extend({
  name: fText(100),
  email: fOptional(zEmail()),
  mobile_country_code: fOptional(zCountryCode()),
  mobile: fOptional(zMobile()),
});
export type TUpdateProfileInput = z.input<typeof ZUpdateProfileInput>;

/**
 * user-update-language: the language the header's switch chose, saved for what is sent to the user without
 * a request of theirs (docs/decisions/0005-accounts-and-sessions.md). Answers the profile, as update-profile.
 */
export const ZUpdateLanguageInput = z.object({ language: z.enum(LANGUAGES) });
export type TUpdateLanguageInput = z.input<typeof ZUpdateLanguageInput>;

export const ZAdminProfileOutput = z.object({ info: ZAdminInfo });
export const ZAdminUpdateProfileInput = z.object({ name: fText(100), email: zEmail() });
export type TAdminUpdateProfileInput = z.input<typeof ZAdminUpdateProfileInput>;
