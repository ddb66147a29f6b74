import type { TRoomDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toRoom } from './mappers';
import { findRoomDetail } from './units-repository';

/** user-get-room / admin-get-room (edit-room-details/{id}): the room, its open rental, unit and property. */
export async function getRoom(uc: TUseCase, id: number): Promise<TRoomDetail> {
  const found = await findRoomDetail(uc.services.db, uc.scope, id);
  if (!found) throw notFound();
  const { unit, property } = found;
  return {
    ...toRoom(found.room, found.rental),
    unit: { id: unit.id, unit_number: unit.unitNumber, block: unit.block },
    property: { id: property.id, name: property.name, status: property.status },
  };
}
