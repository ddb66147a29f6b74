import { STATUS, type ZUpdateTenantInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../../core/db-errors';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { AppError, invalid, notFound } from '../../../http/errors';
import type { TUploadedFile } from '../../../http/registry';
import { isEmailTaken, updateUser } from '../../accounts/user-repository';
import { storeDocuments } from './documents';
import { tenantView } from './get-tenant';
import { findCompanyTenant } from './repository';
import { profileValuesOf, storedDocuments, TENANT_PROFILE_KEYS, tenantProfileOf } from './views';

/**
 * user-update-tenant-profile: only an account the company made (it owns it); a tenant who signed up or
 * was made by another company keeps its profile to itself (103). The form's fields replace the stored
 * ones; documents uploaded replace the company's older ones of their kind.
 */
export async function updateTenant(
  uc: TUseCase,
  input: z.output<typeof ZUpdateTenantInput>,
  uploads: TUploadedFile[],
) {
  const { services } = uc;
  const companyId = companyOf(uc.scope);
  const found = await findCompanyTenant(services.db, companyId, input.id);
  if (!found) throw notFound();
  const { user, link } = found;
  if (user.companyId !== companyId)
    throw new AppError(STATUS.FORBIDDEN, 'forbidden', { id: 'not-owned-tenant' });
  const email = input.email?.toLowerCase() ?? null;
  if (email && (await isEmailTaken(services.db, email, user.id))) throw invalid({ email: 'email-taken' });

  try {
    const saved = await services.db.transaction(async (tx) => {
      const { documents, added } = await storeDocuments(tx, uc, companyId, uploads, storedDocuments(user));
      const profile = { ...(user.profile ?? {}), ...emptyProfile(), ...profileValuesOf(input), documents };
      const row = await updateUser(tx, user.id, {
        name: input.name,
        email,
        profile: stripNulls(profile),
        updatedAt: services.now(),
      });
      await audit(tx, uc, {
        companyId,
        action: 'update-tenant',
        entity: 'tenant',
        entityId: user.id,
        before: { name: user.name, email: user.email, ...tenantProfileOf(user) },
        after: {
          name: row.name,
          email: row.email,
          ...tenantProfileOf(row),
          documents: added.map((d) => d.kind),
        },
      });
      return row;
    });
    return tenantView(services.db, saved, link);
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_uq') throw invalid({ email: 'email-taken' });
    throw error;
  }
}

/** The form's profile keys cleared (a field left empty is removed). */
const emptyProfile = () => Object.fromEntries(TENANT_PROFILE_KEYS.map((k) => [k, null]));

const stripNulls = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined));
