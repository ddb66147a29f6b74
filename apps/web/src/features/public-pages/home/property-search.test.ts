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
        resident_type: 'condominium',
        rental_type: 'room',
        room_type: 'master',
        min_price: '800',
        max_price: '1,500.50',
        bedrooms: '3',
        furnished: 'fully',
        gender: 'female',
      }),
    ).toEqual({
      location: 'Mont Kiara',
      resident_type: 'condominium',
      room_type: 'master',
      rental_type: 'room',
      min_price: 80_000,
      max_price: 150_050,
      bedrooms: 3,
      furnished: 'fully',
      gender: 'female',
    });
  });

  it('drops the room type when renting a whole unit', () => {
    expect(buildPropertySearch(form({ rental_type: 'whole-unit', room_type: 'small' }))).toEqual({
      rental_type: 'whole-unit',
    });
    expect(buildPropertySearch(form({ room_type: 'small' }))).toEqual({ room_type: 'small' });
  });

  it('ignores values that are not options', () => {
    expect(buildPropertySearch(form({ resident_type: 'castle', bedrooms: '9', gender: 'x' }))).toEqual({});
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
