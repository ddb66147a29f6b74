import type { TDbExecutor } from '@sewa/db';
import {
  isCoverPhotoSize,
  MAX_PROPERTY_PHOTOS,
  readImageSize,
  type TPhoto,
  type ZUploadPropertyPhotosInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { companyOf } from '../../core/scope';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload, type TStoredFile } from '../files/index';
import { assertEditable } from './guards';
import { toPhotos } from './mappers';
import { coverFileIdOf } from './photos';
import { lockProperty, updatePropertyRow } from './repository';
import { bumpSearchVersion } from './search-repository';

/**
 * user-upload-property-photos / admin-upload-property-photos: stores images (type already checked by
 * content by the envelope) and, with property_id, appends them to the property. Covers must be exactly
 * 1290 × 720: checked from the bytes before anything is stored.
 */
export async function uploadPropertyPhotos(
  uc: TUseCase,
  input: z.output<typeof ZUploadPropertyPhotosInput>,
  files: TUploadedFile[],
): Promise<TPhoto[]> {
  const photos = files.filter((f) => f.field === 'photos');
  if (photos.length === 0) throw invalid({ photos: 'required' });
  if (input.is_cover) {
    for (const f of photos) {
      const size = readImageSize(new Uint8Array(f.data.buffer, f.data.byteOffset, f.data.byteLength));
      if (!isCoverPhotoSize(size)) {
        throw invalid({ photos: 'cover-photo-size' });
      }
    }
  }
  const db = uc.services.db;
  if (input.property_id === undefined) {
    if (uc.scope.kind === 'admin') throw invalid({ property_id: 'required' }); // admins add to a property
    const companyId = companyOf(uc.scope);
    // Several file rows: all of them or none.
    const stored = await db.transaction((tx) =>
      Promise.all(photos.map((f) => store(uc, f, companyId, 'private', tx))),
    );
    return toPhotos(
      stored.map((s) => ({ file_id: s.id, is_cover: input.is_cover })),
      new Map(stored.map((s) => [s.id, s])),
    );
  }
  const propertyId = input.property_id;
  return db.transaction(async (tx) => {
    const property = await lockProperty(tx, uc.scope, propertyId);
    if (!property) throw notFound();
    assertEditable(uc.scope, property);
    if (property.photos.length + photos.length > MAX_PROPERTY_PHOTOS) {
      throw invalid({ photos: 'too-many-photos' });
    }
    // Public only while the listing is (change-listing-status.ts moves them with the status).
    const visibility = property.status === 'published' ? 'public' : 'private';
    const stored = await Promise.all(photos.map((f) => store(uc, f, property.companyId, visibility, tx)));
    const added = stored.map((s) => ({ file_id: s.id, is_cover: input.is_cover }));
    const all = [...property.photos, ...added];
    await updatePropertyRow(tx, property.id, { photos: all, coverFileId: coverFileIdOf(all) });
    // A new cover changes the search's cards, not its rows: only the cached pages go (ADR 0016).
    await bumpSearchVersion(tx);
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'add-photos',
      entity: 'property',
      entityId: property.id,
      after: added,
    });
    return toPhotos(added, new Map(stored.map((s) => [s.id, s])));
  });
}

const store = (
  uc: TUseCase,
  file: TUploadedFile,
  companyId: number,
  visibility: 'public' | 'private',
  db: TDbExecutor,
): Promise<TStoredFile> =>
  storeUpload({ db, config: uc.services.config }, file, {
    companyId,
    visibility,
    kind: 'image',
    ...ownerOf(uc),
  });
