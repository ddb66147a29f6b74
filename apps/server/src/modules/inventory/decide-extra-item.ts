import type { TInventoryListDetail } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { listDetail, viewerOf } from './list-view';
import { lockLine, updateLine, updateList } from './repository';

/** user-decide-extra-inventory-item: the operator's side accepts or refuses an extra the tenant added
 * (once; a decided extra or an ordinary line is 104). A move-out list keeps only accepted extras. */
export async function decideExtraInventoryItem(
  uc: TUseCase,
  input: { inventory_list_item_id: number; decision: 'accepted' | 'refused' },
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const list = await db.transaction(async (tx) => {
    const found = await lockLine(tx, uc.scope, input.inventory_list_item_id);
    if (!found) throw notFound();
    const { list, line } = found;
    if (!line.isExtra || line.extraStatus !== 'pending') throw conflict();
    await updateLine(tx, line.id, { extraStatus: input.decision });
    await audit(tx, uc, {
      companyId: list.companyId,
      action: input.decision === 'accepted' ? 'accept' : 'refuse',
      entity: 'inventory_list_item',
      entityId: line.id,
    });
    return updateList(tx, list.id, { updatedAt: now });
  });
  return listDetail(db, list, viewerOf(uc));
}
