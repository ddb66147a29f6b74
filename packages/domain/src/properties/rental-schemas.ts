import { z } from 'zod';
import { fDate, fId, fJson, fOptional } from '../forms/fields';
import { dataOf } from '../forms/shapes';
import { OPERATOR_RENTAL_STATUSES, RENTAL_STATUSES, RENTAL_TYPES } from './enums';
import { fSen, MOVE_IN_ITEMS, type TMoveInItem, ZMoveInCosts } from './move-in-costs';

// add-rental: a unit (whole-unit rental type) or one of its rooms (room rental type) put up for rent.
const rentalFields = {
  monthly_rent_sen: fSen().pipe(z.number().min(100)),
  available_from: fDate(),
  /** Every item in sen; missing items are 0. The total is computed by the server. */
  move_in_costs: fOptional(fJson(ZMoveInCosts)),
  status: fOptional(z.enum(OPERATOR_RENTAL_STATUSES)).default('available'),
};

export const ZCreateRentalInput = z.object({
  unit_id: fId(),
  /** Required for a unit rented by room, absent for a whole unit. */
  room_id: fOptional(fId()),
  ...rentalFields,
});
export type TCreateRentalInput = z.input<typeof ZCreateRentalInput>;
export const ZUpdateRentalInput = z.object({ id: fId(), ...rentalFields });
export type TUpdateRentalInput = z.input<typeof ZUpdateRentalInput>;

const ZMoveInCostsOut = z.object(
  Object.fromEntries(MOVE_IN_ITEMS.map((k) => [k, z.number().int()])) as Record<TMoveInItem, z.ZodNumber>,
);

export const ZRental = z.object({
  id: z.number().int(),
  property_id: z.number().int(),
  unit_id: z.number().int(),
  room_id: z.number().int().nullable(),
  company_id: z.number().int(),
  rental_type: z.enum(RENTAL_TYPES),
  monthly_rent_sen: z.number().int(),
  available_from: z.string(),
  move_in_costs: ZMoveInCostsOut,
  move_in_total_sen: z.number().int(),
  deposit_total_sen: z.number().int(),
  status: z.enum(RENTAL_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TRental = z.infer<typeof ZRental>;
export const ZRentalOutput = dataOf(ZRental);
