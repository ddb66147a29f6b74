import { z } from 'zod';
import { fId, fInt, fOptional, fPage, fPageSize, fText } from '../forms/fields';
import { dataOf, pageOf } from '../forms/shapes';
import { fCount } from './common';
import {
  BATHROOM_TYPES,
  FURNISHED_STATUSES,
  GENDER_PREFERENCES,
  LEASE_LENGTHS,
  RACE_PREFERENCES,
  RENTAL_TYPES,
  ROOM_TYPES,
} from './enums';
import { LISTING_STATUSES } from './listing-workflow';
import { ZRental } from './rental-schemas';

// add-unit / edit-unit-details and rooms / edit-room-details (product §3 Unit, Room).
const unitFields = {
  unit_number: fText(30),
  block: fOptional(fText(30)),
  rental_type: z.enum(RENTAL_TYPES),
  rooms: fCount(),
  bedrooms: fCount(),
  bathrooms: fCount(),
  carparks: fCount(),
  sqft: fOptional(fInt().pipe(z.number().int().min(1).max(1_000_000))),
  furnished: z.enum(FURNISHED_STATUSES),
  gender_preference: fOptional(z.enum(GENDER_PREFERENCES)).default('all'),
  race_preference: fOptional(z.enum(RACE_PREFERENCES)).default('all'),
  lease_length: fOptional(z.enum(LEASE_LENGTHS)).default('12_months_and_above'),
};

export const ZCreateUnitInput = z.object({ property_id: fId(), ...unitFields });
export type TCreateUnitInput = z.input<typeof ZCreateUnitInput>;
export const ZUpdateUnitInput = z.object({ id: fId(), ...unitFields });
export type TUpdateUnitInput = z.input<typeof ZUpdateUnitInput>;

/** A unit's layout, furnishing and preferences: the same on the operator's record and on the public page. */
export const unitFacts = {
  bedrooms: z.number().int(),
  bathrooms: z.number().int(),
  carparks: z.number().int(),
  sqft: z.number().int().nullable(),
  furnished: z.enum(FURNISHED_STATUSES),
  gender_preference: z.enum(GENDER_PREFERENCES),
  race_preference: z.enum(RACE_PREFERENCES),
  lease_length: z.enum(LEASE_LENGTHS),
};

export const ZUnit = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  company_id: z.number().int(),
  unit_number: z.string(),
  block: z.string().nullable(),
  rental_type: z.enum(RENTAL_TYPES),
  rooms: z.number().int(),
  ...unitFacts,
  /** Room records of the unit (the `rooms` field is the count the operator typed). */
  room_count: z.number().int(),
  available_rental_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TUnit = z.infer<typeof ZUnit>;
export const ZUnitOutput = dataOf(ZUnit);

const roomFields = {
  title: fText(80),
  room_type: z.enum(ROOM_TYPES),
  furnished: z.enum(FURNISHED_STATUSES),
  bathroom_type: z.enum(BATHROOM_TYPES),
  gender_preference: fOptional(z.enum(GENDER_PREFERENCES)).default('all'),
  race_preference: fOptional(z.enum(RACE_PREFERENCES)).default('all'),
};

export const ZCreateRoomInput = z.object({ unit_id: fId(), ...roomFields });
export type TCreateRoomInput = z.input<typeof ZCreateRoomInput>;
export const ZUpdateRoomInput = z.object({ id: fId(), ...roomFields });
export type TUpdateRoomInput = z.input<typeof ZUpdateRoomInput>;

export const ZRoom = z.object({
  id: z.number().int(),
  unit_id: z.number().int(),
  property_id: z.number().int(),
  company_id: z.number().int(),
  title: z.string(),
  room_type: z.enum(ROOM_TYPES),
  furnished: z.enum(FURNISHED_STATUSES),
  bathroom_type: z.enum(BATHROOM_TYPES),
  gender_preference: z.enum(GENDER_PREFERENCES),
  race_preference: z.enum(RACE_PREFERENCES),
  /** The room's open rental (not withdrawn), if any. */
  rental: ZRental.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRoom = z.infer<typeof ZRoom>;
export const ZRoomOutput = dataOf(ZRoom);

/** user-get-unit: the unit with its rooms and rentals, and the property it belongs to. */
export const ZUnitDetail = ZUnit.extend({
  property: z.object({ id: z.number().int(), name: z.string(), status: z.enum(LISTING_STATUSES) }),
  room_list: z.array(ZRoom),
  rentals: z.array(ZRental),
});
export type TUnitDetail = z.infer<typeof ZUnitDetail>;
export const ZUnitDetailOutput = dataOf(ZUnitDetail);

/** user-get-room: the room with the unit and property it belongs to (edit-room-details from its id). */
export const ZRoomDetail = ZRoom.extend({
  unit: z.object({ id: z.number().int(), unit_number: z.string(), block: z.string().nullable() }),
  property: z.object({ id: z.number().int(), name: z.string(), status: z.enum(LISTING_STATUSES) }),
});
export type TRoomDetail = z.infer<typeof ZRoomDetail>;
export const ZRoomDetailOutput = dataOf(ZRoomDetail);

export const ZListUnitsInput = z.object({
  property_id: fId(),
  search: fOptional(z.string().trim().max(60)),
  page: fPage(),
  page_size: fPageSize(100),
});
export type TListUnitsInput = z.input<typeof ZListUnitsInput>;
export const ZUnitPage = pageOf(ZUnit);
export const ZUnitPageOutput = dataOf(ZUnitPage);

export const ZListRoomsInput = z.object({ unit_id: fId(), page: fPage(), page_size: fPageSize(100) });
export type TListRoomsInput = z.input<typeof ZListRoomsInput>;
export const ZRoomPage = pageOf(ZRoom);
export const ZRoomPageOutput = dataOf(ZRoomPage);
