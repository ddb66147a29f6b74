import { emptyMoveInCosts } from '@sewa/domain/properties/move-in-costs';
import type { TProperty, TPropertyListItem } from '@sewa/domain/properties/property-schemas';
import type { TPublicPropertyDetail, TSearchItem, TSearchPage } from '@sewa/domain/properties/public-schemas';
import type { TRental } from '@sewa/domain/properties/rental-schemas';
import type { TListingReport, TLiveList } from '@sewa/domain/properties/setting-schemas';
import type { TRoomDetail, TUnitDetail } from '@sewa/domain/properties/unit-schemas';

// Records as the properties calls return them, for the screen tests of the properties and listings
// features. The fake API parses every answer with its contract's output schema, so these must fit them.

/** One page of a list call's `data`. */
export const pageOf = <T>(items: T[], total: number, page: number, page_size: number) => ({
  items,
  total,
  page,
  page_size,
});

export const listItem = (over: Partial<TPropertyListItem> = {}): TPropertyListItem => ({
  id: 1,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  landlord_name: null,
  name: 'Residensi Bukit Bintang',
  type: 'condominium',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  status: 'published',
  rejection_reason: null,
  cover_photo_url: null,
  unit_count: 2,
  available_rental_count: 1,
  price_from_sen: 180000,
  posted_at: '2026-11-01',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

export const STATUS_COUNTS = { published: 1, pending_approval: 0, unlisted: 0, draft: 1, archived: 0 };

export const unitDetail = (over: Partial<TUnitDetail> = {}): TUnitDetail => ({
  id: 5,
  property_id: 1,
  company_id: 1,
  unit_number: '12-3',
  block: 'A',
  rental_type: 'whole_unit',
  rooms: 3,
  bedrooms: 3,
  bathrooms: 2,
  carparks: 1,
  sqft: 950,
  furnished: 'fully_furnished',
  gender_preference: 'all',
  race_preference: 'all',
  lease_length: '12_months_and_above',
  room_count: 0,
  available_rental_count: 0,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  property: { id: 1, name: 'Residensi Bukit Bintang', status: 'draft' },
  room_list: [],
  rentals: [],
  ...over,
});

export const rental = (over: Partial<TRental> = {}): TRental => ({
  id: 9,
  property_id: 1,
  unit_id: 5,
  room_id: null,
  company_id: 1,
  rental_type: 'whole_unit',
  monthly_rent_sen: 150000,
  available_from: '2026-12-01',
  move_in_costs: emptyMoveInCosts(),
  move_in_total_sen: 0,
  deposit_total_sen: 0,
  status: 'available',
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

export const property = (over: Partial<TProperty> = {}): TProperty => ({
  id: 1,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  landlord_user_id: null,
  landlord_name: null,
  name: 'Residensi Bukit Bintang',
  type: 'condominium',
  tenure: 'freehold',
  developer: null,
  build_year: 2018,
  floors: 32,
  description: null,
  street: '12 Jalan Bukit Bintang',
  postcode: '55100',
  city: 'Kuala Lumpur',
  state: 'Kuala Lumpur',
  lat: 3.1466,
  lng: 101.7108,
  facilities: ['gym'],
  photos: [],
  cover_photo_url: null,
  status: 'published',
  rejection_reason: null,
  posted_at: '2026-11-01',
  unit_count: 1,
  available_rental_count: 1,
  available_actions: ['unlist', 'archive'],
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

export const roomDetail = (over: Partial<TRoomDetail> = {}): TRoomDetail => ({
  id: 31,
  unit_id: 5,
  property_id: 1,
  company_id: 1,
  title: 'Master Room',
  room_type: 'master',
  furnished: 'fully_furnished',
  bathroom_type: 'private',
  gender_preference: 'all',
  race_preference: 'all',
  rental: null,
  created_at: '2026-11-20T08:00:00.000Z',
  updated_at: '2026-11-20T08:00:00.000Z',
  unit: { id: 5, unit_number: '12-3', block: 'A' },
  property: { id: 1, name: 'Residensi Bukit Bintang', status: 'draft' },
  ...over,
});

export const liveList = (over: Partial<TLiveList> = {}): TLiveList => ({
  id: 1,
  company_id: 1,
  company_name: 'Operator 1',
  title: 'Our homes',
  is_active: true,
  path: '/live-property-list/1',
  published_rental_count: 3,
  ...over,
});

export const listingReport = (over: Partial<TListingReport> = {}): TListingReport => ({
  id: 4,
  property_id: 1,
  property_name: 'Residensi Bukit Bintang',
  rental_id: null,
  company_id: 1,
  company_name: 'Demo Properties Sdn Bhd',
  reason: 'suspected_scam',
  details: 'The photos are from another building.',
  contact: null,
  reporter_user_id: null,
  is_resolved: false,
  created_at: '2026-11-20T08:00:00.000Z',
  ...over,
});

// The public site's records.

export const searchItem = (over: Partial<TSearchItem> = {}): TSearchItem => ({
  property_id: 11,
  rental_id: 101,
  unit_id: 21,
  room_id: null,
  name: 'Gurney Paragon Residences',
  address: 'Persiaran Gurney',
  postcode: '10250',
  city: 'George Town',
  state: 'Penang',
  property_type: 'condominium',
  price_sen: 250000,
  cover_photo_url: null,
  rental_type: 'whole_unit',
  room_type: null,
  room_title: null,
  bedrooms: 3,
  bathrooms: 2,
  sqft: 1200,
  furnished: 'fully_furnished',
  gender_preference: 'all',
  available_from: '2026-12-01',
  lat: 5.437,
  lng: 100.31,
  posted_at: '2026-11-01',
  ...over,
});

/** A page of search results (public-search-properties, the live lists); totals here are never capped. */
export const searchPage = (
  items: TSearchItem[],
  total: number,
  page: number,
  page_size: number,
): TSearchPage => ({
  ...pageOf(items, total, page, page_size),
  is_total_capped: false,
});

export const publicDetail = (over: Partial<TPublicPropertyDetail> = {}): TPublicPropertyDetail => ({
  id: 11,
  name: 'Gurney Paragon Residences',
  type: 'condominium',
  resident_type: 'residential',
  tenure: 'freehold',
  developer: 'Hunza',
  build_year: 2016,
  floors: 40,
  description: 'Sea view.',
  street: '163D Persiaran Gurney',
  postcode: '10250',
  city: 'George Town',
  state: 'Penang',
  lat: 5.437,
  lng: 100.31,
  facilities: ['swimming_pool', 'gym'],
  photos: [
    { file_id: 1, url: '/files/1/a.jpg', file_name: 'a.jpg', is_cover: false, width: 800, height: 600 },
    { file_id: 2, url: '/files/2/b.jpg', file_name: 'b.jpg', is_cover: true, width: 1290, height: 720 },
  ],
  cover_photo_url: '/files/2/b.jpg',
  posted_at: '2026-11-01',
  operator: { company_id: 1, name: 'Demo Properties Sdn Bhd', live_list_id: 3 },
  price_from_sen: 90000,
  rentals: [
    {
      rental_id: 101,
      unit_id: 21,
      room_id: 31,
      rental_type: 'room',
      block: 'B',
      room_title: 'Room A',
      room_type: 'master',
      bathroom_type: 'private',
      bedrooms: 3,
      bathrooms: 2,
      carparks: 1,
      sqft: 1200,
      furnished: 'fully_furnished',
      gender_preference: 'female',
      race_preference: 'all',
      lease_length: '12_months_and_above',
      monthly_rent_sen: 90000,
      available_from: '2026-12-01',
      move_in_costs: { ...emptyMoveInCosts(), first_month_rent: 90000, security_deposit: 180000 },
      move_in_total_sen: 270000,
      booking_blocked_by: null,
    },
  ],
  rental_total: 1,
  ...over,
});
