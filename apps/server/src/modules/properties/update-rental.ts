import type { TRental, ZUpdateRentalInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { moveInOf } from './create-rental';
import { assertEditable, assertManager } from './guards';
import { toRental } from './mappers';
import { findRental, hasOpenRental, updateRentalRow } from './rentals-repository';
import { lockProperty } from './repository';
import { syncSearch } from './search-sync';

/** user-update-rental: price, dates, move-in costs, available ↔ withdrawn; not once booked or rented. */
export async function updateRental(
  uc: TUseCase,
  input: z.output<typeof ZUpdateRentalInput>,
): Promise<TRental> {
  assertManager(uc.scope);
  return uc.services.db.transaction(async (tx) => {
    const found = await findRental(tx, uc.scope, input.id);
    if (!found) throw notFound();
    const property = (await lockProperty(tx, uc.scope, found.property.id))!;
    assertEditable(uc.scope, property);
    const before = found.rental;
    // A booked or rented rental belongs to the booking and tenancy flows: its terms are settled.
    if (before.status === 'booked' || before.status === 'rented') throw conflict();
    if (
      before.status === 'withdrawn' &&
      input.status === 'available' &&
      (await hasOpenRental(tx, before.unitId, before.roomId, before.id))
    ) {
      throw invalid({ status: 'rental-exists' });
    }
    const after = await updateRentalRow(tx, before.id, {
      monthlyRentSen: input.monthly_rent_sen,
      availableFrom: input.available_from,
      ...moveInOf(input.move_in_costs),
      status: input.status,
    });
    await audit(tx, uc, {
      companyId: before.companyId,
      action: 'update',
      entity: 'rental',
      entityId: before.id,
      before,
      after,
    });
    await syncSearch(tx, property);
    return toRental(after);
  });
}
