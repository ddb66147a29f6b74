import {
  ADULT_AGE,
  addMonthsToDay,
  ageOn,
  birthDateFromIc,
  bookingRef,
  bookingTransition,
  type TBookingStatus,
  tenureOptions,
  toDateString,
  type ZCreateBookingInput,
} from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { conflict, forbidden, invalid, notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { mustTransition, recordTransition } from '../lifecycle/index';

import { findRentalForBooking, insertBooking, isUserRestricted, updateBooking } from './repository';
import { blockOf, linkTerms, settingOf, termsAmounts } from './terms';

// user-create-booking: the booker's details and documents; created as a draft and submitted at once
// (two lifecycle events), to pending_consent when the rental needs a credit check, else pending_payment.

export const MAX_MOVE_IN_MONTHS_AHEAD = 6;

const DOCUMENTS = { ic: ['ic_front', 'ic_back', 'selfie'], passport: ['passport'] } as const;

export async function createBooking(
  uc: TUseCase,
  input: z.output<typeof ZCreateBookingInput>,
  files: TUploadedFile[],
): Promise<{ id: number; booking_ref: string; status: TBookingStatus }> {
  if (uc.caller.kind !== 'user') throw forbidden();
  const userId = uc.caller.userId;
  const { db } = uc.services;
  const now = uc.services.now();
  const today = toDateString(now);

  const found = await findRentalForBooking(db, input.rental_id);
  if (!found || found.property.status === 'draft' || found.rental.status === 'withdrawn') throw notFound();
  if (
    uc.caller.restrictedPropertyIds.includes(found.property.id) ||
    (await isUserRestricted(db, userId, found.rental.companyId, found.property.id))
  )
    throw forbidden();
  const block = await blockOf(uc.services, db, found, now);
  if (block === 'not_available') throw conflict('no-longer-available');
  if (block) throw conflict('not-bookable-online');
  const link = await linkTerms(db, input.link, found.rental.id, now);

  // The rules of the form the schema cannot know: age, dates against today, the listing's tenures,
  // the documents of the kind chosen.
  const errors: Record<string, string> = {};
  const birthDate =
    input.document_kind === 'ic' ? birthDateFromIc(input.id_number, today) : (input.date_of_birth ?? null);
  if (input.document_kind === 'ic' && !birthDate) errors.id_number = 'invalid-ic';
  else if (birthDate && (birthDate > today || ageOn(birthDate, today) < ADULT_AGE))
    errors[input.document_kind === 'ic' ? 'id_number' : 'date_of_birth'] = 'under-18';
  if (input.move_in_date < today) errors.move_in_date = 'move-in-date-past';
  else if (input.move_in_date > addMonthsToDay(today, MAX_MOVE_IN_MONTHS_AHEAD))
    errors.move_in_date = 'move-in-date-too-late';
  if (!tenureOptions(found.unit.leaseLength).includes(input.tenure_months))
    errors.tenure_months = 'tenure-not-offered';
  const byField = new Map(files.map((f) => [f.field, f]));
  for (const field of DOCUMENTS[input.document_kind])
    if (!byField.has(field)) errors[field] = 'document-required';
  if (Object.keys(errors).length) throw invalid(errors);

  const setting = await settingOf(db, found);
  const { monthlyRentSen, amounts } = termsAmounts(found, setting, link);
  const submitted = mustTransition(
    bookingTransition('draft', 'submit', 'tenant', {
      isCreditCheckRequired: setting.is_credit_check_required,
    }),
  );

  const booking = await db.transaction(async (tx) => {
    const stored: Record<string, number> = {};
    for (const field of DOCUMENTS[input.document_kind]) {
      const file = await storeUpload({ db: tx, config: uc.services.config }, byField.get(field)!, {
        companyId: found.rental.companyId,
        visibility: 'private',
        ownerKind: 'user',
        ownerId: userId,
        kind: 'image',
      });
      stored[field] = file.id;
    }
    const draft = await insertBooking(tx, {
      companyId: found.rental.companyId,
      propertyId: found.property.id,
      unitId: found.unit.id,
      roomId: found.rental.roomId,
      rentalId: found.rental.id,
      userId,
      bookingLinkId: link?.id ?? null,
      status: 'draft',
      moveInDate: input.move_in_date,
      tenureMonths: input.tenure_months,
      occupants: input.occupants,
      message: input.message ?? null,
      documentKind: input.document_kind,
      idNumber: input.id_number,
      dateOfBirth: birthDate,
      icFrontFileId: stored.ic_front ?? null,
      icBackFileId: stored.ic_back ?? null,
      selfieFileId: stored.selfie ?? null,
      passportFileId: stored.passport ?? null,
      monthlyRentSen,
      moveInCosts: amounts.items as Record<string, number>,
      payNowItems: amounts.pay_now_items,
      bookingFeeSen: amounts.booking_fee_sen,
      creditCheckFeeSen: amounts.credit_check_fee_sen,
      isCreditCheckRequired: setting.is_credit_check_required,
      payment1Sen: amounts.payment1_sen,
      payment2Sen: amounts.payment2_sen,
      createdAt: now,
      updatedAt: now,
    });
    const base = {
      companyId: draft.companyId,
      subjectType: 'booking' as const,
      subjectId: draft.id,
      uc,
      at: now,
    };
    await recordTransition(tx, { ...base, action: 'create', from: null, to: 'draft' });
    const row = await updateBooking(tx, draft.id, { status: submitted, updatedAt: now });
    await recordTransition(tx, { ...base, action: 'submit', from: 'draft', to: submitted });
    return row;
  });
  return { id: booking.id, booking_ref: bookingRef(booking.id), status: booking.status as TBookingStatus };
}
