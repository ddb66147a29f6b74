import {
  isValidMobile,
  normaliseDomainCode,
  normaliseMobile,
  type TCompany,
  ZCompanyOutput,
  ZUpdateCompanyInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { writeAudit } from '../../core/audit';
import { invalid } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { storeUpload } from '../files/index';
import { isDomainCodeTaken, updateCompany } from './company-repository';
import { logoUrl, myCompany, toCompany } from './company-view';
import { uniqueViolation } from '../../core/db-errors';
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

async function updateCompanyHandler(ctx: TCallContext<z.output<typeof ZUpdateCompanyInput>>) {
  const { input, caller, services, files, ip, requestId } = ctx;
  await requireVerifiedEmail(caller, services);
  const row = await myCompany(ctx);
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
  const logo = files.find((f) => f.field === 'logo');
  const stored = logo
    ? await storeUpload(services, logo, {
        companyId: row.id,
        visibility: 'public',
        ownerKind: 'user',
        ownerId: caller.kind === 'user' ? caller.userId : null,
        kind: 'image',
      })
    : null;
  const logoFileId = stored ? stored.id : input.remove_logo === true ? null : row.logoFileId;
  const updated = await updateCompany(services.db, row.id, { ...values, logoFileId }).catch(
    (error: unknown) => {
      if (uniqueViolation(error) === 'companies_domain_code_uq')
        throw invalid({ domain_code: 'domain-code-taken' });
      throw error;
    },
  );
  const now = services.now();
  const changes = changedFields(toCompany(row, null, now), toCompany(updated, null, now));
  // The secret itself never enters the audit trail: only that it changed.
  if (secret) changes.after.payment_secret = 'replaced';
  else if (values.paymentSecretEnc === null && row.paymentSecretEnc) changes.after.payment_secret = 'removed';
  if (logoFileId !== row.logoFileId) changes.after.logo_file_id = logoFileId;
  await writeAudit(services.db, caller, {
    action: 'update-company',
    entity: 'company',
    entityId: row.id,
    companyId: row.id,
    ...changes,
    ip,
    requestId,
  });
  return { company: toCompany(updated, await logoUrl(services, updated), now) };
}

export const userUpdateCompany = defineCall({
  name: 'user-update-company',
  audience: 'user',
  roles: ['operator'],
  privilege: 'profile',
  input: ZUpdateCompanyInput,
  output: ZCompanyOutput,
  files: { logo: { kind: 'image', maxFiles: 1, maxSizeMb: 4 } },
  handler: updateCompanyHandler,
});
