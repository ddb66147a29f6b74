import type {
  TBathroomType,
  TFacility,
  TFurnishedStatus,
  TGenderPreference,
  TLeaseLength,
  TListingStatus,
  TMoveInCosts,
  TMoveInItem,
  TPropertyType,
  TRacePreference,
  TRentalStatus,
  TRentalType,
  TReportReason,
  TRoomType,
  TTenure,
} from '@sewa/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

// Properties, units, rooms and rentals (product §3). Every row carries company_id so every query can be
// scoped to the caller's company; money is integer sen.

// Not-null references to the row's company and parents, and the tenant preferences units and rooms
// share. Functions: each table needs its own column builders.
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
const propertyRef = () =>
  integer('property_id')
    .notNull()
    .references(() => properties.id);
const unitRef = () =>
  integer('unit_id')
    .notNull()
    .references(() => units.id);
const preferenceColumns = () => ({
  genderPreference: text('gender_preference').$type<TGenderPreference>().notNull().default('all'),
  racePreference: text('race_preference').$type<TRacePreference>().notNull().default('all'),
});

export type TPhotoRow = { file_id: number; is_cover: boolean };

export const properties = pgTable(
  'properties',
  {
    id: id(),
    companyId: companyRef(),
    landlordUserId: integer('landlord_user_id').references(() => users.id),
    name: text('name').notNull(),
    type: text('type').$type<TPropertyType>().notNull(),
    tenure: text('tenure').$type<TTenure>(),
    developer: text('developer'),
    buildYear: integer('build_year'),
    floors: integer('floors'),
    description: text('description'),
    street: text('street').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    facilities: jsonb('facilities').$type<TFacility[]>().notNull().default([]),
    photos: jsonb('photos').$type<TPhotoRow[]>().notNull().default([]),
    /** The first cover photo (else the first photo): what list and search rows show. */
    coverFileId: integer('cover_file_id'),
    status: text('status').$type<TListingStatus>().notNull().default('draft'),
    rejectionReason: text('rejection_reason'),
    postedAt: date('posted_at'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_company_status_idx').on(t.companyId, t.status, t.updatedAt),
    index('properties_landlord_idx').on(t.landlordUserId),
    index('properties_status_submitted_idx').on(t.status, t.submittedAt),
  ],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    companyId: companyRef(),
    propertyId: propertyRef(),
    unitNumber: text('unit_number').notNull(),
    block: text('block'),
    rentalType: text('rental_type').$type<TRentalType>().notNull(),
    rooms: integer('rooms').notNull().default(0),
    bedrooms: integer('bedrooms').notNull().default(0),
    bathrooms: integer('bathrooms').notNull().default(0),
    carparks: integer('carparks').notNull().default(0),
    sqft: integer('sqft'),
    furnished: text('furnished').$type<TFurnishedStatus>().notNull(),
    ...preferenceColumns(),
    leaseLength: text('lease_length').$type<TLeaseLength>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('units_property_idx').on(t.propertyId),
    uniqueIndex('units_number_uq').on(
      t.propertyId,
      sql`lower(coalesce(${t.block}, ''))`,
      sql`lower(${t.unitNumber})`,
    ),
  ],
);

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    companyId: companyRef(),
    propertyId: propertyRef(),
    unitId: unitRef(),
    title: text('title').notNull(),
    roomType: text('room_type').$type<TRoomType>().notNull(),
    furnished: text('furnished').$type<TFurnishedStatus>().notNull(),
    bathroomType: text('bathroom_type').$type<TBathroomType>().notNull(),
    ...preferenceColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('rooms_unit_idx').on(t.unitId)],
);

// A unit (whole-unit rental type) or a room put up for rent, with its price and move-in costs.
export const rentals = pgTable(
  'rentals',
  {
    id: id(),
    companyId: companyRef(),
    propertyId: propertyRef(),
    unitId: unitRef(),
    roomId: integer('room_id').references(() => rooms.id),
    rentalType: text('rental_type').$type<TRentalType>().notNull(),
    monthlyRentSen: integer('monthly_rent_sen').notNull(),
    availableFrom: date('available_from').notNull(),
    moveInCosts: jsonb('move_in_costs').$type<Partial<TMoveInCosts>>().notNull(),
    moveInTotalSen: integer('move_in_total_sen').notNull(),
    status: text('status').$type<TRentalStatus>().notNull().default('available'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('rentals_property_idx').on(t.propertyId, t.status),
    index('rentals_unit_idx').on(t.unitId),
    // One open rental per unit (whole unit) and per room; withdrawn ones are history.
    uniqueIndex('rentals_open_unit_uq')
      .on(t.unitId)
      .where(sql`${t.roomId} is null and ${t.status} <> 'withdrawn'`),
    uniqueIndex('rentals_open_room_uq')
      .on(t.roomId)
      .where(sql`${t.roomId} is not null and ${t.status} <> 'withdrawn'`),
  ],
);

// Read model of the public search: one narrow row per rental that is public right now (property
// published, rental available), rebuilt per property on every change. Narrow on purpose: counting and
// sorting 100k rows stays cheap (see scripts/bench-search.mjs for the plans these indexes come from).
export const listingSearch = pgTable(
  'listing_search',
  {
    rentalId: integer('rental_id')
      .primaryKey()
      .references(() => rentals.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull(),
    companyId: integer('company_id').notNull(),
    priceSen: integer('price_sen').notNull(),
    rentalType: text('rental_type').$type<TRentalType>().notNull(),
    roomType: text('room_type').$type<TRoomType>(),
    propertyType: text('property_type').$type<TPropertyType>().notNull(),
    bedrooms: integer('bedrooms').notNull(),
    furnished: text('furnished').$type<TFurnishedStatus>().notNull(),
    genderPreference: text('gender_preference').$type<TGenderPreference>().notNull(),
    postedAt: date('posted_at').notNull(),
  },
  (t) => {
    // Every column a search filters on, after the sort keys: a walk in date or price order checks the
    // filters inside the index (an index-only scan) instead of visiting the table row by row, in
    // random order. A filter that matches nothing walks the whole index: ~11 ms at 114k rows against
    // ~66 ms through the table (ADR 0007).
    const filters = [
      t.rentalType,
      t.roomType,
      t.propertyType,
      t.bedrooms,
      t.furnished,
      t.genderPreference,
    ] as const;
    return [
      // Ascending on purpose: ORDER BY … DESC walks them backwards (drizzle's .desc() adds NULLS LAST,
      // which a plain DESC sort cannot use).
      index('listing_search_newest_idx').on(t.postedAt, t.rentalId, t.priceSen, t.propertyId, ...filters),
      index('listing_search_price_idx').on(t.priceSen, t.rentalId, t.postedAt, t.propertyId, ...filters),
      index('listing_search_company_idx').on(t.companyId, t.postedAt, t.rentalId),
      // A location search reaches rows through their property and sorts them by date or price, also
      // without visiting the table.
      index('listing_search_property_idx').on(t.propertyId, t.postedAt, t.priceSen, t.rentalId, ...filters),
    ];
  },
);

// Location words of public properties: lower-cased word beginnings of name, street, city, state and
// postcode (locationTerms in @sewa/domain), one row per (term, property). A query word is an
// index-only lookup; PGlite has no trigram index and a GIN over wide arrays lost to sequential scans.
export const listingSearchTerms = pgTable(
  'listing_search_terms',
  {
    term: text('term').notNull(),
    propertyId: integer('property_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.term, t.propertyId] }),
    index('listing_search_terms_property_idx').on(t.propertyId),
  ],
);

// One row: bumped in the transaction of every change to the listing read model, so a cached public search
// knows, with one cheap read, that it is stale, in any process (ADR 0016).
export const listingSearchVersion = pgTable(
  'listing_search_version',
  {
    id: smallint('id').primaryKey().default(1),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('listing_search_version_one_row', sql`${t.id} = 1`)],
);

// Booking terms: a company default, and an optional override per rental (edit-booking-setting/{id}).
const bookingTermColumns = () => ({
  bookingFeeSen: integer('booking_fee_sen').notNull(),
  isCreditCheckRequired: boolean('is_credit_check_required').notNull(),
  moveInItems: jsonb('move_in_items').$type<TMoveInItem[]>().notNull(),
  updatedAt: updatedAt(),
});

export const bookingSettings = pgTable('booking_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  ...bookingTermColumns(),
});

export const rentalBookingSettings = pgTable('rental_booking_settings', {
  rentalId: integer('rental_id')
    .primaryKey()
    .references(() => rentals.id),
  companyId: companyRef(),
  ...bookingTermColumns(),
});

// The operator's public "live property list" (/live-property-list/{id}): one per company.
export const livePropertyLists = pgTable(
  'live_property_lists',
  {
    id: id(),
    companyId: companyRef(),
    title: text('title').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('live_property_lists_company_uq').on(t.companyId)],
);

// "Report this listing" from the public detail page; admins work through them.
export const listingReports = pgTable(
  'listing_reports',
  {
    id: id(),
    propertyId: propertyRef(),
    companyId: companyRef(),
    rentalId: integer('rental_id'),
    reason: text('reason').$type<TReportReason>().notNull(),
    details: text('details'),
    contact: text('contact'),
    reporterUserId: integer('reporter_user_id'),
    ip: text('ip'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('listing_reports_open_idx').on(t.resolvedAt, t.createdAt)],
);

/**
 * The statements that fill the search read model for one property (after its rows were deleted): its
 * available rentals and its location terms, while it is published. Kept next to the tables so the
 * server and the demo seed share them. Terms hold no spaces, so one text parameter carries them all.
 */
export const fillListingSearchSql = (propertyId: number, terms: string[]) => [
  sql`
  insert into listing_search (rental_id, property_id, company_id, price_sen, rental_type, room_type,
    property_type, bedrooms, furnished, gender_preference, posted_at)
  select r.id, p.id, p.company_id, r.monthly_rent_sen, r.rental_type, rm.room_type, p.type, u.bedrooms,
    coalesce(rm.furnished, u.furnished),
    case when rm.gender_preference is not null and rm.gender_preference <> 'all'
      then rm.gender_preference else u.gender_preference end,
    coalesce(p.posted_at, current_date)
  from rentals r
  join units u on u.id = r.unit_id
  join properties p on p.id = r.property_id
  left join rooms rm on rm.id = r.room_id
  where p.id = ${propertyId} and p.status = 'published' and r.status = 'available'`,
  sql`
  insert into listing_search_terms (term, property_id)
  select distinct unnest(string_to_array(${terms.join(' ')}, ' ')), p.id
  from properties p where p.id = ${propertyId} and p.status = 'published'`,
];
