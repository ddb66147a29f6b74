import type { TInventoryListDetail } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { lockEditableLine } from './list-guards';
import { listDetail, viewerOf } from './list-view';
import { deleteLine, updateList } from './repository';

/** user-remove-inventory-list-item: the operator drops a line while the list is a draft or rejected. */
export async function removeInventoryListItem(
  uc: TUseCase,
  input: { inventory_list_item_id: number },
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const list = await db.transaction(async (tx) => {
    const { list, line } = await lockEditableLine(tx, uc.scope, input.inventory_list_item_id);
    await deleteLine(tx, line.id);
    await audit(tx, uc, {
      companyId: list.companyId,
      action: 'delete',
      entity: 'inventory_list_item',
      entityId: line.id,
      before: { name: line.name, condition: line.condition },
    });
    return updateList(tx, list.id, { updatedAt: now });
  });
  return listDetail(db, list, viewerOf(uc));
}
