import type { TSubContractor, ZUpdateSubContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { mainContractorOf } from './main-contractor';
import { updatePartnerAccount } from './partner-account';
import { loginRace } from './partner-values';
import { findSubContractor, lockUser } from './repository';
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
      return updatePartnerAccount(tx, uc, 'sub-contractor', before, input, { ...before.profile, work });
    })
    .catch(loginRace);
  return subContractorView(row);
}
