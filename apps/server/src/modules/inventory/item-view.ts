import type { TDbExecutor } from '@sewa/db';
import type { TInventoryCondition, TInventoryItem } from '@sewa/domain';
import { photoLinker } from './photos';
import type { TItemRecord } from './repository';

// A unit's or room's items as the screens show them, with their photos' links.

export async function toItems(db: TDbExecutor, items: TItemRecord[]): Promise<TInventoryItem[]> {
  const { links } = await photoLinker(
    db,
    items.flatMap((i) => i.photoFileIds),
  );
  return items.map((i) => ({
    id: i.id,
    unit_id: i.unitId,
    room_id: i.roomId,
    catalogue_key: i.catalogueKey,
    name: i.name,
    quantity: i.quantity,
    condition: i.condition as TInventoryCondition,
    remarks: i.remarks,
    photos: links(i.photoFileIds),
    updated_at: i.updatedAt.toISOString(),
  }));
}

export const toItem = async (db: TDbExecutor, item: TItemRecord) => (await toItems(db, [item]))[0]!;
