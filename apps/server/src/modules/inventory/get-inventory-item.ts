import type { TInventoryItem } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toItem } from './item-view';
import { findItem } from './repository';

/** user-get-inventory-item (edit-inventory-items): one item of the caller's reach. */
export async function getInventoryItem(
  uc: TUseCase,
  input: { inventory_item_id: number },
): Promise<TInventoryItem> {
  const item = await findItem(uc.services.db, uc.scope, input.inventory_item_id);
  if (!item) throw notFound();
  return toItem(uc.services.db, item);
}
