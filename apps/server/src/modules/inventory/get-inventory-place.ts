import type { ZInventoryPlace } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { toItems } from './item-view';
import { resolvePlace } from './place';
import { listPlaceItems, listRoomsWithItemCounts } from './repository';

/** user-get-inventory-place: a unit's common items (or one room's), and its rooms with their counts. */
export async function getInventoryPlace(
  uc: TUseCase,
  input: { unit_id?: number; room_id?: number },
): Promise<z.infer<typeof ZInventoryPlace>> {
  const { db } = uc.services;
  const { property, unit, room } = await resolvePlace(db, uc.scope, input);
  const [rooms, items] = await Promise.all([
    listRoomsWithItemCounts(db, unit.id),
    listPlaceItems(db, unit.id, room?.id ?? null),
  ]);
  return {
    property_id: property.id,
    property_name: property.name,
    unit_id: unit.id,
    unit_name: unit.unitNumber,
    room_id: room?.id ?? null,
    room_name: room?.title ?? null,
    rooms: rooms.map((r) => ({ id: r.id, name: r.name, item_count: r.itemCount })),
    items: await toItems(db, items),
  };
}
