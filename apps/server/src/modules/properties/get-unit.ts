import type { TUnitDetail } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { MAX_ROOMS_PER_UNIT } from './limits';
import { toRental, toRoom, toUnit } from './mappers';
import { listUnitRentals } from './rentals-repository';
import { findUnit, listRooms } from './units-repository';

/** user-get-unit / admin-get-unit: the unit, its rooms (each with its open rental) and all its rentals. */
export async function getUnit(uc: TUseCase, id: number): Promise<TUnitDetail> {
  const db = uc.services.db;
  const found = await findUnit(db, uc.scope, id);
  if (!found) throw notFound();
  const [roomPage, rentals] = await Promise.all([
    listRooms(db, id, { limit: MAX_ROOMS_PER_UNIT, offset: 0 }),
    listUnitRentals(db, id),
  ]);
  return {
    ...toUnit(found),
    property: { id: found.property.id, name: found.property.name, status: found.property.status },
    room_list: roomPage.rows.map((r) => toRoom(r.room, r.rental)),
    rentals: rentals.map(toRental),
  };
}
