import type { TDbExecutor, TPhotoRow } from '@sewa/db';
import { isCoverPhotoSize, type TPhotoRef } from '@sewa/domain';
import { invalid } from '../../http/errors';
import { findCompanyFiles, findFilesByIds, type TStoredFile, toStoredFile } from '../files/index';

// A property's photos are file ids with a cover flag, in display order. Covers must be 1290 × 720.

/** The photo shown on cards: the first cover, else the first photo. */
export const coverFileIdOf = (photos: TPhotoRow[]): number | null =>
  (photos.find((p) => p.is_cover) ?? photos[0])?.file_id ?? null;

/** Checks the references against the company's uploaded images; 101 on the `photos` field otherwise. */
export async function resolvePhotoRefs(
  db: TDbExecutor,
  companyId: number,
  refs: TPhotoRef[],
): Promise<TPhotoRow[]> {
  const unique = [...new Map(refs.map((r) => [r.file_id, r])).values()];
  const found = new Map(
    (
      await findCompanyFiles(
        db,
        companyId,
        unique.map((r) => r.file_id),
      )
    ).map((f) => [f.id, f]),
  );
  for (const ref of unique) {
    const file = found.get(ref.file_id);
    if (!file?.mime.startsWith('image/')) throw invalid({ photos: 'invalid-photo' });
    if (
      ref.is_cover &&
      !isCoverPhotoSize(file.width === null ? null : { width: file.width, height: file.height! })
    ) {
      throw invalid({ photos: 'cover-photo-size' });
    }
  }
  return unique.map((r) => ({ file_id: r.file_id, is_cover: r.is_cover }));
}

/** The file rows behind the photos of several properties, in one query. */
export async function loadPhotoFiles(
  db: TDbExecutor,
  lists: TPhotoRow[][],
): Promise<Map<number, TStoredFile>> {
  const ids = [...new Set(lists.flat().map((p) => p.file_id))];
  return new Map((await findFilesByIds(db, ids)).map((f) => [f.id, toStoredFile(f)]));
}
