import type { TDbExecutor } from '@sewa/db';
import type { TSearchPage } from '@sewa/domain';
import { TtlLru } from '../../core/ttl-lru';
import { searchFilters, searchProperties, type TSearchInput } from './search-properties';
import { readSearchVersion } from './search-repository';

// The public search's short-lived cache (ADR 0016). Results are kept for about SEARCH_CACHE_TTL_MS under
// the normalised input AND the read model's version: `listing_search_version` is one row that every
// rebuild of the read model bumps inside its own transaction (refreshListingSearch), so a search reads the
// version (one primary-key lookup) and only reuses what was computed at that same version. A published,
// unlisted or re-priced listing changes the version when its transaction commits, whichever process
// made it, and the next search misses.

export const SEARCH_CACHE_TTL_MS = 30_000;
export const SEARCH_CACHE_MAX_ENTRIES = 500;

/**
 * How long one entry is kept: the TTL ± 25 %, drawn per entry. Entries made together (after a start, or
 * after a version bump empties the cache for every key) would otherwise expire together, and be remade
 * together every TTL after: a burst of uncached searches, each holding the event loop a few ms.
 */
export const entryLifetimeMs = (random: () => number = Math.random): number =>
  Math.round(SEARCH_CACHE_TTL_MS * (0.75 + 0.5 * random()));

type TCache = { lru: TtlLru<TSearchPage>; inFlight: Map<string, Promise<TSearchPage>> };

// One cache per database handle (tests open one database per file; the server has one).
const caches = new WeakMap<object, TCache>();
const cacheOf = (db: TDbExecutor): TCache => {
  let cache = caches.get(db);
  if (!cache) {
    cache = { lru: new TtlLru(SEARCH_CACHE_MAX_ENTRIES), inFlight: new Map() };
    caches.set(db, cache);
  }
  return cache;
};

/** The cache key: what the search depends on, after normalisation (the location as its query terms,
 * the resident type as property types), so "Kuala  Lumpur" and "kuala lumpur" share an entry. */
export const searchCacheKey = (input: TSearchInput): string =>
  JSON.stringify([searchFilters(input), input.page, input.page_size]);

/** public-search-properties through the cache. The version is read before the search runs, so an entry
 * never holds rows older than its version (read committed: later statements see at least as much).
 * Concurrent misses of the same key at the same version share one search: when a popular entry expires
 * under load, one search recomputes it instead of one per waiting visitor. Joining is as exact as a hit:
 * a caller that read version V after the search started saw no commit that the search could miss, or
 * it would have read a later version. */
export async function searchPropertiesCached(
  db: TDbExecutor,
  input: TSearchInput,
  now: () => number = Date.now,
): Promise<TSearchPage> {
  const version = await readSearchVersion(db);
  if (version === null) return searchProperties(db, input);
  const cache = cacheOf(db);
  const key = searchCacheKey(input);
  const hit = cache.lru.get(key, now(), version);
  if (hit) return hit;
  const flightKey = `${version}:${key}`;
  const running = cache.inFlight.get(flightKey);
  if (running) return running;
  const search = searchProperties(db, input)
    .then((computed) => {
      // Frozen: every hit hands out this one object, and the envelope sends a frozen `data` as bytes it
      // prepared once (http/constant-answer.ts), so a hit is not serialised or compressed again.
      const page = Object.freeze(computed);
      cache.lru.set(key, page, now() + entryLifetimeMs(), version);
      return page;
    })
    .finally(() => cache.inFlight.delete(flightKey));
  cache.inFlight.set(flightKey, search);
  return search;
}

/** For tests: how many entries the database's cache holds. */
export const searchCacheSize = (db: TDbExecutor): number => caches.get(db)?.lru.size ?? 0;
