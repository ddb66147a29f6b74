import { addDays, addMonthsToDay, bookingRef, type ZTenancyPrefill } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { findBooking, findTenancyOfBooking } from '../booking/repository';
import { findUserName } from './repository';

// user-get-tenancy-prefill: what create-new-tenancy starts from for an approved or confirmed booking in
// reach: the booker, the place, the tenure from the move-in day for the booked months (ending the day
// before the anniversary), the rent and the move-in items. 104 when the booking cannot become a tenancy
// (not approved or confirmed, or it already has one).

export async function getTenancyPrefill(
  uc: TUseCase,
  input: { booking_id: number },
): Promise<z.infer<typeof ZTenancyPrefill>> {
  const { db } = uc.services;
  const booking = await findBooking(db, uc.scope, input.booking_id);
  if (!booking || booking.status === 'draft') throw notFound();
  if (booking.status !== 'approved' && booking.status !== 'confirmed') throw conflict();
  if ((await findTenancyOfBooking(db, booking.id)) !== null) throw conflict();
  const costs = booking.moveInCosts;
  return {
    booking_id: booking.id,
    booking_ref: bookingRef(booking.id),
    tenant_user_id: booking.userId,
    tenant_name: await findUserName(db, booking.userId),
    property_id: booking.propertyId,
    unit_id: booking.unitId,
    room_id: booking.roomId,
    tenure_start: booking.moveInDate,
    tenure_end: addDays(addMonthsToDay(booking.moveInDate, booking.tenureMonths), -1),
    monthly_rent_sen: booking.monthlyRentSen,
    first_month_rental_sen: costs.first_month_rent ?? 0,
    last_month_rental_sen: costs.last_month_rent ?? 0,
    security_deposit_sen: costs.security_deposit ?? 0,
    utility_deposit_sen: costs.utility_deposit ?? 0,
    access_card_deposit_sen: costs.access_card_deposit ?? 0,
    car_park_deposit_sen: costs.carpark_deposit ?? 0,
    other_deposit_sen: 0,
  };
}
