import type { TInventoryListDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { listDetail, viewerOf } from './list-view';
import { findList } from './repository';

/** user-get-inventory-list and admin-get-inventory-list: drafts only for the operator's side and admins. */
export async function getInventoryList(uc: TUseCase, input: { id: number }): Promise<TInventoryListDetail> {
  const list = await findList(uc.services.db, uc.scope, input.id);
  if (!list) throw notFound();
  return listDetail(uc.services.db, list, viewerOf(uc));
}
