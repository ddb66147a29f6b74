import type { userUpdateCompany } from '@sewa/domain/accounts/calls';
import type { TCompany } from '@sewa/domain/accounts/company';
import type { TCallInput } from '@sewa/domain/protocol/contract';

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
export function companyPayload(
  values: TCompanyForm,
  logo: File | undefined,
): TCallInput<typeof userUpdateCompany> {
  const text = (field: TCompanyTextField) => {
    const value: unknown = values[field];
    return value === undefined || value === null ? undefined : String(value).trim() || undefined;
  };
  const fields: Partial<Record<TCompanyTextField, string>> = Object.fromEntries(
    COMPANY_TEXT_FIELDS.map((field) => [field, text(field)]),
  );
  // A country code alone is no phone number.
  if (!fields.person_in_charge_mobile) fields.person_in_charge_mobile_country_code = undefined;
  const secret = values.payment_secret?.trim();
  return {
    ...fields,
    name: fields.name ?? '',
    domain_code: fields.domain_code ?? '',
    payment_secret: secret || undefined,
    remove_payment_secret: !secret && values.remove_payment_secret ? true : undefined,
    logo,
    remove_logo: !logo && values.remove_logo ? true : undefined,
  };
}
