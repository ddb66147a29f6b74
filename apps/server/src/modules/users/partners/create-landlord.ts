import type { TLandlord, ZLandlordInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { newNotificationKey } from '../../accounts/tokens';
import { sendInvitation } from '../invitation';
import { readLandlord } from './get-landlord';
import { operatorCompanyOf } from './owner';
import { checkLogin, loginRace, partnerProfile } from './partner-values';
import { companyName, insertUser } from './repository';

/**
 * user-create-landlord-profile: a landlord account of the company (mobile login, no password yet) and one
 * SMS inviting them to set a password. A mobile another landlord account already has → 101 on `mobile`.
 */
export async function createLandlord(
  uc: TUseCase,
  input: z.output<typeof ZLandlordInput>,
): Promise<TLandlord> {
  const companyId = operatorCompanyOf(uc);
  const now = uc.services.now();
  const created = await uc.services.db
    .transaction(async (tx) => {
      const login = await checkLogin(tx, 'landlord', input);
      const user = await insertUser(tx, {
        role: 'landlord',
        name: input.name,
        email: login.email,
        mobileCountryCode: login.countryCode,
        mobile: login.national,
        companyId,
        notificationKey: newNotificationKey(),
        profile: partnerProfile(input),
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, uc, {
        companyId,
        action: 'create',
        entity: 'landlord',
        entityId: user.id,
        after: { name: user.name, role: 'landlord' },
      });
      return { user, login, from: (await companyName(tx, companyId)) ?? 'Sewa' };
    })
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'landlord' }, created.from, uc.lang);
  return readLandlord(uc.services.db, { companyId }, created.user.id);
}
