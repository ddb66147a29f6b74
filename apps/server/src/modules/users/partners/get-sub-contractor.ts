import type { TSubContractor } from '@sewa/domain';
import type { TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { mainContractorOf } from './main-contractor';
import { findSubContractor } from './repository';
import { subContractorView } from './views';

/** user-get-sub-contractor: one of the caller's own; another contractor's → 102. */
export async function getSubContractor(uc: TUseCase, id: number): Promise<TSubContractor> {
  const me = await mainContractorOf(uc);
  const row = await findSubContractor(uc.services.db, me.id, id);
  if (!row) throw notFound();
  return subContractorView(row);
}

/** user-get-sub-contractor-options: the categories the caller may give (its own). */
export async function getSubContractorOptions(uc: TUseCase) {
  const me = await mainContractorOf(uc);
  return { categories: me.work.categories, sub_categories: me.work.sub_categories };
}
