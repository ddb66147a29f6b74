import type { TDbExecutor } from '@sewa/db';
import { INVENTORY_PHOTO_FILES } from '@sewa/domain';
import { ownerOf, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { findFilesByIds, privateFileUrl, storeUpload } from '../files/index';

// Photos of items, lines, extras and rejections: private files of the list's company, read by the
// operator's side and (file-rule.ts) the tenant and landlord of a sent list.

export type TPhotoLink = { file_id: number; url: string };
export const MAX_ITEM_PHOTOS = INVENTORY_PHOTO_FILES.photos.maxFiles;

/** The call's `photos` files. */
export const photosOf = (files: TUploadedFile[]) => files.filter((f) => f.field === 'photos');

/** Stores the photos private to the company, owned by the caller; their file ids in order. */
export async function storePhotos(
  tx: TDbExecutor,
  uc: TUseCase,
  companyId: number,
  photos: TUploadedFile[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const photo of photos) {
    const stored = await storeUpload({ db: tx, config: uc.services.config }, photo, {
      companyId,
      visibility: 'private',
      kind: 'image',
      ...ownerOf(uc),
    });
    ids.push(stored.id);
  }
  return ids;
}

/** The kept ids plus the new photos, refused past the item's limit before anything is stored. */
export function checkPhotoCount(kept: number, added: number): void {
  if (kept + added > MAX_ITEM_PHOTOS) throw invalid({ photos: 'too-many-entries' });
}

/** Links for the files among `ids` (missing files are left out). */
export async function photoLinker(db: TDbExecutor, ids: number[]) {
  const rows = await findFilesByIds(db, [...new Set(ids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const links = (fileIds: number[]): TPhotoLink[] =>
    fileIds.flatMap((id) => {
      const f = byId.get(id);
      return f ? [{ file_id: f.id, url: privateFileUrl(f) }] : [];
    });
  return { links, byId };
}
