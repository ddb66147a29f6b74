import type { TContractor, ZContractorInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../../core/use-case';
import { findCompany } from '../../accounts/company-repository';
import { sendInvitation } from '../invitation';
import { contractorProfile } from './contractor-values';
import { readContractor } from './get-contractor';
import { operatorCompanyOf } from './owner';
import { insertPartnerAccount } from './partner-account';
import { loginRace } from './partner-values';

/**
 * user-create-contractor-profile: a contractor account of the company (a company or a person; the phone
 * is its login, no password yet) with its categories of work and service areas, and one SMS invitation.
 */
export async function createContractor(
  uc: TUseCase,
  input: z.output<typeof ZContractorInput>,
): Promise<TContractor> {
  const companyId = operatorCompanyOf(uc);
  const created = await uc.services.db
    .transaction(async (tx) => {
      const { user, login } = await insertPartnerAccount(
        tx,
        uc,
        'contractor',
        input,
        { companyId, profile: contractorProfile(null, input) },
        { role: 'contractor', kind: input.kind, categories: input.categories },
      );
      return { user, login, from: (await findCompany(tx, companyId))?.name ?? 'Sewa' };
    })
    .catch(loginRace);
  await sendInvitation(uc.services, { e164: created.login.e164, role: 'contractor' }, created.from, uc.lang);
  return readContractor(uc.services.db, { companyId }, created.user.id);
}
