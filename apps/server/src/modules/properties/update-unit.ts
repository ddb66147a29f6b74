import type { TUnit, ZUpdateUnitInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { assertEditable, assertManager } from './guards';
import { toUnit } from './mappers';
import { unitHasOpenRental } from './rentals-repository';
import { lockProperty } from './repository';
import { syncSearch } from './search-sync';
import { unitColumns } from './unit-values';
import { findUnit, isUnitNumberTaken, updateUnitRow } from './units-repository';

/** user-update-unit / admin-update-unit (edit-unit-details). */
export async function updateUnit(uc: TUseCase, input: z.output<typeof ZUpdateUnitInput>): Promise<TUnit> {
  assertManager(uc.scope);
  await uc.services.db.transaction(async (tx) => {
    const found = await findUnit(tx, uc.scope, input.id);
    if (!found) throw notFound();
    const property = (await lockProperty(tx, uc.scope, found.property.id))!;
    assertEditable(uc.scope, property);
    const before = found.unit;
    if (await isUnitNumberTaken(tx, before.propertyId, input.block ?? null, input.unit_number, before.id)) {
      throw invalid({ unit_number: 'unit-number-taken' });
    }
    // Switching between whole-unit and by-room letting would orphan the open rentals of the other kind.
    if (input.rental_type !== before.rentalType) {
      if (await unitHasOpenRental(tx, before.id)) throw conflict();
    }
    const after = await updateUnitRow(tx, before.id, unitColumns(input));
    await audit(tx, uc, {
      companyId: before.companyId,
      action: 'update',
      entity: 'unit',
      entityId: before.id,
      before,
      after,
    });
    await syncSearch(tx, property);
  });
  const view = await findUnit(uc.services.db, uc.scope, input.id);
  return toUnit(view!);
}
