import {
  effectiveBookingSetting,
  type TRentalBookingSetting,
  type ZUpdateRentalBookingSettingInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { getCompanyBookingSetting } from './get-booking-setting';
import { findRental } from './rentals-repository';
import { findRentalBookingSetting, saveRentalBookingSetting } from './settings-repository';

// edit-booking-setting/{id}: one rental's override of the company's booking terms.

export async function getRentalBookingSetting(
  uc: TUseCase,
  rentalId: number,
): Promise<TRentalBookingSetting> {
  const db = uc.services.db;
  const found = await findRental(db, uc.scope, rentalId);
  if (!found) throw notFound();
  const [{ company_id: _, ...companyDefault }, override] = await Promise.all([
    getCompanyBookingSetting(db, found.rental.companyId),
    findRentalBookingSetting(db, rentalId),
  ]);
  return {
    rental_id: rentalId,
    company_default: companyDefault,
    override,
    effective: effectiveBookingSetting(companyDefault, override),
  };
}

export async function updateRentalBookingSetting(
  uc: TUseCase,
  input: z.output<typeof ZUpdateRentalBookingSettingInput>,
): Promise<TRentalBookingSetting> {
  const found = await findRental(uc.services.db, uc.scope, input.rental_id);
  if (!found) throw notFound();
  let override = null;
  if (!input.use_company_default) {
    const missing = (['booking_fee_sen', 'is_credit_check_required', 'move_in_items'] as const).filter(
      (k) => input[k] === undefined,
    );
    if (missing.length) throw invalid(Object.fromEntries(missing.map((k) => [k, 'required'])));
    override = {
      booking_fee_sen: input.booking_fee_sen!,
      is_credit_check_required: input.is_credit_check_required!,
      move_in_items: input.move_in_items!,
    };
  }
  await uc.services.db.transaction(async (tx) => {
    await saveRentalBookingSetting(tx, found.rental.id, found.rental.companyId, override);
    await audit(tx, uc, {
      companyId: found.rental.companyId,
      action: 'update',
      entity: 'rental-booking-setting',
      entityId: found.rental.id,
      after: override,
    });
  });
  return getRentalBookingSetting(uc, input.rental_id);
}
