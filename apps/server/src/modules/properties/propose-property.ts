import type { TProperty, ZProposePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import { forbidden } from '../../http/errors';
import { audit, type TUseCase } from './context';
import { readProperty } from './get-property';
import { coverFileIdOf, resolvePhotoRefs } from './photos';
import { propertyColumns } from './property-values';
import { insertProperty } from './repository';

/** user-propose-property: a landlord's property arrives as a draft for its operator, owned by it. */
export async function proposeProperty(
  uc: TUseCase,
  input: z.output<typeof ZProposePropertyInput>,
): Promise<TProperty> {
  const scope = uc.scope;
  if (scope.kind !== 'landlord' || scope.companyId === null) throw forbidden();
  const companyId = scope.companyId;
  const id = await uc.services.db.transaction(async (tx) => {
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
      landlordUserId: scope.userId,
      photos,
      coverFileId: coverFileIdOf(photos),
      status: 'draft',
    });
    await audit(tx, uc, { companyId, action: 'propose', entity: 'property', entityId: row.id, after: row });
    return row.id;
  });
  return readProperty(uc.services.db, scope, id);
}
