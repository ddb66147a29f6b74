import {
  availableListingActions,
  computeDepositTotal,
  emptyMoveInCosts,
  type TListingStatus,
  type TMoveInCosts,
  type TPhoto,
  type TProperty,
  type TPropertyListItem,
  type TPublicRental,
  type TRental,
  type TRoom,
  type TSearchItem,
  type TUnit,
} from '@sewa/domain';
import { fileUrlByVisibility, type TStoredFile } from '../files/index';
import type { TPropertyListRow, TPropertyRow, TPropertyView } from './repository';
import type { TSearchRow } from './search-repository';
import type { TRentalRow, TRoomRow, TUnitRow, TUnitView } from './units-repository';

// Rows to the wire shapes of @sewa/domain. Pure: no queries here.

const iso = (d: Date) => d.toISOString();
/** A draft's cover is private like its photos (docs/decisions/0006-files-and-uploads.md): marked to be
 * signed as the answer is sent, as toPhotos' addresses are; a published listing's stays plain. */
const coverUrl = (id: number | null, storageName: string | null, visibility: string | null) =>
  id !== null && storageName !== null && visibility !== null
    ? fileUrlByVisibility({ id, storageName, visibility })
    : null;

export function toPhotos(
  refs: { file_id: number; is_cover: boolean }[],
  byId: Map<number, TStoredFile>,
): TPhoto[] {
  return refs.flatMap((ref) => {
    const f = byId.get(ref.file_id);
    return f
      ? [
          {
            file_id: f.id,
            url: f.url,
            file_name: f.name,
            is_cover: ref.is_cover,
            width: f.width,
            height: f.height,
          },
        ]
      : [];
  });
}

/** The described columns of a property, as the operator's record and the public page both show them. */
export const propertyFactsOf = (p: TPropertyRow) => ({
  name: p.name,
  type: p.type,
  tenure: p.tenure,
  developer: p.developer,
  build_year: p.buildYear,
  floors: p.floors,
  description: p.description,
  street: p.street,
  postcode: p.postcode,
  city: p.city,
  state: p.state,
  lat: p.lat,
  lng: p.lng,
  facilities: p.facilities,
});

export function toProperty(
  v: TPropertyView,
  photoFiles: Map<number, TStoredFile>,
  actor: 'operator' | 'admin' | 'none',
): TProperty {
  const p = v.property;
  const status = p.status as TListingStatus;
  return {
    id: p.id,
    company_id: p.companyId,
    company_name: v.companyName,
    landlord_user_id: p.landlordUserId,
    landlord_name: v.landlordName,
    ...propertyFactsOf(p),
    photos: toPhotos(p.photos, photoFiles),
    cover_photo_url: coverUrl(p.coverFileId, v.coverStorageName, v.coverVisibility),
    status,
    rejection_reason: p.rejectionReason,
    posted_at: p.postedAt,
    unit_count: v.unitCount,
    available_rental_count: v.availableRentalCount,
    available_actions: actor === 'none' ? [] : availableListingActions(status, actor),
    created_at: iso(p.createdAt),
    updated_at: iso(p.updatedAt),
  };
}

export const toPropertyListItem = (r: TPropertyListRow): TPropertyListItem => ({
  id: r.property.id,
  company_id: r.property.companyId,
  company_name: r.companyName,
  landlord_name: r.landlordName,
  name: r.property.name,
  type: r.property.type,
  city: r.property.city,
  state: r.property.state,
  status: r.property.status as TListingStatus,
  rejection_reason: r.property.rejectionReason,
  cover_photo_url: coverUrl(r.property.coverFileId, r.coverStorageName, r.coverVisibility),
  unit_count: r.unitCount,
  available_rental_count: r.availableRentalCount,
  price_from_sen: r.priceFromSen,
  posted_at: r.property.postedAt,
  updated_at: iso(r.property.updatedAt),
});

export const toUnit = (v: TUnitView): TUnit => ({
  id: v.unit.id,
  property_id: v.unit.propertyId,
  company_id: v.unit.companyId,
  unit_number: v.unit.unitNumber,
  block: v.unit.block,
  rental_type: v.unit.rentalType,
  rooms: v.unit.rooms,
  bedrooms: v.unit.bedrooms,
  bathrooms: v.unit.bathrooms,
  carparks: v.unit.carparks,
  sqft: v.unit.sqft,
  furnished: v.unit.furnished,
  gender_preference: v.unit.genderPreference,
  race_preference: v.unit.racePreference,
  lease_length: v.unit.leaseLength,
  room_count: v.roomCount,
  available_rental_count: v.availableRentalCount,
  created_at: iso(v.unit.createdAt),
  updated_at: iso(v.unit.updatedAt),
});

const costsOf = (r: TRentalRow): TMoveInCosts => ({ ...emptyMoveInCosts(), ...r.moveInCosts });

export const toRental = (r: TRentalRow): TRental => ({
  id: r.id,
  property_id: r.propertyId,
  unit_id: r.unitId,
  room_id: r.roomId,
  company_id: r.companyId,
  rental_type: r.rentalType,
  monthly_rent_sen: r.monthlyRentSen,
  available_from: r.availableFrom,
  move_in_costs: costsOf(r),
  move_in_total_sen: r.moveInTotalSen,
  deposit_total_sen: computeDepositTotal(costsOf(r)),
  status: r.status,
  created_at: iso(r.createdAt),
  updated_at: iso(r.updatedAt),
});

export const toRoom = (room: TRoomRow, rental: TRentalRow | null): TRoom => ({
  id: room.id,
  unit_id: room.unitId,
  property_id: room.propertyId,
  company_id: room.companyId,
  title: room.title,
  room_type: room.roomType,
  furnished: room.furnished,
  bathroom_type: room.bathroomType,
  gender_preference: room.genderPreference,
  race_preference: room.racePreference,
  rental: rental ? toRental(rental) : null,
  created_at: iso(room.createdAt),
  updated_at: iso(room.updatedAt),
});

/** A room states its own preference; "all" defers to the unit's. */
const preference = <T extends string>(room: T | null | undefined, unit: T): T =>
  room && room !== 'all' ? room : unit;

export const toSearchItem = (r: TSearchRow): TSearchItem => ({
  property_id: r.property.id,
  rental_id: r.rental.id,
  unit_id: r.unit.id,
  room_id: r.room?.id ?? null,
  name: r.property.name,
  address: r.property.street,
  postcode: r.property.postcode,
  city: r.property.city,
  state: r.property.state,
  property_type: r.property.type,
  price_sen: r.rental.monthlyRentSen,
  cover_photo_url: coverUrl(r.property.coverFileId, r.coverStorageName, r.coverVisibility),
  rental_type: r.rental.rentalType,
  room_type: r.room?.roomType ?? null,
  room_title: r.room?.title ?? null,
  bedrooms: r.unit.bedrooms,
  bathrooms: r.unit.bathrooms,
  sqft: r.unit.sqft,
  furnished: r.room?.furnished ?? r.unit.furnished,
  gender_preference: preference(r.room?.genderPreference, r.unit.genderPreference),
  available_from: r.rental.availableFrom,
  lat: r.property.lat,
  lng: r.property.lng,
  posted_at: r.property.postedAt,
});

export const toPublicRental = (
  r: { rental: TRentalRow; unit: TUnitRow; room: TRoomRow | null },
  bookingBlockedBy: TPublicRental['booking_blocked_by'],
): TPublicRental => ({
  rental_id: r.rental.id,
  unit_id: r.unit.id,
  room_id: r.room?.id ?? null,
  rental_type: r.rental.rentalType,
  block: r.unit.block,
  room_title: r.room?.title ?? null,
  room_type: r.room?.roomType ?? null,
  bathroom_type: r.room?.bathroomType ?? null,
  bedrooms: r.unit.bedrooms,
  bathrooms: r.unit.bathrooms,
  carparks: r.unit.carparks,
  sqft: r.unit.sqft,
  furnished: r.room?.furnished ?? r.unit.furnished,
  gender_preference: preference(r.room?.genderPreference, r.unit.genderPreference),
  race_preference: preference(r.room?.racePreference, r.unit.racePreference),
  lease_length: r.unit.leaseLength,
  monthly_rent_sen: r.rental.monthlyRentSen,
  available_from: r.rental.availableFrom,
  move_in_costs: costsOf(r.rental),
  move_in_total_sen: r.rental.moveInTotalSen,
  booking_blocked_by: bookingBlockedBy,
});
