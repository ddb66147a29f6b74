import type { TCreateRoomInput, TCreateUnitInput, TRoom, TUnit } from '@sewa/domain/properties/unit-schemas';

// add-unit / edit-unit-details and the room forms: text as typed, payload under the schema's names.

export type TUnitForm = {
  unit_number: string;
  block: string;
  rental_type: string;
  rooms: string;
  bedrooms: string;
  bathrooms: string;
  carparks: string;
  sqft: string;
  furnished: string;
  gender_preference: string;
  race_preference: string;
  lease_length: string;
};

export const EMPTY_UNIT: TUnitForm = {
  unit_number: '',
  block: '',
  rental_type: '',
  rooms: '0',
  bedrooms: '',
  bathrooms: '',
  carparks: '0',
  sqft: '',
  furnished: '',
  gender_preference: 'all',
  race_preference: 'all',
  lease_length: '12_months_and_above',
};

export const unitFormOf = (u: TUnit): TUnitForm => ({
  unit_number: u.unit_number,
  block: u.block ?? '',
  rental_type: u.rental_type,
  rooms: String(u.rooms),
  bedrooms: String(u.bedrooms),
  bathrooms: String(u.bathrooms),
  carparks: String(u.carparks),
  sqft: u.sqft === null ? '' : String(u.sqft),
  furnished: u.furnished,
  gender_preference: u.gender_preference,
  race_preference: u.race_preference,
  lease_length: u.lease_length,
});

/** A unit's fields as create and update send them (the form's resolver has checked the selects). */
export const unitInputOf = (form: TUnitForm) => ({ ...form }) as Omit<TCreateUnitInput, 'property_id'>;

export type TRoomForm = {
  title: string;
  room_type: string;
  furnished: string;
  bathroom_type: string;
  gender_preference: string;
  race_preference: string;
};

export const EMPTY_ROOM: TRoomForm = {
  title: '',
  room_type: '',
  furnished: '',
  bathroom_type: '',
  gender_preference: 'all',
  race_preference: 'all',
};

/** A room's fields as create and update send them (the form's resolver has checked the selects). */
export const roomInputOf = (form: TRoomForm) => ({ ...form }) as Omit<TCreateRoomInput, 'unit_id'>;

export const roomFormOf = (r: TRoom): TRoomForm => ({
  title: r.title,
  room_type: r.room_type,
  furnished: r.furnished,
  bathroom_type: r.bathroom_type,
  gender_preference: r.gender_preference,
  race_preference: r.race_preference,
});
