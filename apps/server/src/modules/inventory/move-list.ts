import type { TDbExecutor } from '@sewa/db';
import { inventoryListTransition, type TInventoryListAction, type TInventoryListStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { findList, findListRow, setBookingSnagStatus, type TListRecord, updateList } from './repository';

// One move of an inventory list (send, revise, agree, reject), in the caller's transaction: the row
// locked within the caller's scope (102), the machine's word (104 illegal, 103 wrong actor), the new
// state with the move's own values, the history, the audit, and the booking's snag status for a
// check-in list of a tenancy that came from a booking.

/** Locks the list and asks the machine; the move's target state. */
export async function lockForMove(
  tx: TDbExecutor,
  uc: TUseCase,
  listId: number,
  action: TInventoryListAction,
) {
  const list = await findList(tx, uc.scope, listId, true);
  if (!list) throw notFound();
  const to = mustTransition(
    inventoryListTransition(list.status as TInventoryListStatus, action, actorOf(uc)),
  );
  return { list, to };
}

export async function applyMove(
  tx: TDbExecutor,
  uc: TUseCase,
  move: { list: TListRecord; to: TInventoryListStatus; action: TInventoryListAction; at: Date },
  values: Partial<TListRecord> = {},
) {
  const { list, to, action, at } = move;
  const updated = await updateList(tx, list.id, { ...values, status: to, updatedAt: at });
  await recordTransition(tx, {
    companyId: list.companyId,
    subjectType: 'inventory_list',
    subjectId: list.id,
    action,
    from: list.status,
    to,
    uc,
    at,
  });
  await audit(tx, uc, { companyId: list.companyId, action, entity: 'inventory_list', entityId: list.id });
  const row = await findListRow(tx, list.id);
  // The booking's snag status follows its tenancy's check-in list: pending, agreed, rejected.
  if (list.kind === 'check_in' && row.tenancyBookingId !== null)
    await setBookingSnagStatus(tx, row.tenancyBookingId, to, at);
  return { list: updated, row };
}
