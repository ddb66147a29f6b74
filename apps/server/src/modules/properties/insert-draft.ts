import type { TDbExecutor } from '@sewa/db';
import { audit, type TUseCase } from '../../core/use-case';
import { coverFileIdOf, resolvePhotoRefs } from './photos';
import { propertyColumns, type TPropertyForm } from './property-values';
import { insertProperty } from './repository';

/**
 * A new draft from the property form, owned by a company (and a landlord, when one owns it), audited as
 * `action`. Operators create drafts, landlords propose them: the row is the same. Returns its id.
 */
export async function insertDraft(
  tx: TDbExecutor,
  uc: TUseCase,
  input: TPropertyForm,
  owner: { companyId: number; landlordUserId: number | null },
  action: 'create' | 'propose',
): Promise<number> {
  const photos = input.photos ? await resolvePhotoRefs(tx, owner.companyId, input.photos) : [];
  const row = await insertProperty(tx, {
    ...propertyColumns(input),
    ...owner,
    photos,
    coverFileId: coverFileIdOf(photos),
    status: 'draft',
  });
  await audit(tx, uc, {
    companyId: owner.companyId,
    action,
    entity: 'property',
    entityId: row.id,
    after: row,
  });
  return row.id;
}
