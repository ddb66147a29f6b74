import type { TSearchItem, TSearchPage } from '@sewa/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { statementCounter } from '../../../testing/statements';
import { code, ok, propertiesSuite, publishedListing, unitInput } from './fixtures';

const fx = propertiesSuite();
let pj: Awaited<ReturnType<typeof publishedListing>>;
let penang: Awaited<ReturnType<typeof publishedListing>>;
let shop: Awaited<ReturnType<typeof publishedListing>>;
let roomRentals: { master: number; small: number };

beforeAll(async () => {
  pj = await publishedListing(fx, {
    property: {
      name: 'Damansara Utama Court',
      street: '3 Jalan SS 21/37',
      postcode: '47400',
      city: 'Petaling Jaya',
      state: 'Selangor',
    },
    unit: { bedrooms: 2, furnished: 'partially_furnished', gender_preference: 'female' },
    rentSen: 120_000,
  });
  penang = await publishedListing(fx, {
    property: {
      name: 'Gurney Bay Residence',
      street: '1 Persiaran Gurney',
      postcode: '10250',
      city: 'George Town',
      state: 'Penang',
      type: 'serviced_apartment',
    },
    unit: { bedrooms: 4 },
    rentSen: 320_000,
  });
  shop = await publishedListing(fx, {
    property: {
      name: 'Jalan Tebrau Shoplot',
      street: '150 Jalan Tebrau',
      postcode: '80300',
      city: 'Johor Bahru',
      state: 'Johor',
      type: 'shop',
    },
    unit: { bedrooms: 0, furnished: 'unfurnished' },
    rentSen: 250_000,
    token: fx.tokens.other,
  });
  // A Kuala Lumpur unit let by room: two rooms with their own prices.
  const { property, unit } = await publishedListing(fx, {
    unit: { rental_type: 'whole_unit' },
    rentSen: 200_000,
  });
  const byRoom = await ok<{ id: number }>(
    fx,
    'user-create-unit',
    unitInput(property.id, { rental_type: 'room', unit_number: 'R-1' }),
    fx.tokens.owner,
  );
  const master = await ok<{ id: number }>(
    fx,
    'user-create-room',
    {
      unit_id: byRoom.id,
      title: 'Master',
      room_type: 'master',
      furnished: 'fully_furnished',
      bathroom_type: 'private',
    },
    fx.tokens.owner,
  );
  const small = await ok<{ id: number }>(
    fx,
    'user-create-room',
    {
      unit_id: byRoom.id,
      title: 'Small',
      room_type: 'small',
      furnished: 'fully_furnished',
      bathroom_type: 'shared',
      gender_preference: 'male',
    },
    fx.tokens.owner,
  );
  const m = await ok<{ id: number }>(
    fx,
    'user-create-rental',
    { unit_id: byRoom.id, room_id: master.id, monthly_rent_sen: 90_000, available_from: '2026-02-01' },
    fx.tokens.owner,
  );
  const s = await ok<{ id: number }>(
    fx,
    'user-create-rental',
    { unit_id: byRoom.id, room_id: small.id, monthly_rent_sen: 55_000, available_from: '2026-02-01' },
    fx.tokens.owner,
  );
  roomRentals = { master: m.id, small: s.id };
  void unit;
});

const search = async (filters: Record<string, unknown> = {}) =>
  ok<TSearchPage>(fx, 'public-search-properties', filters);
const rentalIds = (page: TSearchPage) => page.items.map((i) => i.rental_id).sort((a, b) => a - b);

describe('public-search-properties', () => {
  it('returns every available rental of published properties, with what a card shows', async () => {
    const all = await search();
    expect(all.total).toBe(6);
    const item = all.items.find((i) => i.rental_id === pj.rental.id) as TSearchItem;
    expect(item).toMatchObject({
      property_id: pj.property.id,
      name: 'Damansara Utama Court',
      address: '3 Jalan SS 21/37',
      city: 'Petaling Jaya',
      state: 'Selangor',
      price_sen: 120_000,
      rental_type: 'whole_unit',
      room_type: null,
      bedrooms: 2,
      gender_preference: 'female',
    });
    // The listing's one photo (a listing needs one to be submitted) is the card's picture.
    expect(item.cover_photo_url).toMatch(/^\/files\/\d+\/[0-9a-f]{32}\.png$/);
  });

  it('matches location by city, state, name or address, any case, by word beginnings and initials', async () => {
    for (const location of ['petaling jaya', 'PETALING', 'pj', 'Selangor', 'damansara utama', 'ss 21']) {
      expect(rentalIds(await search({ location })), location).toEqual([pj.rental.id]);
    }
    expect(rentalIds(await search({ location: 'georgetown' }))).toEqual([penang.rental.id]);
    expect(rentalIds(await search({ location: 'Penang' }))).toEqual([penang.rental.id]);
    expect((await search({ location: 'kuala lumpur' })).total).toBe(3);
    expect((await search({ location: 'KL' })).total).toBe(3);
    expect((await search({ location: 'Ipoh' })).total).toBe(0);
  });

  it('filters by price in sen, rental and room type, resident type and the more-filters', async () => {
    expect(rentalIds(await search({ min_price: 100_000, max_price: 150_000 }))).toEqual([pj.rental.id]);
    expect((await search({ rental_type: 'room' })).total).toBe(2);
    expect(rentalIds(await search({ room_type: 'master' }))).toEqual([roomRentals.master]);
    expect(rentalIds(await search({ resident_type: 'commercial' }))).toEqual([shop.rental.id]);
    expect((await search({ resident_type: 'residential' })).total).toBe(5);
    expect(rentalIds(await search({ property_type: 'serviced_apartment' }))).toEqual([penang.rental.id]);
    expect((await search({ property_type: 'shop', resident_type: 'residential' })).total).toBe(0);
    expect(rentalIds(await search({ bedrooms: 4 }))).toEqual([penang.rental.id]);
    expect(rentalIds(await search({ furnished: 'unfurnished' }))).toEqual([shop.rental.id]);
    // "female" sees listings for women or for all; not the male-only small room.
    const forWomen = rentalIds(await search({ gender: 'female' }));
    expect(forWomen).toContain(pj.rental.id);
    expect(forWomen).not.toContain(roomRentals.small);
    expect(rentalIds(await search({ gender: 'male', room_type: 'small' }))).toEqual([roomRentals.small]);
  });

  it('sorts newest first or by price, and paginates up to 50 per page', async () => {
    const asc = (await search({ sort: 'price_asc' })).items.map((i) => i.price_sen);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await search({ sort: 'price_desc' })).items.map((i) => i.price_sen);
    expect(desc).toEqual([...asc].reverse());
    const newest = (await search({ sort: 'newest' })).items.map((i) => i.rental_id);
    expect(newest[newest.length - 1]).toBe(pj.rental.id); // published first, same day: id breaks the tie
    const p1 = await search({ sort: 'price_asc', page: 1, page_size: 4 });
    const p2 = await search({ sort: 'price_asc', page: 2, page_size: 4 });
    expect([p1.items.length, p2.items.length, p1.total, p2.page, p2.page_size]).toEqual([4, 2, 6, 2, 4]);
    expect([...p1.items, ...p2.items].map((i) => i.price_sen)).toEqual(asc);
    const beyond = await search({ page: 3, page_size: 5 });
    expect([beyond.items.length, beyond.total]).toEqual([0, 6]);
  });

  it('refuses bad filters with 101', async () => {
    for (const bad of [
      { page_size: 51 },
      { min_price: -1 },
      { sort: 'cheapest' },
      { min_price: 500, max_price: 100 },
      { rental_type: 'tent' },
    ]) {
      expect(await code(fx, 'public-search-properties', bad), JSON.stringify(bad)).toBe(101);
    }
    const res = await fx.t.call('public-search-properties', { min_price: 500, max_price: 100 });
    expect(res.errors?.max_price).toBe('The maximum price must not be below the minimum price.');
  });

  it('follows the listing: unlisting, withdrawing and re-pricing show at once', async () => {
    await ok(fx, 'user-unlist-listing', { id: penang.property.id }, fx.tokens.owner);
    expect((await search({ location: 'penang' })).total).toBe(0);
    await ok(fx, 'user-publish-listing', { id: penang.property.id }, fx.tokens.owner);
    expect((await search({ location: 'penang' })).total).toBe(1);
    const base = { id: pj.rental.id, monthly_rent_sen: 130_000, available_from: '2026-03-01' };
    await ok(fx, 'user-update-rental', { ...base, status: 'withdrawn' }, fx.tokens.owner);
    expect((await search({ location: 'pj' })).total).toBe(0);
    await ok(fx, 'user-update-rental', base, fx.tokens.owner);
    expect((await search({ location: 'pj' })).items[0]?.price_sen).toBe(130_000);
    await ok(
      fx,
      'user-update-unit',
      { ...unitInput(pj.property.id, { bedrooms: 5 }), id: pj.unit.id, unit_number: pj.unit.unit_number },
      fx.tokens.owner,
    );
    expect(rentalIds(await search({ bedrooms: 5 }))).toEqual([pj.rental.id]);
  });

  it('runs the same number of queries whatever the page size (no N+1)', async () => {
    const counter = statementCounter(fx.db);
    try {
      const one = await counter.during(() => search({ page_size: 1 }));
      const five = await counter.during(() => search({ page_size: 5 })); // 6 results: both pages full
      expect(five).toBe(one);
      // replay guard + cache version (ADR 0016) + page ids + cards + total
      expect(five).toBeLessThanOrEqual(5);
      // A short page already tells the total: no count.
      expect(await counter.during(() => search({ page_size: 50 }))).toBe(one - 1);
      const list1 = await counter.during(() =>
        ok(fx, 'user-list-properties', { page_size: 1 }, fx.tokens.owner),
      );
      const list50 = await counter.during(() =>
        ok(fx, 'user-list-properties', { page_size: 100 }, fx.tokens.owner),
      );
      expect(list50).toBe(list1);
      const units1 = await counter.during(() =>
        ok(fx, 'user-list-units', { property_id: pj.property.id, page_size: 1 }, fx.tokens.owner),
      );
      const units50 = await counter.during(() =>
        ok(fx, 'user-list-units', { property_id: pj.property.id, page_size: 100 }, fx.tokens.owner),
      );
      expect(units50).toBe(units1);
      const admin1 = await counter.during(() =>
        ok(fx, 'admin-list-properties', { page_size: 1 }, fx.tokens.admin),
      );
      const admin50 = await counter.during(() =>
        ok(fx, 'admin-list-properties', { page_size: 100 }, fx.tokens.admin),
      );
      expect(admin50).toBe(admin1);
    } finally {
      counter.restore();
    }
  });
});
