import type { TContractor, ZContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../../core/use-case';
import { newNotificationKey } from '../../accounts/tokens';
import { sendInvitation } from '../invitation';
import { contractorProfile } from './contractor-values';
import { readContractor } from './get-contractor';
import { operatorCompanyOf } from './owner';
import { checkLogin, loginRace } from './partner-values';
import { companyName, insertUser } from './repository';

/**
 * user-create-contractor-profile: a contractor account of the company (a company or a person; the phone
 * is its login, no password yet) with its categories of work and service areas, and one SMS invitation.
 */
export async function createContractor(
  uc: TUseCase,
  input: z.output<typeof ZContractorInput>,
): Promise<TContractor> {
  const companyId = operatorCompanyOf(uc);
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
        companyId,
        notificationKey: newNotificationKey(),
        profile: contractorProfile(null, input),
        createdAt: now,
        updatedAt: now,
      });
      await audit(tx, uc, {
        companyId,
        action: 'create',
        entity: 'contractor',
        entityId: user.id,
        after: { name: user.name, role: 'contractor', kind: input.kind, categories: input.categories },
      });
      return { user, login, from: (await companyName(tx, companyId)) ?? 'Sewa' };
    })
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'contractor' }, created.from, uc.lang);
  return readContractor(uc.services.db, { companyId }, created.user.id);
}
