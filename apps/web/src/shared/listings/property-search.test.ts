import { ZSearchPropertiesInput } from '@sewa/domain/properties/public-schemas';
import { describe, expect, it } from 'vitest';
import {
  buildPropertySearch,
  EMPTY_SEARCH,
  type TPropertySearchForm,
  validatePropertySearch,
} from './property-search';

const form = (values: Partial<TPropertySearchForm>): TPropertySearchForm => ({ ...EMPTY_SEARCH, ...values });
const issues = (values: Partial<TPropertySearchForm>) => validatePropertySearch(form(values));

describe('buildPropertySearch', () => {
  it('leaves out empty and "any" filters', () => {
    expect(buildPropertySearch(EMPTY_SEARCH)).toEqual({});
    expect(buildPropertySearch(form({ location: '   ' }))).toEqual({});
  });

  it('builds every key of the /propertylist query, prices in sen and bedrooms as a number', () => {
    expect(
      buildPropertySearch({
        location: '  Mont   Kiara ',
        resident_type: 'residential',
        rental_type: 'room',
        room_type: 'master',
        min_price: '800',
        max_price: '1,500.50',
        bedrooms: '3',
        furnished: 'fully_furnished',
        gender: 'female',
      }),
    ).toEqual({
      location: 'Mont Kiara',
      resident_type: 'residential',
      room_type: 'master',
      rental_type: 'room',
      min_price: 80_000,
      max_price: 150_050,
      bedrooms: 3,
      furnished: 'fully_furnished',
      gender: 'female',
    });
  });

  it('drops the room type when renting a whole unit', () => {
    expect(buildPropertySearch(form({ rental_type: 'whole_unit', room_type: 'small' }))).toEqual({
      rental_type: 'whole_unit',
    });
    expect(buildPropertySearch(form({ room_type: 'small' }))).toEqual({ room_type: 'small' });
  });

  it('ignores values that are not options', () => {
    expect(buildPropertySearch(form({ resident_type: 'condominium', bedrooms: '9', gender: 'x' }))).toEqual(
      {},
    );
  });
});

describe('the query contract with the listing module', () => {
  it('passes ZSearchPropertiesInput as the URL carries it (every value a string)', () => {
    const query = buildPropertySearch({
      location: 'Cheras',
      resident_type: 'commercial',
      rental_type: 'whole_unit',
      room_type: 'any',
      min_price: '1000',
      max_price: '2500',
      bedrooms: '5',
      furnished: 'partially_furnished',
      gender: 'others',
    });
    const asUrl = Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const parsed = ZSearchPropertiesInput.safeParse(asUrl);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toMatchObject({ ...query, sort: 'newest', page: 1 });
  });
});

describe('validatePropertySearch', () => {
  it('accepts empty and ordered prices', () => {
    expect(issues({})).toEqual({});
    expect(issues({ min_price: '500', max_price: '500' })).toEqual({});
  });

  it('refuses a minimum above the maximum and amounts that are not RM', () => {
    expect(issues({ min_price: '2000', max_price: '1000' })).toEqual({ max_price: 'price-order' });
    expect(issues({ min_price: '12.345' })).toEqual({ min_price: 'invalid-amount' });
  });
});
