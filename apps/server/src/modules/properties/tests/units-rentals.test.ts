import type { TListPropertiesOutput, TProperty, TRental, TRoom, TUnit, TUnitDetail } from '@sewa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../testing/statements';
import { code, ok, propertiesSuite, propertyInput, publishedListing, roomInput, unitInput } from './fixtures';

const fx = propertiesSuite();
let property: TProperty;
beforeAll(async () => {
  property = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
});

describe('units', () => {
  it('creates, reads, lists and updates units for the owner and the team', async () => {
    const unit = await ok<TUnit>(
      fx,
      'user-create-unit',
      unitInput(property.id, { unit_number: 'A-10-1' }),
      fx.tokens.team,
    );
    expect(unit).toMatchObject({
      property_id: property.id,
      company_id: fx.company.id,
      unit_number: 'A-10-1',
      room_count: 0,
    });
    const updated = await ok<TUnit>(
      fx,
      'user-update-unit',
      { ...unitInput(property.id), id: unit.id, unit_number: 'A-10-2', bedrooms: 4 },
      fx.tokens.owner,
    );
    expect([updated.unit_number, updated.bedrooms]).toEqual(['A-10-2', 4]);
    const page = await ok<{ items: TUnit[]; total: number }>(
      fx,
      'user-list-units',
      { property_id: property.id },
      fx.tokens.owner,
    );
    expect(page.items.map((u) => u.id)).toContain(unit.id);
    const detail = await ok<TUnitDetail>(fx, 'user-get-unit', { id: unit.id }, fx.tokens.owner);
    expect(detail.property).toEqual({ id: property.id, name: property.name, status: 'draft' });
  });

  it('keeps unit numbers unique per property and block (101), ignoring case', async () => {
    await ok(
      fx,
      'user-create-unit',
      unitInput(property.id, { unit_number: 'B-1', block: 'B' }),
      fx.tokens.owner,
    );
    const res = await fx.t.call(
      'user-create-unit',
      unitInput(property.id, { unit_number: 'b-1', block: 'b' }),
      { token: fx.tokens.owner },
    );
    expect([res.status_code, res.errors?.unit_number]).toEqual([
      101,
      'This unit number is already used in this property.',
    ]);
    await ok(
      fx,
      'user-create-unit',
      unitInput(property.id, { unit_number: 'B-1', block: 'C' }),
      fx.tokens.owner,
    );
  });

  it('applies 101, 102 and 103 to unit calls', async () => {
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(property.id), fx.tokens.owner);
    const bad = await fx.t.call(
      'user-create-unit',
      unitInput(property.id, { rental_type: 'bed', bedrooms: -1 }),
      { token: fx.tokens.owner },
    );
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['bedrooms', 'rental_type']);
    expect(await code(fx, 'user-create-unit', unitInput(property.id), fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-get-unit', { id: unit.id }, fx.tokens.other)).toBe(102);
    expect(
      await code(fx, 'user-update-unit', { ...unitInput(property.id), id: unit.id }, fx.tokens.other),
    ).toBe(102);
    expect(await code(fx, 'user-list-units', { property_id: property.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-create-unit', unitInput(property.id), fx.tokens.outsider)).toBe(103);
    expect(
      await code(fx, 'user-update-unit', { ...unitInput(property.id), id: unit.id }, fx.tokens.landlord),
    ).toBe(103);
    expect(await code(fx, 'user-get-unit', { id: unit.id }, fx.tokens.tenant)).toBe(103);
  });
});

describe('unit list counts (issue 15)', () => {
  it('counts each unit’s own rooms and available rentals, for the operator and the admin', async () => {
    const own = await ok<TProperty>(fx, 'user-create-property', propertyInput(), fx.tokens.owner);
    const byRoom = await ok<TUnit>(
      fx,
      'user-create-unit',
      unitInput(own.id, { rental_type: 'room' }),
      fx.tokens.owner,
    );
    const empty = await ok<TUnit>(fx, 'user-create-unit', unitInput(own.id), fx.tokens.owner);
    for (const title of ['Master Room', 'Small Room']) {
      const room = await ok<TRoom>(fx, 'user-create-room', roomInput(byRoom.id, { title }), fx.tokens.owner);
      await ok(
        fx,
        'user-create-rental',
        { unit_id: byRoom.id, room_id: room.id, monthly_rent_sen: 90_000, available_from: '2026-04-01' },
        fx.tokens.owner,
      );
    }
    const counts = (page: { items: TUnit[] }) =>
      page.items.map((u) => [u.id, u.room_count, u.available_rental_count]);
    const expected = [
      [byRoom.id, 2, 2],
      [empty.id, 0, 0],
    ].sort((a, b) => a[0]! - b[0]!);
    for (const [name, token] of [
      ['user-list-units', fx.tokens.owner],
      ['admin-list-units', fx.tokens.admin],
    ] as const) {
      const page = await ok<{ items: TUnit[] }>(fx, name, { property_id: own.id }, token);
      expect(
        counts(page).sort((a, b) => a[0]! - b[0]!),
        name,
      ).toEqual(expected);
    }

    // Both counts are correlated on the listed unit's own id (indexed by unit_id), not a bare "id".
    const unitCounter = statementCounter(fx.db);
    try {
      const sent = await unitCounter.statements(() =>
        ok(fx, 'user-list-units', { property_id: own.id }, fx.tokens.owner),
      );
      const page = sent.find((s) => /from "units"/.test(s) && /order by/i.test(s)) ?? '';
      expect(page).toMatch(/from "rooms" x where x\.unit_id = "units"\."id"/);
      expect(page).toMatch(/from "rentals" r\s+where r\.unit_id = "units"\."id"/);
    } finally {
      unitCounter.restore();
    }

    // The property lists: the same rentals, counted once per row (one aggregate gives the count and the
    // lowest price), and the total taken from the tab counts rather than counted again.
    const counter = statementCounter(fx.db);
    try {
      for (const [name, token] of [
        ['user-list-properties', fx.tokens.owner],
        ['admin-list-properties', fx.tokens.admin],
      ] as const) {
        let list: TListPropertiesOutput | undefined;
        const sent = await counter.statements(async () => {
          const res = await fx.t.call(name, { search: own.name, page_size: 100 } as never, { token });
          expect(res.status_code, name).toBe(100);
          list = res as unknown as TListPropertiesOutput;
        });
        const item = list?.data.items.find((p) => p.id === own.id);
        expect(item, name).toMatchObject({
          unit_count: 2,
          available_rental_count: 2,
          price_from_sen: 90_000,
        });
        expect(list?.data.total, name).toBe(
          Object.values(list?.status_counts ?? {}).reduce((sum, n) => sum + n, 0),
        );
        const page = sent.filter((s) => /from "properties"/.test(s) && /order by/i.test(s));
        expect(page, name).toHaveLength(1);
        expect(page[0]?.match(/from rentals/g), name).toHaveLength(1);
        // The page and the tab counts (plus what the envelope itself sends).
        expect(
          sent.filter((s) => /from "properties"/.test(s)),
          name,
        ).toHaveLength(2);
      }
    } finally {
      counter.restore();
    }
  });
});

describe('rooms', () => {
  it('adds rooms to a unit let by room, lists and edits them', async () => {
    const unit = await ok<TUnit>(
      fx,
      'user-create-unit',
      unitInput(property.id, { rental_type: 'room' }),
      fx.tokens.owner,
    );
    const room = await ok<TRoom>(fx, 'user-create-room', roomInput(unit.id), fx.tokens.owner);
    expect(room).toMatchObject({
      unit_id: unit.id,
      property_id: property.id,
      title: 'Master Room',
      rental: null,
    });
    const edited = await ok<TRoom>(
      fx,
      'user-update-room',
      { ...roomInput(unit.id), id: room.id, title: 'Master Room (en-suite)', gender_preference: 'female' },
      fx.tokens.team,
    );
    expect([edited.title, edited.gender_preference]).toEqual(['Master Room (en-suite)', 'female']);
    const list = await ok<{ items: TRoom[]; total: number }>(
      fx,
      'user-list-rooms',
      { unit_id: unit.id },
      fx.tokens.owner,
    );
    expect(list.total).toBe(1);
    expect(
      await code(fx, 'user-create-room', roomInput(unit.id, { room_type: 'attic' }), fx.tokens.owner),
    ).toBe(101);
    expect(await code(fx, 'user-create-room', roomInput(unit.id), fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-update-room', { ...roomInput(unit.id), id: room.id }, fx.tokens.other)).toBe(
      102,
    );
    expect(await code(fx, 'user-list-rooms', { unit_id: unit.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-create-room', roomInput(unit.id), fx.tokens.outsider)).toBe(103);
  });
});

describe('rentals (add-rental)', () => {
  it('puts a whole unit up for rent with computed move-in totals', async () => {
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(property.id), fx.tokens.owner);
    const rental = await ok<TRental>(
      fx,
      'user-create-rental',
      {
        unit_id: unit.id,
        monthly_rent_sen: 180_000,
        available_from: '2026-04-01',
        move_in_costs: {
          first_month_rent: 180_000,
          security_deposit: 360_000,
          utility_deposit: 90_000,
          access_card_deposit: 10_000,
          agreement_fee: 25_050,
        },
      },
      fx.tokens.owner,
    );
    expect(rental).toMatchObject({
      rental_type: 'whole_unit',
      room_id: null,
      status: 'available',
      move_in_total_sen: 665_050,
      deposit_total_sen: 460_000,
    });
    expect(rental.move_in_costs.last_month_rent).toBe(0);
    expect((await ok<TRental>(fx, 'user-get-rental', { id: rental.id }, fx.tokens.owner)).id).toBe(rental.id);
    // One open rental per unit.
    const twice = await fx.t.call(
      'user-create-rental',
      { unit_id: unit.id, monthly_rent_sen: 100_000, available_from: '2026-04-01' },
      { token: fx.tokens.owner },
    );
    expect([twice.status_code, twice.errors?.unit_id]).toEqual([
      101,
      'This unit or room already has an open rental.',
    ]);
    const unitDetail = await ok<TUnitDetail>(fx, 'user-get-unit', { id: unit.id }, fx.tokens.owner);
    expect(unitDetail.rentals.map((r) => r.id)).toEqual([rental.id]);
  });

  it('needs a room for units let by room, and refuses one for whole units', async () => {
    const whole = await ok<TUnit>(fx, 'user-create-unit', unitInput(property.id), fx.tokens.owner);
    const byRoom = await ok<TUnit>(
      fx,
      'user-create-unit',
      unitInput(property.id, { rental_type: 'room' }),
      fx.tokens.owner,
    );
    const room = await ok<TRoom>(fx, 'user-create-room', roomInput(byRoom.id), fx.tokens.owner);
    const base = { monthly_rent_sen: 70_000, available_from: '2026-04-01' };
    const noRoom = await fx.t.call(
      'user-create-rental',
      { ...base, unit_id: byRoom.id },
      { token: fx.tokens.owner },
    );
    expect(noRoom.errors?.room_id).toBe('This unit is rented by room: choose a room.');
    const withRoom = await fx.t.call(
      'user-create-rental',
      { ...base, unit_id: whole.id, room_id: room.id },
      { token: fx.tokens.owner },
    );
    expect(withRoom.errors?.room_id).toBe('This unit is rented as a whole unit: do not choose a room.');
    const rental = await ok<TRental>(
      fx,
      'user-create-rental',
      { ...base, unit_id: byRoom.id, room_id: room.id },
      fx.tokens.owner,
    );
    expect(rental.rental_type).toBe('room');
    const rooms = await ok<{ items: TRoom[] }>(
      fx,
      'user-list-rooms',
      { unit_id: byRoom.id },
      fx.tokens.owner,
    );
    expect(rooms.items[0]?.rental?.id).toBe(rental.id);
    // With an open rental, the unit cannot switch how it is let.
    expect(
      await code(
        fx,
        'user-update-unit',
        { ...unitInput(property.id), id: byRoom.id, unit_number: byRoom.unit_number },
        fx.tokens.owner,
      ),
    ).toBe(104);
  });

  it('withdraws and reopens a rental, and applies 101, 102 and 103', async () => {
    const unit = await ok<TUnit>(fx, 'user-create-unit', unitInput(property.id), fx.tokens.owner);
    const base = { monthly_rent_sen: 100_000, available_from: '2026-05-01' };
    const first = await ok<TRental>(fx, 'user-create-rental', { ...base, unit_id: unit.id }, fx.tokens.owner);
    await ok(fx, 'user-update-rental', { ...base, id: first.id, status: 'withdrawn' }, fx.tokens.owner);
    const second = await ok<TRental>(
      fx,
      'user-create-rental',
      { ...base, unit_id: unit.id },
      fx.tokens.owner,
    );
    const reopen = await fx.t.call(
      'user-update-rental',
      { ...base, id: first.id, status: 'available' },
      { token: fx.tokens.owner },
    );
    expect(reopen.status_code).toBe(101);
    expect(second.status).toBe('available');
    expect(
      await code(
        fx,
        'user-create-rental',
        { ...base, unit_id: unit.id, monthly_rent_sen: 50 },
        fx.tokens.owner,
      ),
    ).toBe(101);
    expect(
      await code(
        fx,
        'user-create-rental',
        { ...base, unit_id: unit.id, available_from: '2026-02-30' },
        fx.tokens.owner,
      ),
    ).toBe(101);
    expect(
      await code(
        fx,
        'user-create-rental',
        { ...base, unit_id: unit.id, move_in_costs: { security_deposit: -5 } },
        fx.tokens.owner,
      ),
    ).toBe(101);
    expect(await code(fx, 'user-create-rental', { ...base, unit_id: unit.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-update-rental', { ...base, id: second.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-get-rental', { id: second.id }, fx.tokens.other)).toBe(102);
    expect(await code(fx, 'user-create-rental', { ...base, unit_id: unit.id }, fx.tokens.outsider)).toBe(103);
    expect(await code(fx, 'user-create-rental', { ...base, unit_id: unit.id }, fx.tokens.landlord)).toBe(103);
  });

  it('locks a booked rental against edits (104)', async () => {
    const { rental } = await publishedListing(fx);
    const { rentals } = await import('@sewa/db');
    const { eq } = await import('drizzle-orm');
    await fx.db.update(rentals).set({ status: 'booked' }).where(eq(rentals.id, rental.id));
    expect(
      await code(
        fx,
        'user-update-rental',
        { id: rental.id, monthly_rent_sen: 1000, available_from: '2026-01-01' },
        fx.tokens.owner,
      ),
    ).toBe(104);
  });
});
