import type { TDbExecutor } from '@sewa/db';
import type { ZCreateTenancyInput } from '@sewa/domain';
import type { z } from 'zod';
import { nextCompanyNumber } from '../../core/counters';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import { findTenancyOfBooking, lockBooking, type TBookingRecord } from '../booking/repository';
import { recordTransition } from '../lifecycle/index';
import { noticeTenant } from './notices';
import { isPlaceOccupied, takePlace } from './place';
import {
  findPlace,
  findPropertyName,
  findTenancy,
  insertTenancy,
  isCompanyTenant,
  lockUnit,
} from './repository';
import { tenancyDetail } from './tenancy-view';
import { termValues } from './terms';
import { todayOf, viewerOf } from './viewer';

// user-create-tenancy: the operator's side makes a pending tenancy, from an approved or confirmed booking
// (the booker is the tenant and the place is the booking's, one tenancy per booking) or by hand for a
// tenant of the company. The place must be free (no pending or active tenancy overlaps it); the unit's
// row is locked first so two creations at once cannot both take it. Its rentals become rented.

type TInput = z.output<typeof ZCreateTenancyInput>;
type TWho = {
  companyId: number;
  tenantUserId: number;
  propertyId: number;
  unitId: number;
  roomId: number | null;
};

export const tenancyCode = (n: number) => `T-${String(n).padStart(6, '0')}`;

/** The booking the tenancy comes from: in reach, approved or confirmed, without a tenancy yet. */
async function fromBooking(tx: TDbExecutor, uc: TUseCase, bookingId: number): Promise<TBookingRecord> {
  const booking = await lockBooking(tx, uc.scope, bookingId);
  if (!booking) throw notFound();
  if (booking.status !== 'approved' && booking.status !== 'confirmed') throw conflict();
  if ((await findTenancyOfBooking(tx, booking.id)) !== null) throw conflict();
  return booking;
}

/** A tenant of the company, and a place of a property in reach whose unit and room belong together. */
async function byHand(tx: TDbExecutor, uc: TUseCase, input: TInput): Promise<TWho> {
  const place = await findPlace(tx, uc.scope, {
    propertyId: input.property_id,
    unitId: input.unit_id,
    roomId: input.room_id ?? null,
  });
  if (!place) throw notFound();
  const errors: Record<string, string> = {};
  if (!place.unit) errors.unit_id = 'unit-not-in-property';
  else if (input.room_id !== undefined && !place.room) errors.room_id = 'room-not-in-unit';
  if (!(await isCompanyTenant(tx, place.property.companyId, input.tenant_user_id)))
    errors.tenant_user_id = 'not-a-tenant';
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    companyId: place.property.companyId,
    tenantUserId: input.tenant_user_id,
    propertyId: place.property.id,
    unitId: place.unit!.id,
    roomId: place.room?.id ?? null,
  };
}

export async function createTenancy(uc: TUseCase, input: TInput) {
  if (uc.caller.kind !== 'user') throw forbidden();
  const userId = uc.caller.userId;
  const { db } = uc.services;
  const now = uc.services.now();
  const { id, after } = await db.transaction(async (tx) => {
    const booking = input.booking_id === undefined ? null : await fromBooking(tx, uc, input.booking_id);
    const who: TWho = booking
      ? {
          companyId: booking.companyId,
          tenantUserId: booking.userId,
          propertyId: booking.propertyId,
          unitId: booking.unitId,
          roomId: booking.roomId,
        }
      : await byHand(tx, uc, input);
    await lockUnit(tx, who.unitId);
    if (await isPlaceOccupied(tx, who))
      throw invalid({ [who.roomId === null ? 'unit_id' : 'room_id']: 'place-occupied' });
    const code = tenancyCode(await nextCompanyNumber(tx, who.companyId, 'tenancy'));
    const tenancy = await insertTenancy(tx, {
      ...termValues(input),
      tenureStart: input.tenure_start,
      tenureEnd: input.tenure_end,
      monthlyRentSen: input.monthly_rent_sen,
      usedFor: input.used_for,
      paymentFrequency: input.payment_frequency,
      paymentDay: input.payment_day,
      companyId: who.companyId,
      code,
      bookingId: booking?.id ?? null,
      tenantUserId: who.tenantUserId,
      propertyId: who.propertyId,
      unitId: who.unitId,
      roomId: who.roomId,
      status: 'pending',
      createdByKind: 'user',
      createdById: userId,
      createdAt: now,
      updatedAt: now,
    });
    await takePlace(tx, tenancy, booking?.rentalId ?? null, now);
    await recordTransition(tx, {
      companyId: tenancy.companyId,
      subjectType: 'tenancy',
      subjectId: tenancy.id,
      action: 'create',
      from: null,
      to: 'pending',
      uc,
      at: now,
    });
    await audit(tx, uc, {
      companyId: tenancy.companyId,
      action: 'create',
      entity: 'tenancy',
      entityId: tenancy.id,
      after: { code, booking_id: tenancy.bookingId, tenant_user_id: tenancy.tenantUserId },
    });
    const propertyName = await findPropertyName(tx, tenancy.propertyId);
    return {
      id: tenancy.id,
      after: await noticeTenant(tx, uc.services, tenancy, 'created', propertyName),
    };
  });
  await after();
  return tenancyDetail(db, (await findTenancy(db, uc.scope, id))!, viewerOf(uc), todayOf(uc));
}
