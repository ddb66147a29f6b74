import type { ZCreateRoomInput, ZCreateUnitInput } from '@sewa/domain';
import type { z } from 'zod';

// Form fields to columns for units and rooms (full replacement on update).

export const unitColumns = (f: Omit<z.output<typeof ZCreateUnitInput>, 'property_id'>) => ({
  unitNumber: f.unit_number,
  block: f.block ?? null,
  rentalType: f.rental_type,
  rooms: f.rooms,
  bedrooms: f.bedrooms,
  bathrooms: f.bathrooms,
  carparks: f.carparks,
  sqft: f.sqft ?? null,
  furnished: f.furnished,
  genderPreference: f.gender_preference,
  racePreference: f.race_preference,
  leaseLength: f.lease_length,
});

export const roomColumns = (f: Omit<z.output<typeof ZCreateRoomInput>, 'unit_id'>) => ({
  title: f.title,
  roomType: f.room_type,
  furnished: f.furnished,
  bathroomType: f.bathroom_type,
  genderPreference: f.gender_preference,
  racePreference: f.race_preference,
});
