import type { TSubContractor, ZSubContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { newNotificationKey } from '../../accounts/tokens';
import { sendInvitation } from '../invitation';
import { mainContractorOf } from './main-contractor';
import { checkLogin, loginRace } from './partner-values';
import { insertUser } from './repository';
import { subContractorWork } from './sub-contractor-values';
import { subContractorView } from './views';

/**
 * user-create-sub-contractor: a contractor account under the caller (parent_user_id), in the caller's
 * company, with categories taken from the caller's own; one SMS invites it to set a password.
 */
export async function createSubContractor(
  uc: TUseCase,
  input: z.output<typeof ZSubContractorInput>,
): Promise<TSubContractor> {
  const me = await mainContractorOf(uc);
  const work = subContractorWork(me.work, input);
  const now = uc.services.now();
  const created = await uc.services.db
    .transaction(async (tx) => {
      const login = await checkLogin(tx, 'contractor', input);
      const user = await insertUser(tx, {
        role: 'contractor',
        name: input.name,
        email: login.email,
        mobileCountryCode: login.countryCode,
        mobile: login.national,
        companyId: me.companyId,
        parentUserId: me.id,
        notificationKey: newNotificationKey(),
        profile: { work },
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, uc, {
        companyId: me.companyId,
        action: 'create',
        entity: 'sub-contractor',
        entityId: user.id,
        after: { name: user.name, parent_user_id: me.id, categories: work.categories },
      });
      return { user, login };
    })
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'contractor' }, me.name, uc.lang);
  return subContractorView(created.user);
}
