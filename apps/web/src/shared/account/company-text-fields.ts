import type { TCompany } from '@sewa/domain/accounts/company';

// The company form's text fields (ZUpdateCompanyInput without the file and the flags), shared by the
// operator's own company form (profile) and the admin's edit-operator form (users).

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
export type TCompanyTextValues = Record<TCompanyTextField, string>;

/** The form's boxes from the saved company: empty for what is not set, the mobile's country code 60. */
export function companyTextValues(company: TCompany): TCompanyTextValues {
  const values = {} as TCompanyTextValues;
  for (const field of COMPANY_TEXT_FIELDS) values[field] = String(company[field] ?? '');
  if (!values.person_in_charge_mobile_country_code) values.person_in_charge_mobile_country_code = '60';
  return values;
}

/** The boxes as sent: trimmed, an empty one as "cleared" (undefined); the country code only with a mobile. */
export function companyTextPayload(values: TCompanyTextValues): Partial<TCompanyTextValues> {
  const text = (field: TCompanyTextField) => {
    const value: unknown = values[field];
    return value === undefined || value === null ? undefined : String(value).trim() || undefined;
  };
  const fields: Partial<TCompanyTextValues> = Object.fromEntries(
    COMPANY_TEXT_FIELDS.map((field) => [field, text(field)]),
  );
  // A country code alone is no phone number.
  if (!fields.person_in_charge_mobile) fields.person_in_charge_mobile_country_code = undefined;
  return fields;
}
