import type { publicSearchProperties } from '@sewa/domain/properties/calls-public';
import { contractRef } from '../../app/api/contract-ref';
import { useCall } from '../../app/api/hooks';

// The search fields' placeholder suggests a place that has listings ("e.g. George Town"), never a fixed
// name that may have none. No call lists places: the suggestion is the city most of the newest listings
// are in, from the search the list page makes anyway.

/** The city most of `items` are in (the first of them on a tie); null when there are none. */
export function mostCommonCity(items: readonly { city: string }[]): string | null {
  const counts = new Map<string, number>();
  for (const { city } of items) {
    const name = city.trim();
    if (name) counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  // A Map keeps the order names were first seen in, so the first of a tie wins.
  let best: string | null = null;
  for (const [name, n] of counts) if (best === null || n > counts.get(best)!) best = name;
  return best;
}

const SEARCH = contractRef<typeof publicSearchProperties>('public-search-properties');

/**
 * The /propertylist page's own first search (no filters, newest, its page of 12): the homepage asks it
 * once and the list page then shows it from the cache; the server caches it too (docs/decisions/0016).
 */
export const NEWEST_LISTINGS = { sort: 'newest', page: 1, page_size: 12 } as const;

/** A city that has listings, for the homepage's search field; null until known (or when none are listed). */
export function useSuggestedPlace(): string | null {
  const query = useCall(SEARCH, NEWEST_LISTINGS, { staleTime: 5 * 60_000, retry: false });
  return mostCommonCity(query.data?.data.items ?? []);
}
