import type { TLandlord, ZUpdateLandlordInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { readLandlord } from './get-landlord';
import { partnerOwnerOf } from './owner';
import { changedFields, checkLogin, loginRace, replaceProfile } from './partner-values';
import { findPartner, lockUser, updateUser } from './repository';

/**
 * user-update-landlord / admin-update-landlord: the whole form is saved (an empty field is cleared). The
 * mobile is the landlord's login: a change is checked like a new one. Another company's id → 102.
 */
export async function updateLandlord(
  uc: TUseCase,
  input: z.output<typeof ZUpdateLandlordInput>,
): Promise<TLandlord> {
  const owner = partnerOwnerOf(uc);
  await uc.services.db
    .transaction(async (tx) => {
      await lockUser(tx, input.id);
      const before = await findPartner(tx, owner, 'landlord', input.id);
      if (!before) throw notFound();
      const login = await checkLogin(tx, 'landlord', input, before.id);
      const profile = replaceProfile(before.profile, input);
      const after = await updateUser(tx, before.id, {
        name: input.name,
        email: login.email,
        mobileCountryCode: login.countryCode,
        mobile: login.national,
        profile,
        updatedAt: uc.services.now(),
      });
      await audit(tx, uc, {
        companyId: before.companyId,
        action: 'update',
        entity: 'landlord',
        entityId: before.id,
        after: {
          changed: changedFields(
            { name: before.name, email: before.email, mobile: before.mobile, ...before.profile },
            { name: after.name, email: after.email, mobile: after.mobile, ...after.profile },
          ),
        },
      });
    })
    .catch(loginRace);
  return readLandlord(uc.services.db, owner, input.id);
}
