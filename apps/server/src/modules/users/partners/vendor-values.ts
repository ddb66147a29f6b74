import type { vendors } from '@sewa/db';
import { normaliseMobile, type ZVendorInput } from '@sewa/domain';
import type { z } from 'zod';

type TInput = z.output<typeof ZVendorInput>;

/** The vendor form → columns; an empty field is cleared (null). The mobile is kept as its national number. */
export function vendorColumns(input: TInput): Partial<typeof vendors.$inferInsert> {
  const m =
    input.mobile && input.mobile_country_code
      ? normaliseMobile(input.mobile_country_code, input.mobile)
      : null;
  return {
    name: input.name,
    contactPerson: input.contact_person ?? null,
    email: input.email?.toLowerCase() ?? null,
    mobileCountryCode: m ? m.countryCode : null,
    mobile: m ? m.national : null,
    category: input.category ?? null,
    registrationNumber: input.registration_number ?? null,
    address: input.address ?? null,
    bankName: input.bank_name ?? null,
    bankAccountName: input.bank_account_name ?? null,
    bankAccountNumber: input.bank_account_number ?? null,
    notes: input.notes ?? null,
  };
}
