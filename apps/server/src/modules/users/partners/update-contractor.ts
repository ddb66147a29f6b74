import type { TContractor, ZUpdateContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { contractorProfile } from './contractor-values';
import { readContractor } from './get-contractor';
import { partnerOwnerOf } from './owner';
import { updatePartnerAccount } from './partner-account';
import { loginRace } from './partner-values';
import { findPartner, lockUser } from './repository';

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
      await updatePartnerAccount(
        tx,
        uc,
        'contractor',
        before,
        input,
        contractorProfile(before.profile, input),
      );
    })
    .catch(loginRace);
  return readContractor(uc.services.db, owner, input.id);
}
