import type { TProperty, ZUpdatePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { setFilesVisibility } from '../files/index';
import { readProperty } from './get-property';
import { assertEditable, assertManager } from './guards';
import { coverFileIdOf, resolvePhotoRefs } from './photos';
import { propertyColumns } from './property-values';
import { isCompanyLandlord, lockProperty, updatePropertyRow } from './repository';
import { syncSearch } from './search-sync';

/** user-update-property / admin-update-property: replaces the form's fields; photos only when sent. */
export async function updateProperty(
  uc: TUseCase,
  input: z.output<typeof ZUpdatePropertyInput>,
): Promise<TProperty> {
  assertManager(uc.scope);
  await uc.services.db.transaction(async (tx) => {
    const before = await lockProperty(tx, uc.scope, input.id);
    if (!before) throw notFound();
    assertEditable(uc.scope, before);
    const landlordId = input.landlord_user_id ?? null;
    if (
      landlordId &&
      landlordId !== before.landlordUserId &&
      !(await isCompanyLandlord(tx, before.companyId, landlordId))
    ) {
      throw invalid({ landlord_user_id: 'invalid-landlord' });
    }
    const photos = input.photos ? await resolvePhotoRefs(tx, before.companyId, input.photos) : before.photos;
    const after = await updatePropertyRow(tx, before.id, {
      ...propertyColumns(input, before),
      landlordUserId: landlordId,
      photos,
      coverFileId: coverFileIdOf(photos),
    });
    // A published listing's photos are public (change-listing-status.ts): one attached now opens with it.
    if (before.status === 'published' && input.photos) {
      const photoIds = photos.map((p) => p.file_id);
      await setFilesVisibility(tx, before.companyId, photoIds, 'public');
    }
    await audit(tx, uc, {
      companyId: before.companyId,
      action: 'update',
      entity: 'property',
      entityId: before.id,
      before,
      after,
    });
    await syncSearch(tx, after);
  });
  return readProperty(uc.services.db, uc.scope, input.id);
}
