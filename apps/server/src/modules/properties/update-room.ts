import type { TRoom, ZUpdateRoomInput } from '@sewa/domain';
import type { z } from 'zod';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { assertEditable, assertManager } from './guards';
import { toRoom } from './mappers';
import { lockProperty } from './repository';
import { syncSearch } from './search-sync';
import { roomColumns } from './unit-values';
import { findRoom, findRoomWithRental, updateRoomRow } from './units-repository';

/** user-update-room / admin-update-room (edit-room-details). */
export async function updateRoom(uc: TUseCase, input: z.output<typeof ZUpdateRoomInput>): Promise<TRoom> {
  assertManager(uc.scope);
  await uc.services.db.transaction(async (tx) => {
    const found = await findRoom(tx, uc.scope, input.id);
    if (!found) throw notFound();
    const property = (await lockProperty(tx, uc.scope, found.property.id))!;
    assertEditable(uc.scope, property);
    const after = await updateRoomRow(tx, found.room.id, roomColumns(input));
    await audit(tx, uc, {
      companyId: property.companyId,
      action: 'update',
      entity: 'room',
      entityId: found.room.id,
      before: found.room,
      after,
    });
    await syncSearch(tx, property);
  });
  const view = (await findRoomWithRental(uc.services.db, input.id))!;
  return toRoom(view.room, view.rental);
}
