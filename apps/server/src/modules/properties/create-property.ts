import type { TProperty, ZCreatePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { readProperty } from './get-property';
import { assertManager } from './guards';
import { insertDraft } from './insert-draft';
import { isCompanyLandlord } from './repository';

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
    return insertDraft(
      tx,
      uc,
      input,
      { companyId, landlordUserId: input.landlord_user_id ?? null },
      'create',
    );
  });
  return readProperty(uc.services.db, uc.scope, id);
}
