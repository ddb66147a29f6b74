import type { TPhoto } from '@sewa/domain/properties/common';
import type { TCreatePropertyInput, TProperty } from '@sewa/domain/properties/property-schemas';

// add-property / edit-property form values: text as typed, facilities and photos as lists. The payload
// keeps the schema's field names, so a 101 from the server lands on the right field.

export type TPropertyForm = {
  name: string;
  type: string;
  tenure: string;
  developer: string;
  build_year: string;
  floors: string;
  description: string;
  street: string;
  postcode: string;
  city: string;
  state: string;
  lat: string;
  lng: string;
  facilities: string[];
  posted_at: string;
  photos: TPhoto[];
  /** The owner landlord's id, or '' for none (the company's own). */
  landlord_user_id: string;
};

export const EMPTY_PROPERTY: TPropertyForm = {
  name: '',
  type: '',
  tenure: '',
  developer: '',
  build_year: '',
  floors: '',
  description: '',
  street: '',
  postcode: '',
  city: '',
  state: '',
  lat: '',
  lng: '',
  facilities: [],
  posted_at: '',
  photos: [],
  landlord_user_id: '',
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

export function propertyFormOf(p: TProperty): TPropertyForm {
  return {
    name: p.name,
    type: p.type,
    tenure: text(p.tenure),
    developer: text(p.developer),
    build_year: text(p.build_year),
    floors: text(p.floors),
    description: text(p.description),
    street: p.street,
    postcode: p.postcode,
    city: p.city,
    state: p.state,
    lat: text(p.lat),
    lng: text(p.lng),
    facilities: [...p.facilities],
    posted_at: p.posted_at ? p.posted_at.slice(0, 10) : '',
    photos: p.photos,
    landlord_user_id: text(p.landlord_user_id),
  };
}

/**
 * The create/update/propose payload (without id). Empty text is sent as '' so an update clears it. The
 * selects hold plain strings; the form's resolver has checked them against the call's schema.
 */
export function propertyInputOf(form: TPropertyForm): TCreatePropertyInput {
  return {
    name: form.name,
    type: form.type,
    tenure: form.tenure,
    developer: form.developer,
    build_year: form.build_year,
    floors: form.floors,
    description: form.description,
    street: form.street,
    postcode: form.postcode,
    city: form.city,
    state: form.state,
    lat: form.lat,
    lng: form.lng,
    facilities: form.facilities,
    posted_at: form.posted_at,
    photos: form.photos.map((photo) => ({ file_id: photo.file_id, is_cover: photo.is_cover })),
    // Always sent, so saving the form keeps the owner (a landlord's proposal schema drops it).
    landlord_user_id: form.landlord_user_id,
  } as TCreatePropertyInput;
}
