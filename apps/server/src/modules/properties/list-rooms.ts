import type { TRoom } from '@sewa/domain';
import { pageOut, pageWindow, type TPageInput } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { toRoom } from './mappers';
import { findUnit, listRooms as listRoomRows } from './units-repository';

/** user-list-rooms / admin-list-rooms (rooms/{id}): a unit's rooms with their open rentals. */
export async function listRooms(
  uc: TUseCase,
  input: { unit_id: number } & TPageInput,
): Promise<{ items: TRoom[]; total: number; page: number; page_size: number }> {
  const db = uc.services.db;
  if (!(await findUnit(db, uc.scope, input.unit_id))) throw notFound();
  const { rows, total } = await listRoomRows(db, input.unit_id, pageWindow(input));
  return pageOut(
    rows.map((r) => toRoom(r.room, r.rental)),
    total,
    input,
  );
}
