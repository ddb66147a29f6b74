// Deep import: the homepage is in the entry chunk, and the domain barrel would bring phone metadata along.

import { FURNISHED_STATUSES, RENTAL_TYPES, RESIDENT_TYPES, ROOM_TYPES } from '@sewa/domain/properties/enums';
import { parseMoneyToSen } from '@sewa/format/money';

// The homepage search of product §2.1. It only builds the /propertylist query; option values are the
// listing module's vocabularies, so the query passes its ZSearchPropertiesInput unchanged.

export { FURNISHED_STATUSES, RENTAL_TYPES, RESIDENT_TYPES, ROOM_TYPES };
/** "At least this many" bedrooms. */
export const BEDROOM_OPTIONS = ['1', '2', '3', '4', '5'] as const;
/** The search matches listings open to this gender (their own preference or "all"). */
export const GENDER_OPTIONS = ['male', 'female', 'others'] as const;

/** The select value for "no filter" (also what links and older URLs may carry; buildPropertySearch drops it). */
export const ANY = 'any';

export const PROPERTY_SEARCH_KEYS = [
  'location',
  'resident_type',
  'room_type',
  'rental_type',
  'min_price',
  'max_price',
  'bedrooms',
  'furnished',
  'gender',
] as const;

export type TPropertySearchForm = {
  location: string;
  resident_type: string;
  rental_type: string;
  room_type: string;
  /** Typed in RM; the query carries sen. */
  min_price: string;
  max_price: string;
  bedrooms: string;
  furnished: string;
  gender: string;
};

export const EMPTY_SEARCH: TPropertySearchForm = {
  location: '',
  resident_type: ANY,
  rental_type: ANY,
  room_type: ANY,
  min_price: '',
  max_price: '',
  bedrooms: ANY,
  furnished: ANY,
  gender: ANY,
};

/** Filters behind the "more filters" toggle. */
export const MORE_FILTER_KEYS = ['bedrooms', 'furnished', 'gender'] as const;

export type TPropertySearchQuery = {
  location?: string;
  resident_type?: string;
  room_type?: string;
  rental_type?: string;
  min_price?: number;
  max_price?: number;
  bedrooms?: number;
  furnished?: string;
  gender?: string;
};

/** A typed rent (RM) in sen: undefined when empty, null when not a valid amount. */
export const priceSen = (text: string): number | null | undefined => {
  if (text.trim() === '') return undefined;
  const sen = parseMoneyToSen(text);
  return sen === null || sen < 0 ? null : sen;
};

export type TPriceError = 'invalid-amount' | 'price-order';
export type TPropertySearchErrors = Partial<Record<'min_price' | 'max_price', TPriceError>>;

/** Minimum and maximum rent as typed (RM): each a valid amount, and the minimum not above the maximum. */
export function validatePriceRange(minText: string, maxText: string): TPropertySearchErrors {
  const errors: TPropertySearchErrors = {};
  const min = priceSen(minText);
  const max = priceSen(maxText);
  if (min === null) errors.min_price = 'invalid-amount';
  if (max === null) errors.max_price = 'invalid-amount';
  if (typeof min === 'number' && typeof max === 'number' && min > max) errors.max_price = 'price-order';
  return errors;
}

/** Price checks of the homepage form; messages are keys of public:home.search. Nothing else can be wrong. */
export const validatePropertySearch = (values: TPropertySearchForm): TPropertySearchErrors =>
  validatePriceRange(values.min_price, values.max_price);

const chosen = (value: string, allowed: readonly string[]): string | undefined =>
  allowed.includes(value) ? value : undefined;

/**
 * Form values → the /propertylist search params. Empty and "any" filters are left out, prices become
 * sen, and a room type only applies when renting a room (or when the rental type is open).
 */
export function buildPropertySearch(values: TPropertySearchForm): TPropertySearchQuery {
  const rentalType = chosen(values.rental_type, RENTAL_TYPES);
  const query: TPropertySearchQuery = {
    location: values.location.trim().replace(/\s+/g, ' ') || undefined,
    resident_type: chosen(values.resident_type, RESIDENT_TYPES),
    rental_type: rentalType,
    room_type: rentalType === 'whole_unit' ? undefined : chosen(values.room_type, ROOM_TYPES),
    min_price: priceSen(values.min_price) ?? undefined,
    max_price: priceSen(values.max_price) ?? undefined,
    bedrooms: chosen(values.bedrooms, BEDROOM_OPTIONS) ? Number(values.bedrooms) : undefined,
    furnished: chosen(values.furnished, FURNISHED_STATUSES),
    gender: chosen(values.gender, GENDER_OPTIONS),
  };
  return Object.fromEntries(
    PROPERTY_SEARCH_KEYS.filter((key) => query[key] !== undefined).map((key) => [key, query[key]]),
  ) as TPropertySearchQuery;
}
