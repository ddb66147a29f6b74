import { isValidMobile, normaliseDomainCode, normaliseMobile, type ZUpdateCompanyInput } from '@sewa/domain';
import type { z } from 'zod';

// The company form as columns: the operator's own (user-update-company) and the admin's
// (admin-update-operator, which leaves the logo and the payment secret to the operator).

export type TCompanyFormInput = Omit<
  z.output<typeof ZUpdateCompanyInput>,
  'payment_secret' | 'remove_payment_secret' | 'remove_logo'
>;
export type TPicMobile = { cc: string; national: string } | null;

/**
 * The person in charge's mobile (country code 60 unless given): null when none is given; when it is not a
 * valid mobile, null and 'invalid-mobile' on `person_in_charge_mobile` in `errors`.
 */
export function picMobileOf(input: TCompanyFormInput, errors: Record<string, string>): TPicMobile {
  if (!input.person_in_charge_mobile) return null;
  const cc = input.person_in_charge_mobile_country_code ?? '60';
  const m = normaliseMobile(cc, input.person_in_charge_mobile);
  if (!m || !isValidMobile(cc, input.person_in_charge_mobile)) {
    errors.person_in_charge_mobile = 'invalid-mobile';
    return null;
  }
  return { cc, national: m.national };
}

const n = (v: string | undefined) => v ?? null;

/** The company's columns as the form sends them: an optional field not sent is cleared. */
export function companyColumns(input: TCompanyFormInput, pic: TPicMobile) {
  return {
    name: input.name,
    friendlyName: n(input.friendly_name),
    rocNumber: n(input.roc_number),
    domainCode: normaliseDomainCode(input.domain_code),
    personInChargeName: n(input.person_in_charge_name),
    personInChargeMobileCountryCode: pic?.cc ?? null,
    personInChargeMobile: pic?.national ?? null,
    personInChargeEmail: input.person_in_charge_email?.toLowerCase() ?? null,
    addressLine1: n(input.address_line1),
    addressLine2: n(input.address_line2),
    postcode: n(input.postcode),
    city: n(input.city),
    state: n(input.state),
    country: input.country?.toUpperCase() ?? null,
    bankName: n(input.bank_name),
    bankAccountName: n(input.bank_account_name),
    bankAccountNumber: n(input.bank_account_number),
    paymentUsername: n(input.payment_username),
    salesTaxId: n(input.sales_tax_id),
    serviceTaxId: n(input.service_tax_id),
    defaultTaxMode: input.default_tax_mode ?? 'none',
  };
}
