import type { TLandlord, ZLandlordInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { findCompany } from '../../accounts/company-repository';
import { sendInvitation } from '../invitation';
import { readLandlord } from './get-landlord';
import { operatorCompanyOf } from './owner';
import { insertPartnerAccount } from './partner-account';
import { loginRace, partnerProfile } from './partner-values';

/**
 * user-create-landlord-profile: a landlord account of the company (mobile login, no password yet) and one
 * SMS inviting them to set a password. A mobile another landlord account already has → 101 on `mobile`.
 */
export async function createLandlord(
  uc: TUseCase,
  input: z.output<typeof ZLandlordInput>,
): Promise<TLandlord> {
  const companyId = operatorCompanyOf(uc);
  const created = await uc.services.db
    .transaction(async (tx) => {
      const { user, login } = await insertPartnerAccount(
        tx,
        uc,
        'landlord',
        input,
        { companyId, profile: partnerProfile(input) },
        { role: 'landlord' },
      );
      return { user, login, from: (await findCompany(tx, companyId))?.name ?? 'Sewa' };
    })
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'landlord' }, created.from, uc.lang);
  return readLandlord(uc.services.db, { companyId }, created.user.id);
}
