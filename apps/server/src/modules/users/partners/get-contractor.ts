import type { TDbExecutor } from '@sewa/db';
import type { TContractor } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { partnerOwnerOf } from './owner';
import { countSubContractors, findPartner, type TPartnerOwner } from './repository';
import { contractorView } from './views';

export async function readContractor(
  db: TDbExecutor,
  owner: TPartnerOwner,
  id: number,
): Promise<TContractor> {
  const row = await findPartner(db, owner, 'contractor', id);
  if (!row) throw notFound();
  return contractorView(row, row.companyName, await countSubContractors(db, row.id));
}

/** user-get-contractor / admin-get-contractor: a main contractor; another company's (or a sub-contractor) → 102. */
export const getContractor = (uc: TUseCase, id: number) =>
  readContractor(uc.services.db, partnerOwnerOf(uc), id);
