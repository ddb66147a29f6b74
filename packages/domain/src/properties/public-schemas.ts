import { z } from 'zod';
import { BOOKING_BLOCKS } from '../booking/schemas';
import { fId, fInt, fOptional, fPage, fText } from '../forms/fields';
import { pageOf } from '../forms/shapes';
import {
  BATHROOM_TYPES,
  FURNISHED_STATUSES,
  GENDER_PREFERENCES,
  PROPERTY_TYPES,
  RENTAL_TYPES,
  REPORT_REASONS,
  RESIDENT_TYPES,
  ROOM_TYPES,
  SEARCH_SORTS,
} from './enums';
import { fSen, MOVE_IN_ITEMS, type TMoveInItem } from './move-in-costs';
import { propertyFacts } from './property-schemas';
import { unitFacts } from './unit-schemas';

// The public site: /homepage search, /propertylist, /property-detail/{id}, /live-property-list/{id}.

export const MAX_SEARCH_PAGE_SIZE = 50;

const searchFilters = {
  /** Matches the words of city, state, property name and address (each word by its beginning). */
  location: fOptional(z.string().trim().max(100, { error: 'too-long' })),
  resident_type: fOptional(z.enum(RESIDENT_TYPES)),
  room_type: fOptional(z.enum(ROOM_TYPES)),
  rental_type: fOptional(z.enum(RENTAL_TYPES)),
  /** Monthly rent bounds in sen, inclusive. */
  min_price: fOptional(fSen()),
  max_price: fOptional(fSen()),
  /** At least this many bedrooms. */
  bedrooms: fOptional(fInt().pipe(z.number().int().min(0).max(30))),
  furnished: fOptional(z.enum(FURNISHED_STATUSES)),
  /** Listings open to this gender: its own preference or "all". */
  gender: fOptional(z.enum(['male', 'female', 'others'])),
  property_type: fOptional(z.enum(PROPERTY_TYPES)),
  sort: fOptional(z.enum(SEARCH_SORTS)).default('newest'),
  page: fPage(),
  page_size: fOptional(fInt().pipe(z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE))).default(20),
};

export const ZSearchPropertiesInput = z
  .object(searchFilters)
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    error: 'price-range',
    path: ['max_price'],
  });
export type TSearchPropertiesInput = z.input<typeof ZSearchPropertiesInput>;

/** One rentable unit or room of a published property. */
export const ZSearchItem = z.object({
  property_id: z.number().int(),
  rental_id: z.number().int(),
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  state: z.string(),
  property_type: z.enum(PROPERTY_TYPES),
  price_sen: z.number().int(),
  cover_photo_url: z.string().nullable(),
  rental_type: z.enum(RENTAL_TYPES),
  room_type: z.enum(ROOM_TYPES).nullable(),
  room_title: z.string().nullable(),
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  sqft: z.number().int().nullable(),
  furnished: z.enum(FURNISHED_STATUSES),
  gender_preference: z.enum(GENDER_PREFERENCES),
  available_from: z.string(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  posted_at: z.string().nullable(),
});
export type TSearchItem = z.infer<typeof ZSearchItem>;
/** Totals are counted up to this many results; beyond, `total` is this number and `is_total_capped` is
 * true ("1,000+ results", 50 pages of 20). Counting every match of a broad search is the one cost that
 * grows with the whole market; nobody pages further. */
export const MAX_COUNTED_RESULTS = 1000;
export const ZSearchPage = pageOf(ZSearchItem).extend({ is_total_capped: z.boolean() });
export type TSearchPage = z.infer<typeof ZSearchPage>;
export const ZSearchPropertiesOutput = z.object({ data: ZSearchPage });

const ZMoveInCostsOut = z.object(
  Object.fromEntries(MOVE_IN_ITEMS.map((k) => [k, z.number().int()])) as Record<TMoveInItem, z.ZodNumber>,
);

/** A rental on the detail page. The unit number is not public; the block is. */
export const ZPublicRental = z.object({
  rental_id: z.number().int(),
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  rental_type: z.enum(RENTAL_TYPES),
  block: z.string().nullable(),
  room_title: z.string().nullable(),
  room_type: z.enum(ROOM_TYPES).nullable(),
  bathroom_type: z.enum(BATHROOM_TYPES).nullable(),
  ...unitFacts,
  monthly_rent_sen: z.number().int(),
  available_from: z.string(),
  move_in_costs: ZMoveInCostsOut,
  move_in_total_sen: z.number().int(),
  /** Why "Book now" is off for this rental now (public-get-booking-terms' blocked_by), or null. */
  booking_blocked_by: z.enum(BOOKING_BLOCKS).nullable(),
});
export type TPublicRental = z.infer<typeof ZPublicRental>;

/** At most this many rentals are listed on a detail page (cheapest first); `rental_total` counts all. */
export const MAX_DETAIL_RENTALS = 100;

export const ZPublicPropertyDetail = z.object({
  id: z.number().int(),
  ...propertyFacts,
  resident_type: z.enum(RESIDENT_TYPES),
  posted_at: z.string().nullable(),
  operator: z.object({
    company_id: z.number().int(),
    name: z.string(),
    live_list_id: z.number().int().nullable(),
  }),
  price_from_sen: z.number().int().nullable(),
  rentals: z.array(ZPublicRental),
  rental_total: z.number().int(),
});
export type TPublicPropertyDetail = z.infer<typeof ZPublicPropertyDetail>;
export const ZPublicPropertyDetailOutput = z.object({ data: ZPublicPropertyDetail });

export const ZGetLivePropertyListInput = z.object({
  id: fId(),
  sort: fOptional(z.enum(SEARCH_SORTS)).default('newest'),
  page: fPage(),
  page_size: fOptional(fInt().pipe(z.number().int().min(1).max(MAX_SEARCH_PAGE_SIZE))).default(20),
});
export type TGetLivePropertyListInput = z.input<typeof ZGetLivePropertyListInput>;

export const ZLiveListHeader = z.object({
  id: z.number().int(),
  title: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});
/** public-get-live-property-list: the list's header in `list`, its published rentals in `data`. */
export const ZGetLivePropertyListOutput = z.object({ list: ZLiveListHeader, data: ZSearchPage });

export const ZReportListingInput = z.object({
  property_id: fId(),
  rental_id: fOptional(fId()),
  reason: z.enum(REPORT_REASONS),
  details: fOptional(z.string().trim().max(2000, { error: 'too-long' })),
  /** Optional contact so an admin can follow up; signed-in reporters are recorded anyway. */
  contact: fOptional(fText(120)),
});
export type TReportListingInput = z.input<typeof ZReportListingInput>;
export const ZReportListingOutput = z.object({ data: z.object({ id: z.number().int() }) });
