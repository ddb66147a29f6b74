import { normaliseDomainCode, type TCompany, type ZUpdateCompanyInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../core/db-errors';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { companyColumns, picMobileOf } from './company-columns';
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
  const pic = picMobileOf(input, errors);
  if (Object.keys(errors).length) throw invalid(errors);

  const secret = input.payment_secret?.trim();
  const values = {
    ...companyColumns(input, pic),
    ...(secret ? { paymentSecretEnc: sealSecret(secret, services.config.secretKey) } : {}),
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
