import { type TPhoto, type TSearchPage, ZSearchPropertiesInput } from '@sewa/domain';
import { pngFile } from '@sewa/domain/testing/png';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { constantData } from '../../../http/constant-answer';
import { statementCounter } from '../../../testing/statements';
import {
  entryLifetimeMs,
  SEARCH_CACHE_TTL_MS,
  searchCacheKey,
  searchPropertiesCached,
} from '../search-cache';
import { readSearchVersion } from '../search-repository';
import { ok, propertiesSuite, publishedListing } from './fixtures';

// The public search's short-lived cache (ADR 0016): every test searches, changes a listing, and searches
// again with the very same input, so a stale entry would be served if invalidation were missing.

const fx = propertiesSuite();
let ipoh: Awaited<ReturnType<typeof publishedListing>>;

const IPOH = {
  name: 'Greentown Suites',
  street: '8 Jalan Sultan Idris Shah',
  postcode: '30000',
  city: 'Ipoh',
  state: 'Perak',
};

beforeAll(async () => {
  ipoh = await publishedListing(fx, { property: IPOH, rentSen: 150_000 });
});

const search = (filters: Record<string, unknown> = {}) =>
  ok<TSearchPage>(fx, 'public-search-properties', filters);
const prices = (page: TSearchPage) => page.items.map((i) => i.price_sen).sort((a, b) => a - b);

describe('public search cache', () => {
  it('keeps each entry the TTL ± 25 %, so entries made together do not all expire together', () => {
    expect(entryLifetimeMs(() => 0)).toBe(SEARCH_CACHE_TTL_MS * 0.75);
    expect(entryLifetimeMs(() => 0.5)).toBe(SEARCH_CACHE_TTL_MS);
    expect(entryLifetimeMs(() => 0.999)).toBeLessThan(SEARCH_CACHE_TTL_MS * 1.25);
  });

  it('answers a repeated search from the cache: one version read instead of the search', async () => {
    const counter = statementCounter(fx.db);
    try {
      const first = await counter.during(() => search({ location: 'ipoh', sort: 'price_asc' }));
      const again = await counter.during(() => search({ location: 'ipoh', sort: 'price_asc' }));
      // The search itself is page ids + cards (+ total); a hit is only the version read.
      expect(first - again).toBeGreaterThanOrEqual(2);
      // The same search written differently is the same entry.
      expect(await counter.during(() => search({ location: '  IPOH ', sort: 'price_asc' }))).toBe(again);
    } finally {
      counter.restore();
    }
  });

  it('runs one search for concurrent misses of the same key, and they all get its page', async () => {
    // Straight to the use case: eight callers whose version reads all come before any search starts.
    const input = ZSearchPropertiesInput.parse({ location: 'ipoh', sort: 'newest' });
    const counter = statementCounter(fx.db);
    try {
      let pages: TSearchPage[] = [];
      const eight = await counter.during(async () => {
        pages = await Promise.all(Array.from({ length: 8 }, () => searchPropertiesCached(fx.db, input)));
      });
      const other = ZSearchPropertiesInput.parse({ location: 'ipoh', sort: 'price_desc' });
      const one = await counter.during(() => searchPropertiesCached(fx.db, other));
      const hit = await counter.during(() => searchPropertiesCached(fx.db, other));
      // One miss and seven callers that cost what a hit costs: the search's statements ran once.
      expect(one).toBeGreaterThan(hit);
      expect(eight).toBe(one + 7 * hit);
      for (const page of pages) expect(page).toBe(pages[0]);
      // One frozen object, so the envelope sends it as an answer it prepared once (not serialised again).
      expect(constantData({ data: pages[0] })).toBe(pages[0]);
    } finally {
      counter.restore();
    }
  });

  it('normalises the key: location words, not their spelling; page and size count', () => {
    const base = { sort: 'newest', page: 1, page_size: 20 } as const;
    expect(searchCacheKey({ ...base, location: 'Kuala  Lumpur' })).toBe(
      searchCacheKey({ ...base, location: 'kuala lumpur' }),
    );
    expect(searchCacheKey({ ...base, page: 2 })).not.toBe(searchCacheKey(base));
    expect(searchCacheKey({ ...base, page_size: 10 })).not.toBe(searchCacheKey(base));
  });

  it('shows a newly published listing on the next search', async () => {
    expect(prices(await search({ location: 'ipoh' }))).toEqual([150_000]);
    await publishedListing(fx, { property: { ...IPOH, name: 'Ipoh Garden Residence' }, rentSen: 95_000 });
    expect(prices(await search({ location: 'ipoh' }))).toEqual([95_000, 150_000]);
  });

  it('drops an unlisted listing on the next search, and brings it back when republished', async () => {
    const q = { location: 'greentown' };
    expect((await search(q)).total).toBe(1);
    await ok(fx, 'user-unlist-listing', { id: ipoh.property.id }, fx.tokens.owner);
    expect((await search(q)).total).toBe(0);
    await ok(fx, 'user-publish-listing', { id: ipoh.property.id }, fx.tokens.owner);
    expect((await search(q)).total).toBe(1);
  });

  it('shows a re-priced listing at its new price on the next search', async () => {
    const q = { location: 'greentown', sort: 'price_desc' };
    expect(prices(await search(q))).toEqual([150_000]);
    await ok(
      fx,
      'user-update-rental',
      { id: ipoh.rental.id, monthly_rent_sen: 175_000, available_from: '2026-03-01' },
      fx.tokens.owner,
    );
    expect(prices(await search(q))).toEqual([175_000]);
  });

  it('shows a new cover photo on the next search', async () => {
    const q = { location: 'greentown', page_size: 10 };
    const before = (await search(q)).items[0]?.cover_photo_url;
    const [cover] = await ok<TPhoto[]>(
      fx,
      'user-upload-property-photos',
      { property_id: ipoh.property.id, is_cover: true, photos: pngFile(1290, 720, 'front.png') },
      fx.tokens.owner,
    );
    expect(cover?.url).not.toBe(before);
    expect((await search(q)).items[0]?.cover_photo_url).toBe(cover?.url);
  });

  it('follows a change committed by another process: the version in the database, not a signal here', async () => {
    const q = { location: 'greentown', page_size: 5 };
    expect((await search(q)).total).toBe(1);
    const before = await readSearchVersion(fx.db);
    // What another server process's transaction does: rewrite the read model, bump the version.
    await fx.db.transaction(async (tx) => {
      await tx.execute(sql`delete from listing_search where rental_id = ${ipoh.rental.id}`);
      await tx.execute(sql`update listing_search_version set version = version + 1 where id = 1`);
    });
    expect(await readSearchVersion(fx.db)).not.toBe(before);
    expect((await search(q)).total).toBe(0);
  });
});
