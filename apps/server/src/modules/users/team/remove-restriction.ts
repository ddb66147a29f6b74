import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import { deleteRestriction, findRestriction } from './repository';

/** user-remove-restriction: lifts one restriction of the company (another company's is 102). */
export async function removeRestriction(uc: TUseCase, id: number): Promise<{ id: number }> {
  const companyId = companyOf(uc.scope);
  await uc.services.db.transaction(async (tx) => {
    const found = await findRestriction(tx, companyId, id);
    if (!found) throw notFound();
    await deleteRestriction(tx, companyId, id);
    await audit(tx, uc, {
      companyId,
      action: 'unrestrict',
      entity: 'user',
      entityId: found.userId,
      before: { restriction_id: id, property_id: found.propertyId },
    });
  });
  return { id };
}
