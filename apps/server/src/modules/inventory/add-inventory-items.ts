import { catalogueItemName, type TInventoryCondition, type TInventoryItem } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { toItems } from './item-view';
import { resolvePlace } from './place';
import { insertItems } from './repository';

type TNewItemInput = {
  catalogue_key?: string;
  name?: string;
  quantity: number;
  condition: TInventoryCondition;
  remarks?: string;
};

/**
 * user-add-inventory-items (add-inventory-items and add-custom-items): catalogue items are stored with
 * their key and English label as name (screens translate the key), custom ones with the name typed.
 */
export async function addInventoryItems(
  uc: TUseCase,
  input: { unit_id: number; room_id?: number; items: TNewItemInput[] },
): Promise<TInventoryItem[]> {
  const { db } = uc.services;
  const now = uc.services.now();
  const created = await db.transaction(async (tx) => {
    const { property, unit, room } = await resolvePlace(tx, uc.scope, input);
    const rows = await insertItems(
      tx,
      input.items.map((i) => ({
        companyId: property.companyId,
        propertyId: property.id,
        unitId: unit.id,
        roomId: room?.id ?? null,
        catalogueKey: i.catalogue_key ?? null,
        name: i.catalogue_key ? catalogueItemName(i.catalogue_key) : i.name!,
        quantity: i.quantity,
        condition: i.condition,
        remarks: i.remarks ?? null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'create',
      entity: 'inventory_item',
      entityId: rows.map((r) => r.id).join(','),
      after: { unit_id: unit.id, room_id: room?.id ?? null, count: rows.length },
    });
    return rows;
  });
  return toItems(db, created);
}
