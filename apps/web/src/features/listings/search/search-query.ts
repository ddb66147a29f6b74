import {
  FURNISHED_STATUSES,
  PROPERTY_TYPES,
  RESIDENT_TYPES,
  ROOM_TYPES,
  SEARCH_SORTS,
  type TFurnishedStatus,
  type TPropertyType,
  type TResidentType,
} from '@sewa/domain/properties/enums';
import type { ZSearchPropertiesInput } from '@sewa/domain/properties/public-schemas';
import type { z } from 'zod';

// /propertylist reads the homepage's query keys (location, resident_type, room_type, rental_type,
// min_price, max_price in sen, bedrooms, furnished, gender) plus property_type, sort, page. Values are the
// domain's codes, as the search call takes them; kebab-case and short forms ('whole-unit', 'fully') of
// older links are accepted too. This file is the one translation between the URL and the call.

/** The payload of public-search-properties, as its schema outputs it. */
export type TSearchPayload = z.output<typeof ZSearchPropertiesInput>;

/** What the list screen filters by, in domain codes. `type` is either a resident type or a property type. */
export type TListingFilters = Omit<TSearchPayload, 'resident_type' | 'property_type' | 'page_size'> & {
  type?: TResidentType | TPropertyType;
};

// The server answers the unfiltered first page in /propertylist itself, for this input (newest, page 1, this
// size: apps/server/src/web/seo.ts): change both together.
export const SEARCH_PAGE_SIZE = 12;
/** The map view's page: the search call's maximum. */
export const MAP_PAGE_SIZE = 50;
export const MAX_BEDROOMS = 30;

// The router parses "80000" to a number and "Mont Kiara" to a string; treat every value as text first.
const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().replace(/\s+/g, ' ');
  return trimmed === '' ? undefined : trimmed;
};

const snake = (value: string) => value.toLowerCase().replace(/-/g, '_');
const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | undefined => {
  const s = text(value);
  return s !== undefined && (allowed as readonly string[]).includes(snake(s)) ? (snake(s) as T) : undefined;
};

const wholeNumber = (value: unknown, max: number): number | undefined => {
  const s = text(value);
  if (s === undefined || !/^\d+$/.test(s)) return undefined;
  const n = Number(s);
  return n <= max ? n : undefined;
};

const FURNISHED_ALIASES: Record<string, TFurnishedStatus> = {
  fully: 'fully_furnished',
  partially: 'partially_furnished',
  unfurnished: 'unfurnished',
};
const MAX_PRICE_SEN = 100_000_000;

/** Query string values (as the router hands them over) → filters; anything unknown is ignored. */
export function filtersFromQuery(query: Readonly<Record<string, unknown>>): TListingFilters {
  const furnishedText = text(query.furnished);
  const gender = oneOf(query.gender, ['male', 'female', 'others'] as const);
  let minPrice = wholeNumber(query.min_price, MAX_PRICE_SEN);
  let maxPrice = wholeNumber(query.max_price, MAX_PRICE_SEN);
  // A swapped range is what the visitor meant, not an error page.
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const rentalType = oneOf(query.rental_type, ['whole_unit', 'room'] as const);
  return {
    location: text(query.location)?.slice(0, 100),
    // A single property type is the narrower filter; older links carried it under resident_type.
    type:
      oneOf(query.property_type, PROPERTY_TYPES) ??
      oneOf(query.resident_type, [...RESIDENT_TYPES, ...PROPERTY_TYPES]),
    rental_type: rentalType,
    // Whole units have no room type (the homepage drops it too).
    room_type: rentalType === 'whole_unit' ? undefined : oneOf(query.room_type, ROOM_TYPES),
    min_price: minPrice,
    max_price: maxPrice,
    bedrooms: wholeNumber(query.bedrooms, MAX_BEDROOMS),
    furnished: furnishedText
      ? (FURNISHED_ALIASES[furnishedText] ?? oneOf(furnishedText, FURNISHED_STATUSES))
      : undefined,
    gender,
    sort: oneOf(query.sort, SEARCH_SORTS) ?? 'newest',
    page: Math.max(1, wholeNumber(query.page, 10_000) ?? 1),
  };
}

const isResidentType = (value: string): value is TResidentType =>
  (RESIDENT_TYPES as readonly string[]).includes(value);

/** Filters → the search call's payload. */
export function searchPayloadOf(filters: TListingFilters, pageSize = SEARCH_PAGE_SIZE): TSearchPayload {
  const { type, page, sort, ...rest } = filters;
  const payload: TSearchPayload = { ...rest, sort, page, page_size: pageSize };
  if (type && isResidentType(type)) payload.resident_type = type;
  else if (type) payload.property_type = type;
  return dropEmpty(payload);
}

export type TListingQuery = Partial<Record<string, string | number>>;

/**
 * Filters → the /propertylist query, with the keys and codes the homepage writes, so every link to the
 * list reads the same. Defaults (newest, page 1) are left out; numbers stay numbers (the router keeps
 * them bare).
 */
export function queryOf(filters: TListingFilters): TListingQuery {
  const type = filters.type;
  return dropEmpty({
    location: filters.location,
    resident_type: type && isResidentType(type) ? type : undefined,
    property_type: type && !isResidentType(type) ? type : undefined,
    rental_type: filters.rental_type,
    room_type: filters.room_type,
    min_price: filters.min_price,
    max_price: filters.max_price,
    bedrooms: filters.bedrooms,
    furnished: filters.furnished,
    gender: filters.gender,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
    page: filters.page > 1 ? filters.page : undefined,
  });
}

function dropEmpty<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;
}

/** How many filters (not sort or page) are set: the badge on the filters button. */
export const activeFilterCount = (filters: TListingFilters): number =>
  (
    [
      'location',
      'type',
      'rental_type',
      'room_type',
      'min_price',
      'max_price',
      'bedrooms',
      'furnished',
      'gender',
    ] as const
  ).filter((key) => filters[key] !== undefined).length;
