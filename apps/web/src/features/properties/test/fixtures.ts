import { emptyMoveInCosts } from '@sewa/domain/properties/move-in-costs';
import type { TPropertyListItem } from '@sewa/domain/properties/property-schemas';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';

// Records as the properties calls return them, for screen tests.

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

export const rental = (over: Record<string, unknown> = {}) => ({
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
