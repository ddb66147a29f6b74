import type { TListPropertiesOutput, TProperty, TUnit, TUnitDetail } from '@sewa/domain';
import { describe, expect, it } from 'vitest';
import { code, ok, propertiesSuite, propertyInput, publishedListing, unitInput } from './fixtures';

const fx = propertiesSuite();

describe('landlord', () => {
  it('proposes a property that arrives as a draft for its operator, and adds units to it', async () => {
    const proposed = await ok<TProperty>(
      fx,
      'user-propose-property',
      propertyInput({ name: 'My Terrace' }),
      fx.tokens.landlord,
    );
    expect(proposed).toMatchObject({
      status: 'draft',
      company_id: fx.company.id,
      landlord_user_id: fx.landlord.id,
      available_actions: [],
    });
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(proposed.id), fx.tokens.landlord);
    expect((await ok<TUnitDetail>(fx, 'user-get-unit', { id: unit.id }, fx.tokens.landlord)).id).toBe(
      unit.id,
    );
    // The operator finds it in its drafts.
    const drafts = await ok<TListPropertiesOutput['data']>(
      fx,
      'user-list-properties',
      { status: 'draft' },
      fx.tokens.owner,
    );
    expect(drafts.items.find((i) => i.id === proposed.id)?.landlord_name).toBeTruthy();
    // Only landlords propose; a landlord cannot run the workflow or edit the property itself.
    expect(await code(fx, 'user-propose-property', propertyInput(), fx.tokens.owner)).toBe(103);
    expect(await code(fx, 'user-submit-listing', { id: proposed.id }, fx.tokens.landlord)).toBe(103);
    expect(
      await code(fx, 'user-update-property', { id: proposed.id, ...propertyInput() }, fx.tokens.landlord),
    ).toBe(103);
    expect(
      await code(fx, 'user-propose-property', propertyInput({ type: 'igloo' }), fx.tokens.landlord),
    ).toBe(101);
  });

  it('lists only its own properties, and cannot touch others (102) or published ones (104)', async () => {
    const owned = await publishedListing(fx, {
      property: { landlord_user_id: fx.landlord.id, name: 'Owned Tower' },
    });
    const notOwned = await publishedListing(fx, { property: { name: 'Not Owned' } });
    const mine = await ok<TListPropertiesOutput['data']>(
      fx,
      'user-list-landlord-properties',
      {},
      fx.tokens.landlord,
    );
    const names = mine.items.map((i) => i.name);
    expect(names).toContain('Owned Tower');
    expect(names).not.toContain('Not Owned');
    const published = await ok<TListPropertiesOutput['data']>(
      fx,
      'user-list-landlord-properties',
      { status: 'published' },
      fx.tokens.landlord,
    );
    expect(published.items.map((i) => i.name)).toEqual(['Owned Tower']);
    expect(await code(fx, 'user-get-property', { id: notOwned.property.id }, fx.tokens.landlord)).toBe(102);
    expect(await code(fx, 'user-get-property', { id: owned.property.id }, fx.tokens.otherLandlord)).toBe(102);
    expect(await code(fx, 'user-create-unit', unitInput(owned.property.id), fx.tokens.landlord)).toBe(104);
    expect(await code(fx, 'user-list-landlord-properties', {}, fx.tokens.owner)).toBe(103);
    expect(await code(fx, 'user-list-landlord-properties', {}, fx.tokens.tenant)).toBe(103);
  });
});

describe('admin', () => {
  it('lists every company, filters by company, reads and edits any property, unit and room', async () => {
    const a = await publishedListing(fx, { property: { name: 'Admin Sees A' } });
    const b = await publishedListing(fx, { property: { name: 'Admin Sees B' }, token: fx.tokens.other });
    const all = await ok<TListPropertiesOutput['data']>(
      fx,
      'admin-list-properties',
      { search: 'admin sees' },
      fx.tokens.admin,
    );
    expect(all.items.map((i) => i.name).sort()).toEqual(['Admin Sees A', 'Admin Sees B']);
    const onlyB = await ok<TListPropertiesOutput['data']>(
      fx,
      'admin-list-properties',
      { company_id: fx.otherCompany.id, search: 'admin sees' },
      fx.tokens.admin,
    );
    expect(onlyB.items.map((i) => i.id)).toEqual([b.property.id]);
    const got = await ok<TProperty>(fx, 'admin-get-property', { id: b.property.id }, fx.tokens.admin);
    expect(got.available_actions).toEqual([]);
    const edited = await ok<TProperty>(
      fx,
      'admin-update-property',
      { id: a.property.id, ...propertyInput({ name: 'Admin Renamed' }) },
      fx.tokens.admin,
    );
    expect(edited.name).toBe('Admin Renamed');
    const unit = await ok<TUnit>(
      fx,
      'admin-update-unit',
      { ...unitInput(a.property.id), id: a.unit.id, unit_number: 'Z-1' },
      fx.tokens.admin,
    );
    expect(unit.unit_number).toBe('Z-1');
    const units = await ok<{ items: TUnit[] }>(
      fx,
      'admin-list-units',
      { property_id: b.property.id },
      fx.tokens.admin,
    );
    expect(units.items).toHaveLength(1);
    expect((await ok<TUnitDetail>(fx, 'admin-get-unit', { id: b.unit.id }, fx.tokens.admin)).id).toBe(
      b.unit.id,
    );
    const byRoom = await ok<TUnit>(
      fx,
      'user-create-unit',
      unitInput(b.property.id, { rental_type: 'room' }),
      fx.tokens.other,
    );
    const room = await ok<{ id: number }>(
      fx,
      'user-create-room',
      {
        unit_id: byRoom.id,
        title: 'Master',
        room_type: 'master',
        furnished: 'unfurnished',
        bathroom_type: 'private',
      },
      fx.tokens.other,
    );
    const rooms = await ok<{ items: { id: number }[] }>(
      fx,
      'admin-list-rooms',
      { unit_id: byRoom.id },
      fx.tokens.admin,
    );
    expect(rooms.items.map((r) => r.id)).toEqual([room.id]);
    const roomEdit = await ok<{ title: string }>(
      fx,
      'admin-update-room',
      {
        id: room.id,
        title: 'Big Master',
        room_type: 'master',
        furnished: 'unfurnished',
        bathroom_type: 'private',
      },
      fx.tokens.admin,
    );
    expect(roomEdit.title).toBe('Big Master');
  });

  it('refuses operators (802), sub-admins without the privilege (103) and bad input (101)', async () => {
    for (const name of ['admin-list-properties', 'admin-get-property', 'admin-list-units']) {
      expect(await code(fx, name, { id: 1, property_id: 1 }, fx.tokens.owner)).toBe(802);
      expect(await code(fx, name, { id: 1, property_id: 1 }, fx.tokens.subAdmin)).toBe(103);
    }
    expect(await code(fx, 'admin-get-property', { id: 0 }, fx.tokens.admin)).toBe(101);
    expect(await code(fx, 'admin-get-property', { id: 987_654 }, fx.tokens.admin)).toBe(102);
    expect(await code(fx, 'admin-update-room', { id: 1 }, fx.tokens.admin)).toBe(101);
  });
});
