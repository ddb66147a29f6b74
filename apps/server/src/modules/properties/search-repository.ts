import {
  files,
  fillListingSearchSql,
  listingSearch,
  listingSearchTerms,
  listingSearchVersion,
  properties,
  rentals,
  rooms,
  type TDbExecutor,
  units,
} from '@sewa/db';
import {
  MAX_COUNTED_RESULTS,
  type TFurnishedStatus,
  type TPropertyType,
  type TRentalType,
  type TRoomType,
  type TSearchSort,
} from '@sewa/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../core/prepared';

// The public search's read model (listing_search) and the queries over it.

/** Rebuilds the search rows of one property: its available rentals while it is published, else none.
 * The one place the read model is rewritten, so it also bumps the version the public search cache is
 * keyed on (ADR 0016), last, in the caller's transaction: the row lock is held for the shortest time. */
export async function refreshListingSearch(
  db: TDbExecutor,
  propertyId: number,
  terms: string[],
): Promise<void> {
  await db.delete(listingSearch).where(eq(listingSearch.propertyId, propertyId));
  await db.delete(listingSearchTerms).where(eq(listingSearchTerms.propertyId, propertyId));
  for (const statement of fillListingSearchSql(propertyId, terms)) await db.execute(statement);
  await bumpSearchVersion(db);
}

/** The read model's version; null when the row is missing (then nothing is cached). */
// Read by every public search, hits included: a named prepared statement built once per database handle
// (core/prepared.ts); building it through the query builder cost more CPU than the cached answer.
const versionStatement = preparedPerDatabase((db: TDbExecutor) =>
  db
    .select({ version: listingSearchVersion.version })
    .from(listingSearchVersion)
    .where(eq(listingSearchVersion.id, 1))
    .prepare('sewa_search_version'),
);

export async function readSearchVersion(db: TDbExecutor): Promise<string | null> {
  const [row] = await versionStatement(db).execute();
  return row ? String(row.version) : null;
}

/** Called by every rebuild of the read model (refreshListingSearch), in its transaction: the row lock is
 * held to the commit, so readers see the new version exactly when they can see the new rows. */
export async function bumpSearchVersion(db: TDbExecutor): Promise<void> {
  await db
    .insert(listingSearchVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: listingSearchVersion.id,
      set: { version: sql`${listingSearchVersion.version} + 1` },
    });
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

/** The statements of a search: the matching rental ids of the page, and the total. Both read only the
 * narrow read model. Separate from running them so the bench can EXPLAIN exactly what is sent. */
export function searchQueries(db: TDbExecutor, f: TSearchFilters, page: { limit: number; offset: number }) {
  const where = searchWhere(f);
  return {
    hits: db
      .select({ rentalId: listingSearch.rentalId })
      .from(listingSearch)
      .where(where)
      .orderBy(...ORDER[f.sort])
      .limit(page.limit)
      .offset(page.offset),
    // Counts at most one match past the cap: enough to know the total is capped.
    total: db.select({ n: count() }).from(
      db
        .select({ one: sql`1` })
        .from(listingSearch)
        .where(where)
        .limit(MAX_COUNTED_RESULTS + 1)
        .as('counted'),
    ),
  };
}

/** What a result card shows, for a page of rental ids. Always the same statement, so it is prepared
 * once per connection: planning a six-table join cost more than running it. Only the card's columns:
 * reading and mapping every column of four tables was ~12 % of an uncached search's server CPU. */
const cardQuery = (db: TDbExecutor) =>
  db
    .select({
      rental: {
        id: rentals.id,
        monthlyRentSen: rentals.monthlyRentSen,
        rentalType: rentals.rentalType,
        availableFrom: rentals.availableFrom,
      },
      property: {
        id: properties.id,
        name: properties.name,
        street: properties.street,
        postcode: properties.postcode,
        city: properties.city,
        state: properties.state,
        type: properties.type,
        coverFileId: properties.coverFileId,
        lat: properties.lat,
        lng: properties.lng,
        postedAt: properties.postedAt,
      },
      unit: {
        id: units.id,
        bedrooms: units.bedrooms,
        bathrooms: units.bathrooms,
        sqft: units.sqft,
        furnished: units.furnished,
        genderPreference: units.genderPreference,
      },
      room: {
        id: rooms.id,
        roomType: rooms.roomType,
        title: rooms.title,
        furnished: rooms.furnished,
        genderPreference: rooms.genderPreference,
      },
      coverStorageName: files.storageName,
      coverVisibility: files.visibility,
    })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .innerJoin(units, eq(units.id, rentals.unitId))
    .leftJoin(rooms, eq(rooms.id, rentals.roomId))
    .leftJoin(files, eq(files.id, properties.coverFileId))
    .where(sql`${rentals.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('listing_cards');
const preparedCards = new WeakMap<object, ReturnType<typeof cardQuery>>();

async function cardsOf(db: TDbExecutor, ids: number[]) {
  if (ids.length === 0) return [];
  let prepared = preparedCards.get(db);
  if (!prepared) {
    prepared = cardQuery(db);
    preparedCards.set(db, prepared);
  }
  const rows = await prepared.execute({ ids });
  const byId = new Map(rows.map((r) => [r.rental.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One page of matching rentals with what a card shows, in order, and the exact total. The total is
 * counted only when the page does not already tell it (a short page ends the results). */
export async function searchListings(
  db: TDbExecutor,
  f: TSearchFilters,
  page: { limit: number; offset: number },
) {
  const q = searchQueries(db, f, page);
  const hits = (await q.hits).map((h) => h.rentalId);
  const isLastPage = hits.length < page.limit && (hits.length > 0 || page.offset === 0);
  const [rows, total] = await Promise.all([
    cardsOf(db, hits),
    isLastPage ? page.offset + hits.length : q.total.then(([r]) => r?.n ?? 0),
  ]);
  return { rows, total: Math.min(total, MAX_COUNTED_RESULTS), isTotalCapped: total > MAX_COUNTED_RESULTS };
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
