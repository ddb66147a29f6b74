import type { ZRestrictUserInput } from '@sewa/domain';
import type { z } from 'zod';
import { companyOf } from '../../../core/scope';
import { audit, type TUseCase } from '../../../core/use-case';
import { notFound } from '../../../http/errors';
import {
  companyPropertyIds,
  deleteRestrictions,
  findRestrictable,
  insertRestrictions,
  restrictionsOf,
} from './repository';
import { restrictionView } from './views';

/**
 * user-restrict-user (product §2.2 restriction management): `property_ids` is the full set of the
 * company's properties the user is kept from (empty clears them). The user is a tenant linked to the
 * company, one of its sub-operators or contractors; anyone else, and another company's property, is
 * not found (102). From the user's next call those properties do not exist for them.
 */
export async function restrictUser(uc: TUseCase, input: z.output<typeof ZRestrictUserInput>) {
  const companyId = companyOf(uc.scope);
  const now = uc.services.now();
  const items = await uc.services.db.transaction(async (tx) => {
    const user = await findRestrictable(tx, companyId, input.user_id);
    if (!user) throw notFound();
    const wanted = input.property_ids;
    if ((await companyPropertyIds(tx, companyId, wanted)).length !== wanted.length) throw notFound();
    const before = (await restrictionsOf(tx, companyId, user.id)).map((r) => r.restriction.propertyId);
    await deleteRestrictions(
      tx,
      companyId,
      user.id,
      before.filter((id) => !wanted.includes(id)),
    );
    await insertRestrictions(
      tx,
      wanted
        .filter((id) => !before.includes(id))
        .map((propertyId) => ({
          companyId,
          userId: user.id,
          propertyId,
          reason: input.reason ?? null,
          createdByUserId: uc.caller.kind === 'user' ? uc.caller.userId : null,
          createdAt: now,
        })),
    );
    await audit(tx, uc, {
      companyId,
      action: 'restrict',
      entity: 'user',
      entityId: user.id,
      before: { property_ids: before },
      after: { property_ids: wanted },
    });
    return restrictionsOf(tx, companyId, user.id);
  });
  return { user_id: input.user_id, items: items.map(restrictionView) };
}
