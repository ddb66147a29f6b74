import type { TInventoryListDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { listDetail, viewerOf } from './list-view';
import { applyMove, lockForMove } from './move-list';
import { noticeListTenant, tenantListNotice } from './notices';

/**
 * user-send-inventory-list (draft → pending) and user-revise-inventory-list (rejected → pending): the
 * operator's side hands the list to the tenant, who is told with a link to it.
 */
async function handToTenant(uc: TUseCase, listId: number, action: 'send' | 'revise') {
  const { db } = uc.services;
  const now = uc.services.now();
  const { list, after } = await db.transaction(async (tx) => {
    const move = await lockForMove(tx, uc, listId, action);
    const { list, row } = await applyMove(tx, uc, { ...move, action, at: now }, { sentAt: now });
    const after = await noticeListTenant(
      tx,
      uc.services,
      row.tenantUserId,
      tenantListNotice(list, row.propertyName, action === 'revise'),
      now,
    );
    return { list, after };
  });
  await after();
  return listDetail(db, list, viewerOf(uc));
}

export const sendInventoryList = (
  uc: TUseCase,
  input: { inventory_list_id: number },
): Promise<TInventoryListDetail> => handToTenant(uc, input.inventory_list_id, 'send');

export const reviseInventoryList = (
  uc: TUseCase,
  input: { inventory_list_id: number },
): Promise<TInventoryListDetail> => handToTenant(uc, input.inventory_list_id, 'revise');
