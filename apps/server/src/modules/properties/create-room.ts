import type { TRoom, ZCreateRoomInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { invalid, notFound } from '../../http/errors';
import { assertEditable } from './guards';
import { MAX_ROOMS_PER_UNIT } from './limits';
import { toRoom } from './mappers';
import { lockProperty } from './repository';
import { roomColumns } from './unit-values';
import { countRooms, findUnit, insertRoom } from './units-repository';

/** user-create-room (rooms/{id}): a room of a unit. */
export async function createRoom(uc: TUseCase, input: z.output<typeof ZCreateRoomInput>): Promise<TRoom> {
  return uc.services.db.transaction(async (tx) => {
    const found = await findUnit(tx, uc.scope, input.unit_id);
    if (!found) throw notFound();
    const property = (await lockProperty(tx, uc.scope, found.property.id))!;
    assertEditable(uc.scope, property);
    if ((await countRooms(tx, found.unit.id)) >= MAX_ROOMS_PER_UNIT)
      throw invalid({ unit_id: 'too-many-rooms' });
    const room = await insertRoom(tx, {
      ...roomColumns(input),
      unitId: found.unit.id,
      propertyId: property.id,
      companyId: property.companyId,
    });
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'create',
      entity: 'room',
      entityId: room.id,
      after: room,
    });
    return toRoom(room, null);
  });
}
