import { isValidMobile, normaliseMobile, type ZCreateTenantInput } from '@sewa/domain';
import type { z } from 'zod';
import { uniqueViolation } from '../../../core/db-errors';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { invalid } from '../../../http/errors';
import type { TUploadedFile } from '../../../http/registry';
import { findCompany } from '../../accounts/company-repository';
import { newNotificationKey } from '../../accounts/tokens';
import { findUserByMobile, insertUser, isEmailTaken, updateUser } from '../../accounts/user-repository';
import { publishNotification, storeNotification, type TStoredNotice } from '../../notifications/notify';
import { sendInvitation } from '../invitation';
import { storeDocuments } from './documents';
import { linkedNotice } from './messages';
import { insertLink } from './repository';
import { profileValuesOf, storedDocuments } from './views';

type TInput = z.output<typeof ZCreateTenantInput>;

/**
 * user-create-tenant-profile (product §2.2 create-new-tenant-profile). A tenant account of that mobile is
 * linked to the company (its profile stays the tenant's; the documents are kept for the company) and told
 * so; otherwise a new account owned by the company is made without a password and invited by SMS to set
 * one. A retry finds the account already linked and changes nothing.
 */
export async function createTenant(uc: TUseCase, input: TInput, uploads: TUploadedFile[]) {
  try {
    return await attempt(uc, input, uploads);
  } catch (error) {
    // Two requests creating the same mobile at once: the second finds the first's account.
    const constraint = uniqueViolation(error);
    if (constraint === 'users_mobile_uq') return attempt(uc, input, uploads);
    if (constraint === 'users_email_uq') throw invalid({ email: 'email-taken' });
    throw error;
  }
}

async function attempt(uc: TUseCase, input: TInput, uploads: TUploadedFile[]) {
  const { services } = uc;
  const companyId = companyOf(uc.scope);
  const m = normaliseMobile(input.mobile_country_code, input.mobile);
  if (!m || !isValidMobile(input.mobile_country_code, input.mobile))
    throw invalid({ mobile: 'invalid-mobile' });
  const companyName = (await findCompany(services.db, companyId))?.name ?? '';
  const now = services.now();
  const createdBy = uc.caller.kind === 'user' ? uc.caller.userId : null;

  const result = await services.db.transaction(async (tx) => {
    const existing = await findUserByMobile(tx, 'tenant', m.countryCode, m.national);
    if (existing) {
      const link = await insertLink(tx, {
        companyId,
        userId: existing.id,
        source: 'operator',
        createdByUserId: createdBy,
        createdAt: now,
      });
      let notice: TStoredNotice | null = null;
      if (link) {
        const { documents, added } = await storeDocuments(
          tx,
          uc,
          companyId,
          uploads,
          storedDocuments(existing),
        );
        if (added.length) await updateUser(tx, existing.id, { profile: { ...existing.profile, documents } });
        await audit(tx, uc, {
          companyId,
          action: 'link-tenant',
          entity: 'tenant',
          entityId: existing.id,
          after: { source: 'operator', documents: added.map((d) => d.kind) },
        });
        notice = await storeNotification(
          tx,
          { kind: 'user', id: existing.id },
          linkedNotice(companyName),
          now,
        );
      }
      // Linked now (an account of someone else's), or already this company's tenant (a retry).
      return {
        id: existing.id,
        linked: link !== null && existing.companyId !== companyId,
        invited: false,
        notice,
        sms: null,
      };
    }

    const email = input.email?.toLowerCase();
    if (email && (await isEmailTaken(tx, email))) throw invalid({ email: 'email-taken' });
    const user = await insertUser(tx, {
      role: 'tenant',
      name: input.name,
      email: email ?? null,
      mobileCountryCode: m.countryCode,
      mobile: m.national,
      passwordHash: null,
      companyId,
      notificationKey: newNotificationKey(),
      // The invitation goes in the request's language; so does what is sent to them until they choose.
      language: uc.lang,
      profile: profileValuesOf(input),
      createdAt: now,
      updatedAt: now,
    });
    const { documents, added } = await storeDocuments(tx, uc, companyId, uploads, []);
    if (added.length) await updateUser(tx, user.id, { profile: { ...user.profile, documents } });
    await insertLink(tx, {
      companyId,
      userId: user.id,
      source: 'operator',
      createdByUserId: createdBy,
      createdAt: now,
    });
    await audit(tx, uc, {
      companyId,
      action: 'create-tenant',
      entity: 'tenant',
      entityId: user.id,
      after: { name: input.name, mobile: m.e164, documents: added.map((d) => d.kind) },
    });
    return { id: user.id, linked: false, invited: true, notice: null, sms: { e164: m.e164 } };
  });

  if (result.notice) publishNotification(services, result.notice);
  if (result.sms)
    await sendInvitation(services, { e164: result.sms.e164, role: 'tenant' }, companyName, uc.lang);
  return { id: result.id, linked: result.linked, invited: result.invited };
}
