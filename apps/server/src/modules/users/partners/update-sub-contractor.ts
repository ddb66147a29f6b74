import type { TSubContractor, ZUpdateSubContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { mainContractorOf } from './main-contractor';
import { changedFields, checkLogin, loginRace } from './partner-values';
import { findSubContractor, lockUser, updateUser } from './repository';
import { subContractorWork } from './sub-contractor-values';
import { subContractorView } from './views';

/** user-update-sub-contractor: one of the caller's own (another contractor's → 102). */
export async function updateSubContractor(
  uc: TUseCase,
  input: z.output<typeof ZUpdateSubContractorInput>,
): Promise<TSubContractor> {
  const me = await mainContractorOf(uc);
  const work = subContractorWork(me.work, input);
  const row = await uc.services.db
    .transaction(async (tx) => {
      await lockUser(tx, input.id);
      const before = await findSubContractor(tx, me.id, input.id);
      if (!before) throw notFound();
      const login = await checkLogin(tx, 'contractor', input, before.id);
      const after = await updateUser(tx, before.id, {
        name: input.name,
        email: login.email,
        mobileCountryCode: login.countryCode,
        mobile: login.national,
        profile: { ...before.profile, work },
        updatedAt: uc.services.now(),
      });
      await audit(tx, uc, {
        companyId: before.companyId,
        action: 'update',
        entity: 'sub-contractor',
        entityId: before.id,
        after: {
          changed: changedFields(
            { name: before.name, email: before.email, mobile: before.mobile, ...before.profile },
            { name: after.name, email: after.email, mobile: after.mobile, ...after.profile },
          ),
        },
      });
      return after;
    })
    .catch(loginRace);
  return subContractorView(row);
}
