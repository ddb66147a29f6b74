import { catalogueItemName, type TInventoryCondition, type TInventoryItem } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { toItem } from './item-view';
import { checkPhotoCount, photosOf, storePhotos } from './photos';
import { findItem, updateItem } from './repository';

/**
 * user-update-inventory-item: name, quantity, condition, remarks; drops `remove_photo_ids` and adds the
 * `photos` files (private to the company). A catalogue item renamed becomes a custom one.
 */
export async function updateInventoryItem(
  uc: TUseCase,
  input: {
    inventory_item_id: number;
    name: string;
    quantity: number;
    condition: TInventoryCondition;
    remarks?: string;
    remove_photo_ids: number[];
  },
  files: TUploadedFile[],
): Promise<TInventoryItem> {
  const { db } = uc.services;
  const now = uc.services.now();
  const photos = photosOf(files);
  const updated = await db.transaction(async (tx) => {
    const item = await findItem(tx, uc.scope, input.inventory_item_id, true);
    if (!item) throw notFound();
    const kept = item.photoFileIds.filter((id) => !input.remove_photo_ids.includes(id));
    checkPhotoCount(kept.length, photos.length);
    const added = await storePhotos(tx, uc, item.companyId, photos);
    const isCatalogue = item.catalogueKey !== null && catalogueItemName(item.catalogueKey) === input.name;
    const row = await updateItem(tx, item.id, {
      catalogueKey: isCatalogue ? item.catalogueKey : null,
      name: input.name,
      quantity: input.quantity,
      condition: input.condition,
      remarks: input.remarks ?? null,
      photoFileIds: [...kept, ...added],
      updatedAt: now,
    });
    await audit(tx, uc, {
      companyId: item.companyId,
      action: 'update',
      entity: 'inventory_item',
      entityId: item.id,
      before: { name: item.name, quantity: item.quantity, condition: item.condition },
      after: { name: row.name, quantity: row.quantity, condition: row.condition },
    });
    return row;
  });
  return toItem(db, updated);
}
