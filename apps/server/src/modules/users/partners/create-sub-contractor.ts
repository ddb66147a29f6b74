import type { TSubContractor, ZSubContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { sendInvitation } from '../invitation';
import { mainContractorOf } from './main-contractor';
import { insertPartnerAccount } from './partner-account';
import { loginRace } from './partner-values';
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
  const created = await uc.services.db
    .transaction((tx) =>
      insertPartnerAccount(
        tx,
        uc,
        'sub-contractor',
        input,
        { companyId: me.companyId, parentUserId: me.id, profile: { work } },
        { parent_user_id: me.id, categories: work.categories },
      ),
    )
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'contractor' }, me.name, uc.lang);
  return subContractorView(created.user);
}
