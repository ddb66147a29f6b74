import type { TInventoryCondition, TInventoryListDetail } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import type { TUploadedFile } from '../../http/registry';
import { lockEditableLine } from './list-guards';
import { listDetail, viewerOf } from './list-view';
import { checkPhotoCount, photosOf, storePhotos } from './photos';
import { updateLine, updateList } from './repository';

/** user-update-inventory-list-item: the operator sets a line's quantity, condition, remarks and marks, and
 * may add `photos`, while the list is a draft or rejected. */
export async function updateInventoryListItem(
  uc: TUseCase,
  input: {
    inventory_list_item_id: number;
    quantity: number;
    condition: TInventoryCondition;
    remarks?: string;
    not_to_rate: boolean;
  },
  files: TUploadedFile[],
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const photos = photosOf(files);
  const list = await db.transaction(async (tx) => {
    const { list, line } = await lockEditableLine(tx, uc.scope, input.inventory_list_item_id);
    checkPhotoCount(line.photoFileIds.length, photos.length);
    const added = await storePhotos(tx, uc, list.companyId, photos);
    await updateLine(tx, line.id, {
      quantity: input.quantity,
      condition: input.condition,
      remarks: input.remarks ?? null,
      notToRate: input.not_to_rate,
      photoFileIds: [...line.photoFileIds, ...added],
    });
    await audit(tx, uc, {
      companyId: list.companyId,
      action: 'update',
      entity: 'inventory_list_item',
      entityId: line.id,
      before: { quantity: line.quantity, condition: line.condition },
      after: { quantity: input.quantity, condition: input.condition },
    });
    return updateList(tx, list.id, { updatedAt: now });
  });
  return listDetail(db, list, viewerOf(uc));
}
