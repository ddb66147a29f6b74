import type { TInventoryCondition, TInventoryListDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { listDetail, viewerOf } from './list-view';
import { checkPhotoCount, photosOf, storePhotos } from './photos';
import { findList, insertLines, nextLinePosition, updateList } from './repository';

/** user-add-extra-inventory-item: the tenant adds an item the pending list missed, with photos; it
 * waits for the operator to accept or refuse it. */
export async function addExtraInventoryItem(
  uc: TUseCase,
  input: {
    inventory_list_id: number;
    name: string;
    quantity: number;
    condition: TInventoryCondition;
    remarks?: string;
  },
  files: TUploadedFile[],
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const photos = photosOf(files);
  checkPhotoCount(0, photos.length);
  const list = await db.transaction(async (tx) => {
    const list = await findList(tx, uc.scope, input.inventory_list_id, true);
    if (!list) throw notFound();
    if (list.status !== 'pending') throw conflict();
    const photoIds = await storePhotos(tx, uc, list.companyId, photos);
    await insertLines(tx, [
      {
        companyId: list.companyId,
        listId: list.id,
        name: input.name,
        quantity: input.quantity,
        condition: input.condition,
        remarks: input.remarks ?? null,
        photoFileIds: photoIds,
        isExtra: true,
        extraStatus: 'pending',
        position: await nextLinePosition(tx, list.id),
      },
    ]);
    return updateList(tx, list.id, { updatedAt: now });
  });
  return listDetail(db, list, viewerOf(uc));
}
