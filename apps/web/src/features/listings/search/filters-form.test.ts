import { describe, expect, it } from 'vitest';
import { ANY, filtersOf, formOf, validateFilters } from './filters-form';
import { filtersFromQuery, queryOf } from './search-query';

describe('filters panel', () => {
  it('shows applied filters with prices in RM', () => {
    const form = formOf(
      filtersFromQuery({ min_price: 80000, max_price: 150050, bedrooms: 2, rental_type: 'room' }),
    );
    expect(form).toMatchObject({
      min_price: '800',
      max_price: '1500.50',
      bedrooms: '2',
      rental_type: 'room',
      furnished: ANY,
    });
  });

  it('turns the panel into the /propertylist query, back on page 1 with the sort kept', () => {
    const form = {
      ...formOf(filtersFromQuery({})),
      location: '  Johor   Bahru ',
      type: 'residential',
      rental_type: 'room',
      room_type: 'middle',
      min_price: '600',
      max_price: '1,200.50',
      gender: 'male',
    };
    expect(queryOf(filtersOf(form, 'price_desc'))).toEqual({
      location: 'Johor Bahru',
      resident_type: 'residential',
      rental_type: 'room',
      room_type: 'middle',
      min_price: 60000,
      max_price: 120050,
      gender: 'male',
      sort: 'price_desc',
    });
  });

  it('refuses an amount that is not money and a minimum above the maximum', () => {
    const base = formOf(filtersFromQuery({}));
    expect(validateFilters({ ...base, min_price: '12.345' })).toEqual({ min_price: 'invalid-amount' });
    expect(validateFilters({ ...base, min_price: '3000', max_price: '1000' })).toEqual({
      max_price: 'price-order',
    });
    expect(validateFilters({ ...base, min_price: '1000', max_price: '1000' })).toEqual({});
  });

  it('drops the room type when the whole unit is chosen', () => {
    const form = { ...formOf(filtersFromQuery({})), rental_type: 'whole_unit', room_type: 'master' };
    expect(filtersOf(form, 'newest')).toMatchObject({ rental_type: 'whole_unit', room_type: undefined });
  });
});
