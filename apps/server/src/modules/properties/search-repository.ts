import { files, fillListingSearchSql, listingSearch, listingSearchTerms, properties, rentals, rooms, type TDbExecutor, units } from '@sewa/db';
import type { TFurnishedStatus, TPropertyType, TRentalType, TRoomType, TSearchSort } from '@sewa/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';

// The public search's read model (listing_search) and the queries over it.

/** Rebuilds the search rows of one property: its available rentals while it is published, else none. */
export async function refreshListingSearch(db: TDbExecutor, propertyId: number, terms: string[]): Promise<void> {
  await db.delete(listingSearch).where(eq(listingSearch.propertyId, propertyId));
  await db.delete(listingSearchTerms).where(eq(listingSearchTerms.propertyId, propertyId));
  for (const statement of fillListingSearchSql(propertyId, terms)) await db.execute(statement);
}

export type TSearchFilters = {
  terms: string[];
  propertyTypes?: TPropertyType[];
  roomType?: TRoomType;
  rentalType?: TRentalType;
  minPrice?: number;
  maxPrice?: number;
  bedrooms?: number;
  furnished?: TFurnishedStatus;
  gender?: 'male' | 'female' | 'others';
  companyId?: number;
  sort: TSearchSort;
};

/** One semi-join per word: each is an index-only lookup of (term, property), which the planner can
 * merge-join or probe row by row while walking the date or price index. */
const hasTerm = (term: string) =>
  sql`exists (select 1 from ${listingSearchTerms} t
    where t.term = ${term} and t.property_id = ${listingSearch.propertyId})`;

function searchWhere(f: TSearchFilters): SQL | undefined {
  const s = listingSearch;
  return and(
    ...f.terms.map(hasTerm),
    f.propertyTypes ? inArray(s.propertyType, f.propertyTypes) : undefined,
    f.roomType ? eq(s.roomType, f.roomType) : undefined,
    f.rentalType ? eq(s.rentalType, f.rentalType) : undefined,
    f.minPrice !== undefined ? gte(s.priceSen, f.minPrice) : undefined,
    f.maxPrice !== undefined ? lte(s.priceSen, f.maxPrice) : undefined,
    f.bedrooms !== undefined ? gte(s.bedrooms, f.bedrooms) : undefined,
    f.furnished ? eq(s.furnished, f.furnished) : undefined,
    f.gender ? or(eq(s.genderPreference, f.gender), eq(s.genderPreference, 'all')) : undefined,
    f.companyId !== undefined ? eq(s.companyId, f.companyId) : undefined,
  );
}

const ORDER = {
  newest: [desc(listingSearch.postedAt), desc(listingSearch.rentalId)],
  price_asc: [asc(listingSearch.priceSen), asc(listingSearch.rentalId)],
  price_desc: [desc(listingSearch.priceSen), desc(listingSearch.rentalId)],
} as const;

/** The two statements of a search: the page (joined to what a card shows) and the total. Separate from
 * running them so the bench can EXPLAIN exactly what the use case sends. */
export function searchQueries(db: TDbExecutor, f: TSearchFilters, page: { limit: number; offset: number }) {
  const where = searchWhere(f);
  const hits = db
    .select({ rentalId: listingSearch.rentalId, postedAt: listingSearch.postedAt, priceSen: listingSearch.priceSen })
    .from(listingSearch)
    .where(where)
    .orderBy(...ORDER[f.sort])
    .limit(page.limit)
    .offset(page.offset)
    .as('hits');
  const order =
    f.sort === 'newest'
      ? [desc(hits.postedAt), desc(hits.rentalId)]
      : f.sort === 'price_asc'
        ? [asc(hits.priceSen), asc(hits.rentalId)]
        : [desc(hits.priceSen), desc(hits.rentalId)];
  return {
    rows: db
      .select({
        rental: rentals,
        property: properties,
        unit: units,
        room: rooms,
        coverStorageName: files.storageName,
      })
      .from(hits)
      .innerJoin(rentals, eq(rentals.id, hits.rentalId))
      .innerJoin(properties, eq(properties.id, rentals.propertyId))
      .innerJoin(units, eq(units.id, rentals.unitId))
      .leftJoin(rooms, eq(rooms.id, rentals.roomId))
      .leftJoin(files, eq(files.id, properties.coverFileId))
      .orderBy(...order),
    total: db.select({ n: count() }).from(listingSearch).where(where),
  };
}

/** One page of matching rentals with what a result card shows, and the total: two queries. */
export async function searchListings(db: TDbExecutor, f: TSearchFilters, page: { limit: number; offset: number }) {
  const q = searchQueries(db, f, page);
  const [rows, [total]] = await Promise.all([q.rows, q.total]);
  return { rows, total: total?.n ?? 0 };
}

export type TSearchRow = Awaited<ReturnType<typeof searchListings>>['rows'][number];

export async function countCompanyListings(db: TDbExecutor, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listingSearch)
    .where(eq(listingSearch.companyId, companyId));
  return row?.n ?? 0;
}

/** The available rentals of a published property for its detail page, cheapest first. */
export async function listPublicRentals(db: TDbExecutor, propertyId: number, limit: number) {
  const where = and(eq(rentals.propertyId, propertyId), eq(rentals.status, 'available'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ rental: rentals, unit: units, room: rooms })
      .from(rentals)
      .innerJoin(units, eq(units.id, rentals.unitId))
      .leftJoin(rooms, eq(rooms.id, rentals.roomId))
      .where(where)
      .orderBy(asc(rentals.monthlyRentSen), asc(rentals.id))
      .limit(limit),
    db.select({ n: count() }).from(rentals).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
