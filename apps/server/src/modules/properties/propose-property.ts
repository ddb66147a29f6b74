import type { TProperty, ZProposePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { forbidden } from '../../http/errors';
import { readProperty } from './get-property';
import { insertDraft } from './insert-draft';

/** user-propose-property: a landlord's property arrives as a draft for its operator, owned by it. */
export async function proposeProperty(
  uc: TUseCase,
  input: z.output<typeof ZProposePropertyInput>,
): Promise<TProperty> {
  const scope = uc.scope;
  if (scope.kind !== 'landlord' || scope.companyId === null) throw forbidden();
  const companyId = scope.companyId;
  const id = await uc.services.db.transaction((tx) =>
    insertDraft(tx, uc, input, { companyId, landlordUserId: scope.userId }, 'propose'),
  );
  return readProperty(uc.services.db, scope, id);
}
