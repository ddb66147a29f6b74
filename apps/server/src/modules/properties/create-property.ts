import type { TProperty, ZCreatePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { addManagedProperty } from '../users/team/access-repository';
import { readProperty } from './get-property';
import { assertManager } from './guards';
import { insertDraft } from './insert-draft';
import { isCompanyLandlord } from './repository';

/**
 * user-create-property: a new draft of the operator's company. A sub-operator limited to some properties
 * gets the new one added to them, so what it creates stays within its reach (ADR 0014).
 */
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
    const created = await insertDraft(
      tx,
      uc,
      input,
      { companyId, landlordUserId: input.landlord_user_id ?? null },
      'create',
    );
    if (uc.scope.kind === 'company' && uc.scope.propertyIds && uc.caller.kind === 'user')
      await addManagedProperty(tx, uc.caller.userId, created);
    return created;
  });
  const scope =
    uc.scope.kind === 'company' && uc.scope.propertyIds
      ? { ...uc.scope, propertyIds: [...uc.scope.propertyIds, id] }
      : uc.scope;
  return readProperty(uc.services.db, scope, id);
}
