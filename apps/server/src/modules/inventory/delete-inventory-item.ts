import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { deleteItem, findItem } from './repository';

/** user-delete-inventory-item: lists already made from it keep their own copy of the line. */
export async function deleteInventoryItem(uc: TUseCase, input: { inventory_item_id: number }) {
  await uc.services.db.transaction(async (tx) => {
    const item = await findItem(tx, uc.scope, input.inventory_item_id, true);
    if (!item) throw notFound();
    await deleteItem(tx, item.id);
    await audit(tx, uc, {
      companyId: item.companyId,
      action: 'delete',
      entity: 'inventory_item',
      entityId: item.id,
      before: { name: item.name, unit_id: item.unitId, room_id: item.roomId },
    });
  });
  return {};
}
