import { z } from 'zod';
import { fBool, fOptional, fText } from '../forms/fields';
import { zCode, zCountryCode, zDomainCode, zEmail, zMobile } from './fields';
import { TAX_MODES } from './rules';

const text = (max: number) => fOptional(fText(max));

/** The operator's company as user-get-company / user-update-company return it (`company`). */
export const ZCompany = z.object({
  id: z.number(),
  name: z.string(),
  friendly_name: z.string().nullable(),
  roc_number: z.string().nullable(),
  domain_code: z.string(),
  /** URL of the logo image (/files/<id>/<name>, public), or null. */
  logo: z.string().nullable(),
  person_in_charge_name: z.string().nullable(),
  person_in_charge_mobile_country_code: z.string().nullable(),
  person_in_charge_mobile: z.string().nullable(),
  person_in_charge_email: z.string().nullable(),
  address_line1: z.string().nullable(),
  address_line2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  bank_name: z.string().nullable(),
  bank_account_name: z.string().nullable(),
  bank_account_number: z.string().nullable(),
  payment_username: z.string().nullable(),
  /** The payment-provider secret key is stored encrypted and never returned. */
  has_payment_secret: z.boolean(),
  sales_tax_id: z.string().nullable(),
  service_tax_id: z.string().nullable(),
  default_tax_mode: z.enum(TAX_MODES),
  trial_starts_at: z.string().nullable(),
  trial_ends_at: z.string().nullable(),
  is_trial: z.boolean(),
  owner_user_id: z.number().nullable(),
});
export type TCompany = z.infer<typeof ZCompany>;
export const ZCompanyOutput = z.object({ company: ZCompany });

/**
 * user-update-company (operator owner or `profile` privilege; e-mail must be verified, else 306).
 * The whole form is saved: optional fields not sent or empty are cleared, except `logo` (a file field,
 * kind image; absent = unchanged, `remove_logo` true clears it) and `payment_secret` (absent or empty =
 * unchanged, `remove_payment_secret` true clears it).
 */
export const ZUpdateCompanyInput = z.object({
  name: fText(150),
  friendly_name: text(100),
  roc_number: fOptional(zCode(30)),
  domain_code: zDomainCode(),
  person_in_charge_name: text(100),
  person_in_charge_mobile_country_code: fOptional(zCountryCode()),
  person_in_charge_mobile: fOptional(zMobile()),
  person_in_charge_email: fOptional(zEmail()),
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
  bank_name: text(100),
  bank_account_name: text(100),
  bank_account_number: fOptional(
    z
      .string()
      .trim()
      .regex(/^[0-9]{5,20}$/, { error: 'invalid-number' }),
  ),
  payment_username: text(254),
  payment_secret: fOptional(z.string().max(500, { error: 'too-long' })),
  remove_payment_secret: fOptional(fBool()),
  remove_logo: fOptional(fBool()),
  sales_tax_id: fOptional(zCode(30)),
  service_tax_id: fOptional(zCode(30)),
  default_tax_mode: fOptional(z.enum(TAX_MODES)),
});
export type TUpdateCompanyInput = z.input<typeof ZUpdateCompanyInput>;

/** The file field of user-update-company. */
export const COMPANY_LOGO_FIELD = 'logo';
