import type { TUnit, ZCreateUnitInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { assertEditable } from './guards';
import { toUnit } from './mappers';
import { lockProperty } from './repository';
import { unitColumns } from './unit-values';
import { insertUnit, isUnitNumberTaken } from './units-repository';

/** user-create-unit (operator; landlord on its own draft). */
export async function createUnit(uc: TUseCase, input: z.output<typeof ZCreateUnitInput>): Promise<TUnit> {
  return uc.services.db.transaction(async (tx) => {
    const property = await lockProperty(tx, uc.scope, input.property_id);
    if (!property) throw notFound();
    assertEditable(uc.scope, property);
    if (await isUnitNumberTaken(tx, property.id, input.block ?? null, input.unit_number)) {
      throw invalid({ unit_number: 'unit-number-taken' });
    }
    const unit = await insertUnit(tx, {
      ...unitColumns(input),
      propertyId: property.id,
      companyId: property.companyId,
    });
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'create',
      entity: 'unit',
      entityId: unit.id,
      after: unit,
    });
    return toUnit({ unit, roomCount: 0, availableRentalCount: 0 });
  });
}
