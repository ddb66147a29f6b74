import type { TInventoryListDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import type { TUploadedFile } from '../../http/registry';
import { listDetail, viewerOf } from './list-view';
import { applyMove, lockForMove } from './move-list';
import { noticeListStaff, staffListNotice } from './notices';
import { checkPhotoCount, photosOf, storePhotos } from './photos';

/** user-reject-inventory-list: the tenant rejects the pending list with remarks and photos (private to the
 * company); the operator's side is told, revises it and sends it again. */
export async function rejectInventoryList(
  uc: TUseCase,
  input: { inventory_list_id: number; remarks: string },
  files: TUploadedFile[],
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const photos = photosOf(files);
  checkPhotoCount(0, photos.length);
  const { list, after } = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, input.inventory_list_id, 'reject');
    const photoIds = await storePhotos(tx, uc, move.list.companyId, photos);
    const { list, row } = await applyMove(
      tx,
      uc,
      { ...move, action: 'reject', at: now },
      { answeredAt: now, rejectionRemarks: input.remarks, rejectionPhotoFileIds: photoIds },
    );
    const after = await noticeListStaff(
      tx,
      uc.services,
      list.companyId,
      staffListNotice(list, 'rejected', row.tenantName, row.propertyName),
      now,
    );
    return { list, after };
  });
  await after();
  return listDetail(db, list, viewerOf(uc));
}
