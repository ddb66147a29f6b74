import type { TCompany } from '@sewa/domain/accounts/company';

/** The company form's text fields (ZUpdateCompanyInput without the file and the flags). */
export const COMPANY_TEXT_FIELDS = [
  'name',
  'friendly_name',
  'roc_number',
  'domain_code',
  'person_in_charge_name',
  'person_in_charge_mobile_country_code',
  'person_in_charge_mobile',
  'person_in_charge_email',
  'address_line1',
  'address_line2',
  'postcode',
  'city',
  'state',
  'country',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'payment_username',
  'sales_tax_id',
  'service_tax_id',
  'default_tax_mode',
] as const;
export type TCompanyTextField = (typeof COMPANY_TEXT_FIELDS)[number];

export type TCompanyForm = Record<TCompanyTextField, string> & {
  /** Write-only: empty keeps the saved key. */
  payment_secret: string;
  remove_payment_secret: boolean;
  remove_logo: boolean;
};

export function companyFormValues(company: TCompany): TCompanyForm {
  const values = {} as TCompanyForm;
  for (const field of COMPANY_TEXT_FIELDS) values[field] = String(company[field] ?? '');
  if (!values.person_in_charge_mobile_country_code) values.person_in_charge_mobile_country_code = '60';
  values.payment_secret = '';
  values.remove_payment_secret = false;
  values.remove_logo = false;
  return values;
}

/** The whole form is saved: empty optional fields go as "cleared"; the secret only when typed. */
export function companyPayload(values: TCompanyForm, logo: File | undefined) {
  const payload: Record<string, string | boolean | File | undefined> = {};
  for (const field of COMPANY_TEXT_FIELDS) {
    const value: unknown = values[field];
    payload[field] = value === undefined || value === null ? undefined : String(value).trim() || undefined;
  }
  // A country code alone is no phone number.
  if (!payload.person_in_charge_mobile) payload.person_in_charge_mobile_country_code = undefined;
  const secret = values.payment_secret?.trim();
  if (secret) payload.payment_secret = secret;
  else if (values.remove_payment_secret) payload.remove_payment_secret = true;
  if (logo) payload.logo = logo;
  else if (values.remove_logo) payload.remove_logo = true;
  return payload;
}
