import type { TInventoryListDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { lockAnswerableLine } from './list-guards';
import { listDetail, viewerOf } from './list-view';
import { updateLine, updateList } from './repository';

/** user-mark-inventory-list-item: the tenant, going through a pending list, marks a line "not to rate"
 * and/or leaves a remark on it. */
export async function markInventoryListItem(
  uc: TUseCase,
  input: { inventory_list_item_id: number; not_to_rate: boolean; tenant_remarks?: string },
): Promise<TInventoryListDetail> {
  const { db } = uc.services;
  const now = uc.services.now();
  const list = await db.transaction(async (tx) => {
    const { list, line } = await lockAnswerableLine(tx, uc.scope, input.inventory_list_item_id);
    await updateLine(tx, line.id, {
      notToRate: input.not_to_rate,
      tenantRemarks: input.tenant_remarks ?? null,
    });
    return updateList(tx, list.id, { updatedAt: now });
  });
  return listDetail(db, list, viewerOf(uc));
}
