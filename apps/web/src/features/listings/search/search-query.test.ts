import { describe, expect, it } from 'vitest';
import { buildPropertySearch, EMPTY_SEARCH } from '../../../shared/listings/property-search';
import { activeFilterCount, filtersFromQuery, queryOf, searchPayloadOf } from './search-query';

describe('/propertylist query → search call', () => {
  it('reads what the homepage search writes', () => {
    const homepage = buildPropertySearch({
      ...EMPTY_SEARCH,
      location: ' Mont   Kiara ',
      resident_type: 'residential',
      rental_type: 'room',
      room_type: 'master',
      min_price: '800',
      max_price: '1500.5',
      bedrooms: '3',
      furnished: 'fully_furnished',
      gender: 'female',
    });
    const filters = filtersFromQuery(homepage);
    expect(searchPayloadOf(filters)).toEqual({
      location: 'Mont Kiara',
      resident_type: 'residential',
      rental_type: 'room',
      room_type: 'master',
      min_price: 80000,
      max_price: 150050,
      bedrooms: 3,
      furnished: 'fully_furnished',
      gender: 'female',
      sort: 'newest',
      page: 1,
      page_size: 12,
    });
  });

  it('still reads the older kebab-case links', () => {
    const filters = filtersFromQuery({
      resident_type: 'serviced-apartment',
      rental_type: 'whole-unit',
      furnished: 'fully',
    });
    expect(searchPayloadOf(filters)).toMatchObject({
      property_type: 'serviced_apartment',
      rental_type: 'whole_unit',
      furnished: 'fully_furnished',
    });
  });

  it('takes the values as the router parses them (numbers for digits) and as strings', () => {
    const a = filtersFromQuery({
      min_price: 50000,
      max_price: '90000',
      bedrooms: 2,
      page: '3',
      location: 1234,
    });
    expect(a).toMatchObject({ min_price: 50000, max_price: 90000, bedrooms: 2, page: 3, location: '1234' });
  });

  it('sends residential and commercial as resident_type, a single type as property_type', () => {
    expect(searchPayloadOf(filtersFromQuery({ resident_type: 'commercial' }))).toMatchObject({
      resident_type: 'commercial',
    });
    expect(searchPayloadOf(filtersFromQuery({ property_type: 'semi_d' }))).toMatchObject({
      property_type: 'semi_d',
    });
    expect(searchPayloadOf(filtersFromQuery({ property_type: 'semi_d' }))).not.toHaveProperty(
      'resident_type',
    );
  });

  it('ignores what it does not know instead of failing the search', () => {
    const filters = filtersFromQuery({
      resident_type: 'castle',
      furnished: 'very',
      gender: 'all',
      min_price: '-5',
      bedrooms: '99',
      sort: 'cheapest',
      page: '0',
      room_type: 'attic',
    });
    expect(searchPayloadOf(filters)).toEqual({ sort: 'newest', page: 1, page_size: 12 });
  });

  it('drops the room type of a whole unit and swaps a reversed price range', () => {
    const filters = filtersFromQuery({
      rental_type: 'whole-unit',
      room_type: 'master',
      min_price: 300000,
      max_price: 100000,
    });
    expect(filters).toMatchObject({
      rental_type: 'whole_unit',
      room_type: undefined,
      min_price: 100000,
      max_price: 300000,
    });
  });

  it('writes filters back with the homepage keys and codes, leaving defaults out', () => {
    const filters = filtersFromQuery({
      location: 'Penang',
      property_type: 'serviced_apartment',
      rental_type: 'whole_unit',
      furnished: 'partially_furnished',
      max_price: 200000,
      sort: 'price_asc',
      page: 2,
    });
    expect(queryOf(filters)).toEqual({
      location: 'Penang',
      property_type: 'serviced_apartment',
      rental_type: 'whole_unit',
      furnished: 'partially_furnished',
      max_price: 200000,
      sort: 'price_asc',
      page: 2,
    });
    expect(queryOf({ ...filters, type: 'commercial' })).toMatchObject({ resident_type: 'commercial' });
    expect(queryOf({ ...filters, sort: 'newest', page: 1 })).not.toHaveProperty('sort');
    // The round trip is stable: reading what was written gives the same filters.
    expect(filtersFromQuery(queryOf(filters))).toEqual(filters);
  });

  it('counts the filters that narrow the results (not sort or page)', () => {
    expect(activeFilterCount(filtersFromQuery({ sort: 'price_desc', page: 4 }))).toBe(0);
    expect(activeFilterCount(filtersFromQuery({ location: 'KL', bedrooms: 2, gender: 'male' }))).toBe(3);
  });
});
