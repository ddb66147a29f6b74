import { auditLog, inventoryItems } from '@sewa/db';
import { makeProperty, makeRoom, makeSubOperator, makeTeamMember, makeUnit } from '@sewa/db/testing';
import { pngFile } from '@sewa/domain/testing/png';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { code, fetchFile, makePlace, ok, type TTestApp, tokenOf, useInventoryApp } from './inventory-kit';

// A unit's and its rooms' items (property-inventory, room-inventory, add-…-items, edit-inventory-items):
// catalogue and custom items, photos, and the company's property reach.

let t: TTestApp;
useInventoryApp((app) => {
  t = app;
});

type TItem = {
  id: number;
  unit_id: number;
  room_id: number | null;
  catalogue_key: string | null;
  name: string;
  quantity: number;
  condition: string;
  remarks: string | null;
  photos: { file_id: number; url: string }[];
};
type TPlaceView = {
  property_name: string;
  unit_name: string;
  room_id: number | null;
  room_name: string | null;
  rooms: { id: number; name: string; item_count: number }[];
  items: TItem[];
};

describe('user-get-inventory-place', () => {
  it("gives the unit's common items or one room's, with the rooms and their counts", async () => {
    const place = await makePlace(t);
    const token = place.operatorToken;
    const unit = await ok<TPlaceView>(t, 'user-get-inventory-place', { unit_id: place.unit.id }, { token });
    expect(unit).toMatchObject({
      property_name: place.property.name,
      unit_name: place.unit.unitNumber,
      room_id: null,
      room_name: null,
      rooms: [
        { id: place.roomA.id, name: 'Room A', item_count: 1 },
        { id: place.roomB.id, name: 'Room B', item_count: 1 },
      ],
    });
    expect(unit.items.map((i) => i.name)).toEqual(['Sofa', 'Television']);
    const room = await ok<TPlaceView>(t, 'user-get-inventory-place', { room_id: place.roomA.id }, { token });
    expect(room).toMatchObject({ room_id: place.roomA.id, room_name: 'Room A' });
    expect(room.items.map((i) => i.name)).toEqual(['Bed frame']);

    // Neither: 101; a room of another unit: 101; another company's unit or room: 102.
    expect(await code(t, 'user-get-inventory-place', {}, { token })).toBe(101);
    const other = await makePlace(t);
    expect(
      await code(
        t,
        'user-get-inventory-place',
        { unit_id: place.unit.id, room_id: other.roomA.id },
        { token },
      ),
    ).toBe(102);
    for (const input of [{ unit_id: other.unit.id }, { room_id: other.roomA.id }])
      expect(await code(t, 'user-get-inventory-place', input, { token })).toBe(102);
  });

  it('refuses a room of another unit of the same company (room-not-in-unit)', async () => {
    const place = await makePlace(t);
    const unit2 = await makeUnit(t.database.db, place.property);
    const room2 = await makeRoom(t.database.db, unit2);
    const res = await t.call(
      'user-add-inventory-items',
      {
        unit_id: place.unit.id,
        room_id: room2.id,
        items: [{ catalogue_key: 'lamp', quantity: 1, condition: 'good' }],
      },
      { token: place.operatorToken },
    );
    expect(res.status_code).toBe(101);
    expect(res.errors).toEqual({ room_id: 'Choose a room of this unit.' });
  });
});

describe('user-add-inventory-items', () => {
  it('adds catalogue items by key (English label as name) and custom ones by name', async () => {
    const place = await makePlace(t);
    const added = await ok<TItem[]>(
      t,
      'user-add-inventory-items',
      {
        unit_id: place.unit.id,
        room_id: place.roomB.id,
        items: [
          { catalogue_key: 'air_conditioner', quantity: 2, condition: 'good' },
          { name: 'Bean bag', quantity: 1, condition: 'fair', remarks: 'Faded' },
        ],
      },
      { token: place.operatorToken },
    );
    expect(added).toMatchObject([
      { room_id: place.roomB.id, catalogue_key: 'air_conditioner', name: 'Air conditioner', quantity: 2 },
      { room_id: place.roomB.id, catalogue_key: null, name: 'Bean bag', condition: 'fair', remarks: 'Faded' },
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inventory_item'), eq(auditLog.companyId, place.company.id)));
    expect(audits).toHaveLength(1);
  });

  it('refuses bad items field by field (101), in both languages', async () => {
    const place = await makePlace(t);
    const token = place.operatorToken;
    const errors = async (items: object, lang: 'en' | 'cn' = 'en') =>
      (await t.call('user-add-inventory-items', { unit_id: place.unit.id, items }, { token, lang })).errors;
    expect(await errors([{ quantity: 1, condition: 'good' }])).toEqual({
      'items.0.name': expect.any(String),
    });
    expect(await errors([{ name: 'X', quantity: 0, condition: 'good' }])).toHaveProperty('items.0.quantity');
    expect(await errors([{ name: 'X', quantity: 1, condition: 'shiny' }], 'cn')).toEqual({
      'items.0.condition': '此值不在允许的选项中。',
    });
    expect(await errors([{ catalogue_key: 'spaceship', quantity: 1, condition: 'good' }])).toHaveProperty(
      'items.0.catalogue_key',
    );
    expect(await errors([])).toHaveProperty('items');
    // Another company's unit: 102.
    const other = await makePlace(t);
    expect(
      await code(
        t,
        'user-add-inventory-items',
        { unit_id: other.unit.id, items: [{ name: 'X', quantity: 1, condition: 'good' }] },
        { token },
      ),
    ).toBe(102);
  });
});

describe('one item', () => {
  it('reads, updates with photos, removes photos and deletes, within the company only', async () => {
    const place = await makePlace(t);
    const token = place.operatorToken;
    const id = place.items.sofa.id;
    expect(await ok<TItem>(t, 'user-get-inventory-item', { inventory_item_id: id }, { token })).toMatchObject(
      {
        id,
        name: 'Sofa',
        catalogue_key: 'sofa',
        photos: [],
      },
    );

    const updated = await ok<TItem>(
      t,
      'user-update-inventory-item',
      {
        inventory_item_id: id,
        name: 'Sofa',
        quantity: 2,
        condition: 'fair',
        remarks: 'Stain on the left cushion',
        photos: [pngFile(320, 240, 'a.png'), pngFile(320, 240, 'b.png')],
      },
      { token },
    );
    expect(updated).toMatchObject({ quantity: 2, condition: 'fair', catalogue_key: 'sofa' });
    expect(updated.photos).toHaveLength(2);
    // The photos are private: the company reads them, the public and another company do not.
    const other = await makePlace(t);
    expect((await fetchFile(t, updated.photos[0]!.url, token)).statusCode).toBe(200);
    expect((await fetchFile(t, updated.photos[0]!.url)).statusCode).toBe(404);
    expect((await fetchFile(t, updated.photos[0]!.url, other.operatorToken)).statusCode).toBe(404);

    // Renamed, it becomes a custom item; one photo dropped.
    const renamed = await ok<TItem>(
      t,
      'user-update-inventory-item',
      {
        inventory_item_id: id,
        name: 'Leather sofa',
        quantity: 2,
        condition: 'fair',
        remove_photo_ids: JSON.stringify([updated.photos[0]!.file_id]),
      },
      { token },
    );
    expect(renamed).toMatchObject({ name: 'Leather sofa', catalogue_key: null, remarks: null });
    expect(renamed.photos.map((p) => p.file_id)).toEqual([updated.photos[1]!.file_id]);

    // At most six photos.
    const tooMany = await t.call(
      'user-update-inventory-item',
      {
        inventory_item_id: id,
        name: 'Leather sofa',
        quantity: 2,
        condition: 'fair',
        photos: Array.from({ length: 6 }, (_, i) => pngFile(100, 100, `${i}.png`)),
      },
      { token },
    );
    expect(tooMany.status_code).toBe(101);

    for (const name of ['user-get-inventory-item', 'user-delete-inventory-item'])
      expect(await code(t, name, { inventory_item_id: id }, { token: other.operatorToken })).toBe(102);
    expect(
      await code(
        t,
        'user-update-inventory-item',
        { inventory_item_id: id, name: 'X', quantity: 1, condition: 'good' },
        { token: other.operatorToken },
      ),
    ).toBe(102);

    expect(await code(t, 'user-delete-inventory-item', { inventory_item_id: id }, { token })).toBe(100);
    expect(await t.database.db.select().from(inventoryItems).where(eq(inventoryItems.id, id))).toEqual([]);
    expect(await code(t, 'user-get-inventory-item', { inventory_item_id: id }, { token })).toBe(102);
  });

  it("needs the 'properties' privilege and the property within a sub-operator's reach", async () => {
    const place = await makePlace(t);
    const db = t.database.db;
    const lister = await makeTeamMember(db, place.company.id, place.operator.id, ['inventory-list']);
    const keeper = await makeTeamMember(db, place.company.id, place.operator.id, ['properties']);
    const input = { unit_id: place.unit.id };
    expect(await code(t, 'user-get-inventory-place', input, { token: await tokenOf(t, lister) })).toBe(103);
    expect(await code(t, 'user-get-inventory-place', input, { token: await tokenOf(t, keeper) })).toBe(100);
    // A sub-operator managing another property of the company does not reach this one's items.
    const elsewhere = await makeProperty(db, { companyId: place.company.id });
    const sub = await makeSubOperator(db, place.company, ['properties'], {
      managedPropertyIds: [elsewhere.id],
    });
    const subToken = await tokenOf(t, sub.user);
    const item = { inventory_item_id: place.items.sofa.id };
    expect(await code(t, 'user-get-inventory-item', item, { token: subToken })).toBe(102);
    expect(await code(t, 'user-get-inventory-place', input, { token: subToken })).toBe(102);
  });
});
