import {
  isValidMobile,
  normaliseDomainCode,
  normaliseMobile,
  type TCompany,
  type ZUpdateCompanyInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../core/db-errors';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { isDomainCodeTaken, updateCompany as updateCompanyRow } from './company-repository';
import { logoUrl, myCompany, toCompany } from './company-view';
import { requireVerifiedEmail } from './require-verified-email';
import { sealSecret } from './secret-box';

/** Before/after of the fields that changed (the has_payment_secret flag included, never the secret). */
function changedFields(before: TCompany, after: TCompany) {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after) as (keyof TCompany)[]) {
    if (key === 'logo' || before[key] === after[key]) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}

const n = (v: string | undefined) => v ?? null;

/**
 * user-update-company: the whole company form, the logo (stored as a public file) and the payment secret
 * (sealed; only whether it changed is audited). The stored logo, the company row and the audit row are
 * written in one transaction.
 */
export async function updateCompany(
  uc: TUseCase,
  input: z.output<typeof ZUpdateCompanyInput>,
  logo: TUploadedFile | undefined,
): Promise<TCompany> {
  const { services } = uc;
  await requireVerifiedEmail(uc);
  const row = await myCompany(uc);
  const errors: Record<string, string> = {};
  const domainCode = normaliseDomainCode(input.domain_code);
  if (domainCode !== row.domainCode && (await isDomainCodeTaken(services.db, domainCode, row.id))) {
    errors.domain_code = 'domain-code-taken';
  }
  let picMobile: string | null = null;
  const picCc = input.person_in_charge_mobile ? (input.person_in_charge_mobile_country_code ?? '60') : null;
  if (input.person_in_charge_mobile && picCc) {
    const m = normaliseMobile(picCc, input.person_in_charge_mobile);
    if (!m || !isValidMobile(picCc, input.person_in_charge_mobile))
      errors.person_in_charge_mobile = 'invalid-mobile';
    else picMobile = m.national;
  }
  if (Object.keys(errors).length) throw invalid(errors);

  const secret = input.payment_secret?.trim();
  const values = {
    name: input.name,
    friendlyName: n(input.friendly_name),
    rocNumber: n(input.roc_number),
    domainCode,
    personInChargeName: n(input.person_in_charge_name),
    personInChargeMobileCountryCode: picMobile ? picCc : null,
    personInChargeMobile: picMobile,
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
    ...(secret ? { paymentSecretEnc: sealSecret(secret, services.config.apiSigningSecret) } : {}),
    ...(input.remove_payment_secret === true && !secret ? { paymentSecretEnc: null } : {}),
  };
  const now = services.now();
  const updated = await services.db
    .transaction(async (tx) => {
      const stored = logo
        ? await storeUpload({ db: tx, config: services.config }, logo, {
            companyId: row.id,
            visibility: 'public',
            ...ownerOf(uc),
            kind: 'image',
          })
        : null;
      const logoFileId = stored ? stored.id : input.remove_logo === true ? null : row.logoFileId;
      const saved = await updateCompanyRow(tx, row.id, { ...values, logoFileId });
      const changes = changedFields(toCompany(row, null, now), toCompany(saved, null, now));
      // The secret itself never enters the audit trail: only that it changed.
      if (secret) changes.after.payment_secret = 'replaced';
      else if (values.paymentSecretEnc === null && row.paymentSecretEnc)
        changes.after.payment_secret = 'removed';
      if (logoFileId !== row.logoFileId) changes.after.logo_file_id = logoFileId;
      await audit(tx, uc, {
        action: 'update-company',
        entity: 'company',
        entityId: row.id,
        companyId: row.id,
        ...changes,
      });
      return saved;
    })
    .catch((error: unknown) => {
      if (uniqueViolation(error) === 'companies_domain_code_uq')
        throw invalid({ domain_code: 'domain-code-taken' });
      throw error;
    });
  return toCompany(updated, await logoUrl(services, updated), now);
}
