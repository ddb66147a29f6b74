import {
  computeMoveInTotal,
  emptyMoveInCosts,
  type TMoveInCosts,
  type TRental,
  type ZCreateRentalInput,
} from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { assertEditable, assertManager } from './guards';
import { toRental } from './mappers';
import { hasOpenRental, insertRental } from './rentals-repository';
import { lockProperty } from './repository';
import { syncSearch } from './search-sync';
import { findRoom, findUnit } from './units-repository';

export const moveInOf = (costs: Partial<TMoveInCosts> | undefined) => {
  const moveInCosts = { ...emptyMoveInCosts(), ...costs };
  return { moveInCosts, moveInTotalSen: computeMoveInTotal(moveInCosts) };
};

/** user-create-rental (add-rental/{id}): a whole unit, or one room of a unit let by room. */
export async function createRental(
  uc: TUseCase,
  input: z.output<typeof ZCreateRentalInput>,
): Promise<TRental> {
  assertManager(uc.scope);
  return uc.services.db.transaction(async (tx) => {
    const found = await findUnit(tx, uc.scope, input.unit_id);
    if (!found) throw notFound();
    const property = (await lockProperty(tx, uc.scope, found.property.id))!;
    assertEditable(uc.scope, property);
    const roomId = input.room_id ?? null;
    if (found.unit.rentalType === 'room' && roomId === null) throw invalid({ room_id: 'rental-needs-room' });
    if (found.unit.rentalType === 'whole_unit' && roomId !== null) {
      throw invalid({ room_id: 'rental-whole-unit-only' });
    }
    if (roomId !== null) {
      const room = await findRoom(tx, uc.scope, roomId);
      if (!room || room.unit.id !== found.unit.id) throw invalid({ room_id: 'invalid-room' });
    }
    if (input.status === 'available' && (await hasOpenRental(tx, found.unit.id, roomId))) {
      throw invalid({ [roomId === null ? 'unit_id' : 'room_id']: 'rental-exists' });
    }
    const rental = await insertRental(tx, {
      companyId: property.companyId,
      propertyId: property.id,
      unitId: found.unit.id,
      roomId,
      rentalType: found.unit.rentalType,
      monthlyRentSen: input.monthly_rent_sen,
      availableFrom: input.available_from,
      ...moveInOf(input.move_in_costs),
      status: input.status,
    });
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'create',
      entity: 'rental',
      entityId: rental.id,
      after: rental,
    });
    await syncSearch(tx, property);
    return toRental(rental);
  });
}
