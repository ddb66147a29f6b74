import type { TLandlord, ZUpdateLandlordInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { readLandlord } from './get-landlord';
import { partnerOwnerOf } from './owner';
import { updatePartnerAccount } from './partner-account';
import { loginRace, replaceProfile } from './partner-values';
import { findPartner, lockUser } from './repository';

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
      await updatePartnerAccount(tx, uc, 'landlord', before, input, replaceProfile(before.profile, input));
    })
    .catch(loginRace);
  return readLandlord(uc.services.db, owner, input.id);
}
