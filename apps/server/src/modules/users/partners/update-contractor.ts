import type { TContractor, ZUpdateContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { contractorProfile } from './contractor-values';
import { readContractor } from './get-contractor';
import { partnerOwnerOf } from './owner';
import { changedFields, checkLogin, loginRace } from './partner-values';
import { findPartner, lockUser, updateUser } from './repository';

/**
 * user-update-contractor / admin-update-contractor: the whole form is saved. Categories taken away are not
 * taken from its sub-contractors here: the work-order module assigns by the sub-contractor's own list.
 */
export async function updateContractor(
  uc: TUseCase,
  input: z.output<typeof ZUpdateContractorInput>,
): Promise<TContractor> {
  const owner = partnerOwnerOf(uc);
  await uc.services.db
    .transaction(async (tx) => {
      await lockUser(tx, input.id);
      const before = await findPartner(tx, owner, 'contractor', input.id);
      if (!before) throw notFound();
      const login = await checkLogin(tx, 'contractor', input, before.id);
      const after = await updateUser(tx, before.id, {
        name: input.name,
        email: login.email,
        mobileCountryCode: login.countryCode,
        mobile: login.national,
        profile: contractorProfile(before.profile, input),
        updatedAt: uc.services.now(),
      });
      await audit(tx, uc, {
        companyId: before.companyId,
        action: 'update',
        entity: 'contractor',
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
  return readContractor(uc.services.db, owner, input.id);
}
