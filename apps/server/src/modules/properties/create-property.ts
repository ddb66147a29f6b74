import type { TProperty, ZCreatePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import { invalid } from '../../http/errors';
import { audit, type TUseCase } from './context';
import { readProperty } from './get-property';
import { assertManager } from './guards';
import { coverFileIdOf, resolvePhotoRefs } from './photos';
import { propertyColumns } from './property-values';
import { insertProperty, isCompanyLandlord } from './repository';
import { companyOf } from './scope';

/** user-create-property: a new draft of the operator's company. */
export async function createProperty(
  uc: TUseCase,
  input: z.output<typeof ZCreatePropertyInput>,
): Promise<TProperty> {
  assertManager(uc.scope);
  const companyId = companyOf(uc.scope);
  const id = await uc.services.db.transaction(async (tx) => {
    if (input.landlord_user_id && !(await isCompanyLandlord(tx, companyId, input.landlord_user_id))) {
      throw invalid({ landlord_user_id: 'invalid-landlord' });
    }
    const photos = input.photos ? await resolvePhotoRefs(tx, companyId, input.photos) : [];
    const row = await insertProperty(tx, {
      ...propertyColumns(input),
      name: input.name,
      type: input.type,
      street: input.street,
      postcode: input.postcode,
      city: input.city,
      state: input.state,
      companyId,
      landlordUserId: input.landlord_user_id ?? null,
      photos,
      coverFileId: coverFileIdOf(photos),
      status: 'draft',
    });
    await audit(tx, uc, { companyId, action: 'create', entity: 'property', entityId: row.id, after: row });
    return row.id;
  });
  return readProperty(uc.services.db, uc.scope, id);
}
