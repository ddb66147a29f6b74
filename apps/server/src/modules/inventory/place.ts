import type { TDbExecutor } from '@sewa/db';
import type { TScope } from '../../core/scope';
import { invalid, notFound } from '../../http/errors';
import { findRoomInScope, findUnitInScope } from './repository';

// The place whose items are kept: a unit of the caller's company within its property reach (102
// otherwise), and optionally one of its rooms (a room of another unit is 101 room-not-in-unit).

export async function resolvePlace(
  db: TDbExecutor,
  scope: TScope,
  input: { unit_id?: number; room_id?: number },
) {
  if (input.room_id !== undefined) {
    const found = await findRoomInScope(db, scope, input.room_id);
    if (!found) throw notFound();
    if (input.unit_id !== undefined && found.unit.id !== input.unit_id)
      throw invalid({ room_id: 'room-not-in-unit' });
    return found;
  }
  const found = input.unit_id === undefined ? null : await findUnitInScope(db, scope, input.unit_id);
  if (!found) throw notFound();
  return { ...found, room: null };
}

export type TPlace = Awaited<ReturnType<typeof resolvePlace>>;
