import type { TDbExecutor } from '@sewa/db';
import { propertyTypesOf, queryTerms, type TSearchPage, type ZSearchPropertiesInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import { toSearchItem } from './mappers';
import { searchListings, type TSearchFilters } from './search-repository';

export type TSearchInput = z.output<typeof ZSearchPropertiesInput>;

export function searchFilters(input: TSearchInput, companyId?: number): TSearchFilters {
  let propertyTypes = input.resident_type ? propertyTypesOf(input.resident_type) : undefined;
  if (input.property_type) {
    propertyTypes =
      !propertyTypes || propertyTypes.includes(input.property_type) ? [input.property_type] : [];
  }
  return {
    terms: queryTerms(input.location),
    propertyTypes,
    roomType: input.room_type,
    // A room type only exists on room rentals.
    rentalType: input.room_type ? 'room' : input.rental_type,
    minPrice: input.min_price,
    maxPrice: input.max_price,
    bedrooms: input.bedrooms,
    furnished: input.furnished,
    gender: input.gender,
    companyId,
    sort: input.sort,
  };
}

/** public-search-properties: published, available rentals matching the filters; two queries. */
export async function searchProperties(
  db: TDbExecutor,
  input: TSearchInput,
  companyId?: number,
): Promise<TSearchPage> {
  const { rows, total, isTotalCapped } = await searchListings(
    db,
    searchFilters(input, companyId),
    pageWindow(input),
  );
  return { ...pageOut(rows.map(toSearchItem), total, input), is_total_capped: isTotalCapped };
}
