import type { TDbExecutor } from '@sewa/db';
import { INVENTORY_LIST_EDITABLE, type TInventoryListStatus } from '@sewa/domain';
import type { TScope } from '../../core/scope';
import { conflict, notFound } from '../../http/errors';
import { lockLine } from './repository';

// The line a change is about, with its list locked: found within the caller's scope (102), its list in
// a state that allows the change (104).

/** The operator changes lines while the list is a draft or has been rejected. */
export async function lockEditableLine(db: TDbExecutor, scope: TScope, lineId: number) {
  const found = await lockLine(db, scope, lineId);
  if (!found) throw notFound();
  if (!INVENTORY_LIST_EDITABLE.includes(found.list.status as TInventoryListStatus)) throw conflict();
  return found;
}

/** The tenant answers line by line while the list waits for their answer. */
export async function lockAnswerableLine(db: TDbExecutor, scope: TScope, lineId: number) {
  const found = await lockLine(db, scope, lineId);
  if (!found) throw notFound();
  if (found.list.status !== 'pending') throw conflict();
  return found;
}
