import {
  isValidMobile,
  normaliseDomainCode,
  normaliseMobile,
  type TCompany,
  type TTaxMode,
  ZCompanyOutput,
  ZEmpty,
  ZUpdateCompanyInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { invalid, notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import type { TServices } from '../../http/services';
import { fileUrl, findFilesByIds, storeUpload } from '../files/index';
import { writeAudit } from './audit';
import { findCompany, isDomainCodeTaken, type TCompanyRow, updateCompany } from './company-repository';
import { uniqueViolation } from './db-errors';
import { requireVerifiedEmail } from './require-verified-email';
import { sealSecret } from './secret-box';

/** The logo's URL (/files/<id>/<random name>, a public file), or null. */
async function logoUrl(services: TServices, row: TCompanyRow): Promise<string | null> {
  if (!row.logoFileId) return null;
  const [file] = await findFilesByIds(services.db, [row.logoFileId]);
  return file ? fileUrl(file) : null;
}

export function toCompany(row: TCompanyRow, logo: string | null, now: Date): TCompany {
  return {
    id: row.id,
    name: row.name,
    friendly_name: row.friendlyName,
    roc_number: row.rocNumber,
    domain_code: row.domainCode,
    logo,
    person_in_charge_name: row.personInChargeName,
    person_in_charge_mobile_country_code: row.personInChargeMobileCountryCode,
    person_in_charge_mobile: row.personInChargeMobile,
    person_in_charge_email: row.personInChargeEmail,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    postcode: row.postcode,
    city: row.city,
    state: row.state,
    country: row.country,
    bank_name: row.bankName,
    bank_account_name: row.bankAccountName,
    bank_account_number: row.bankAccountNumber,
    payment_username: row.paymentUsername,
    has_payment_secret: row.paymentSecretEnc !== null,
    sales_tax_id: row.salesTaxId,
    service_tax_id: row.serviceTaxId,
    default_tax_mode: row.defaultTaxMode as TTaxMode,
    trial_starts_at: row.trialStartsAt?.toISOString() ?? null,
    trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
    is_trial: !!row.trialEndsAt && row.trialEndsAt.getTime() > now.getTime(),
    owner_user_id: row.ownerUserId,
  };
}

/** The caller's company (operators only; scope = caller.companyId, so nothing else is reachable). */
async function myCompany(ctx: TCallContext<unknown>): Promise<TCompanyRow> {
  const { caller, services } = ctx;
  const row =
    caller.kind === 'user' && caller.companyId ? await findCompany(services.db, caller.companyId) : undefined;
  if (!row) throw notFound();
  return row;
}

export const userGetCompany = defineCall({
  name: 'user-get-company',
  audience: 'user',
  roles: ['operator'],
  privilege: 'profile',
  input: ZEmpty,
  output: ZCompanyOutput,
  handler: async (ctx) => {
    const row = await myCompany(ctx);
    return { company: toCompany(row, await logoUrl(ctx.services, row), ctx.services.now()) };
  },
});

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
  const before = toCompany(row, null, now);
  const after = toCompany(updated, null, now);
  const diff = (o: TCompany) =>
    Object.fromEntries(
      Object.entries(o).filter(
        ([k, v]) =>
          (before as Record<string, unknown>)[k] !== (after as Record<string, unknown>)[k] &&
          k !== 'logo' &&
          v !== undefined,
      ),
    );
  await writeAudit(services.db, caller, {
    action: 'update-company',
    entity: 'company',
    entityId: row.id,
    companyId: row.id,
    before: { ...diff(before), ...(secret ? { payment_secret: 'replaced' } : {}) },
    after: {
      ...diff(after),
      ...(logo ? { logo: 'replaced' } : input.remove_logo ? { logo: 'removed' } : {}),
    },
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
