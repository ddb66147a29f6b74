import type { ZProposePropertyInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TNewProperty, TPropertyRow } from './repository';

// The editable columns from an add-property / edit-property form (full replacement of the form's fields).
export type TPropertyForm = z.output<typeof ZProposePropertyInput>;

export const propertyColumns = (
  f: TPropertyForm,
  existing?: TPropertyRow,
): Omit<TNewProperty, 'companyId'> => ({
  name: f.name,
  type: f.type,
  tenure: f.tenure ?? null,
  developer: f.developer ?? null,
  buildYear: f.build_year ?? null,
  floors: f.floors ?? null,
  description: f.description ?? null,
  street: f.street,
  postcode: f.postcode,
  city: f.city,
  state: f.state,
  lat: f.lat ?? null,
  lng: f.lng ?? null,
  facilities: f.facilities,
  // Set on first publication when empty; an edit that leaves it out keeps it.
  postedAt: f.posted_at ?? existing?.postedAt ?? null,
});
