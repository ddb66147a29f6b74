import type { TFurnishedStatus, TRentalType, TRoomType } from '@sewa/domain/properties/enums';
import {
  priceSen,
  type TPropertySearchErrors,
  validatePriceRange,
} from '../../../shared/listings/property-search';
import type { TListingFilters } from './search-query';

// The filters panel holds text (prices in RM as typed); these convert between it and the filters.

export const ANY = 'any';

export type TFiltersForm = {
  location: string;
  type: string;
  rental_type: string;
  room_type: string;
  min_price: string;
  max_price: string;
  bedrooms: string;
  furnished: string;
  gender: string;
};

const ringgit = (sen: number | undefined) =>
  sen === undefined ? '' : sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2);

export function formOf(filters: TListingFilters): TFiltersForm {
  return {
    location: filters.location ?? '',
    type: filters.type ?? ANY,
    rental_type: filters.rental_type ?? ANY,
    room_type: filters.room_type ?? ANY,
    min_price: ringgit(filters.min_price),
    max_price: ringgit(filters.max_price),
    bedrooms: filters.bedrooms === undefined ? ANY : String(filters.bedrooms),
    furnished: filters.furnished ?? ANY,
    gender: filters.gender ?? ANY,
  };
}

export type TFiltersErrors = TPropertySearchErrors;

/** The same price checks as the homepage search (one rule for both forms). */
export const validateFilters = (form: TFiltersForm): TFiltersErrors =>
  validatePriceRange(form.min_price, form.max_price);

const chosen = <T extends string>(value: string): T | undefined =>
  value === ANY || value === '' ? undefined : (value as T);

/** A valid form → filters; a new search always starts on page 1 and keeps the chosen sort. */
export function filtersOf(form: TFiltersForm, sort: TListingFilters['sort']): TListingFilters {
  const rentalType = chosen<TRentalType>(form.rental_type);
  return {
    location: form.location.trim().replace(/\s+/g, ' ') || undefined,
    type: chosen(form.type),
    rental_type: rentalType,
    room_type: rentalType === 'whole_unit' ? undefined : chosen<TRoomType>(form.room_type),
    min_price: priceSen(form.min_price) ?? undefined,
    max_price: priceSen(form.max_price) ?? undefined,
    bedrooms: chosen(form.bedrooms) === undefined ? undefined : Number(form.bedrooms),
    furnished: chosen<TFurnishedStatus>(form.furnished),
    gender: chosen(form.gender),
    sort,
    page: 1,
  };
}
