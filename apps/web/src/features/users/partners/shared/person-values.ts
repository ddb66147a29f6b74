import { PARTNER_PROFILE_FIELDS, type TPartnerProfileField } from '@sewa/domain/users/partners-schemas';

// The login and profile part of the landlord and contractor forms: text as typed, under the payload's
// field names (a 101 from the server lands on its field).

export type TPersonForm = Record<
  TPartnerProfileField | 'name' | 'mobile_country_code' | 'mobile' | 'email',
  string
>;

type TPersonRecord = {
  name: string;
  mobile_country_code: string | null;
  mobile: string | null;
  email: string | null;
} & Record<TPartnerProfileField, string | null>;

export const NEW_PERSON: TPersonForm = {
  name: '',
  mobile_country_code: '60',
  mobile: '',
  email: '',
  ...(Object.fromEntries(PARTNER_PROFILE_FIELDS.map((k) => [k, ''])) as Record<TPartnerProfileField, string>),
};

export const personFormOf = (r: TPersonRecord): TPersonForm => ({
  name: r.name,
  mobile_country_code: r.mobile_country_code ?? '60',
  // The stored national number ('123456789'): typed back as it is, the server accepts it.
  mobile: r.mobile ?? '',
  email: r.email ?? '',
  ...(Object.fromEntries(PARTNER_PROFILE_FIELDS.map((k) => [k, r[k] ?? ''])) as Record<
    TPartnerProfileField,
    string
  >),
});

/** The payload: every field is sent; an empty one as '' (cleared, the schema reads it as absent). */
export const personInputOf = (form: TPersonForm) => ({ ...form });
