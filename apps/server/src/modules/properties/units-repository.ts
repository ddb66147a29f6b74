import { properties, rentals, rooms, type TDbExecutor, units } from '@sewa/db';
import type { TListingStatus } from '@sewa/domain';
import { and, asc, count, eq, getTableName, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import type { TScope } from '../../core/scope';
import { propertyScopeWhere } from './repository';

// Units and rooms: reached through their property, so the property's scope applies to them too.

export type TUnitRow = typeof units.$inferSelect;
export type TRoomRow = typeof rooms.$inferSelect;
export type TRentalRow = typeof rentals.$inferSelect;
export type TParent = {
  id: number;
  name: string;
  status: TListingStatus;
  companyId: number;
  landlordUserId: number | null;
};

const parentColumns = {
  id: properties.id,
  name: properties.name,
  status: properties.status,
  companyId: properties.companyId,
  landlordUserId: properties.landlordUserId,
};

// The outer unit's id, always table-qualified. Drizzle writes a column of a single-table select as a bare
// "id", which inside these subqueries names the room's or rental's own id: every room and rental of the
// platform was scanned and the counts were wrong (issue 15). Both subqueries use the unit_id indexes.
const outerUnitId = sql`${sql.identifier(getTableName(units))}.${sql.identifier(units.id.name)}`;
const roomCount = sql<number>`(select count(*)::int from ${rooms} x where x.unit_id = ${outerUnitId})`;
const unitAvailable = sql<number>`(select count(*)::int from ${rentals} r
  where r.unit_id = ${outerUnitId} and r.status = 'available')`;

export type TUnitView = { unit: TUnitRow; roomCount: number; availableRentalCount: number };

export async function findUnit(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<(TUnitView & { property: TParent }) | null> {
  const [row] = await db
    .select({ unit: units, roomCount, availableRentalCount: unitAvailable, property: parentColumns })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, id), propertyScopeWhere(scope)));
  return row ?? null;
}

export async function listUnits(
  db: TDbExecutor,
  propertyId: number,
  search: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TUnitView[]; total: number }> {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(units.propertyId, propertyId),
    like ? or(ilike(units.unitNumber, like), ilike(units.block, like)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ unit: units, roomCount, availableRentalCount: unitAvailable })
      .from(units)
      .where(where)
      .orderBy(asc(units.block), asc(units.unitNumber), asc(units.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(units).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertUnit(db: TDbExecutor, values: typeof units.$inferInsert): Promise<TUnitRow> {
  const [row] = await db.insert(units).values(values).returning();
  return row!;
}

export async function updateUnitRow(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof units.$inferInsert>,
): Promise<TUnitRow> {
  const [row] = await db.update(units).set(values).where(eq(units.id, id)).returning();
  return row!;
}

/** Unit numbers are unique per property and block, ignoring case. */
export async function isUnitNumberTaken(
  db: TDbExecutor,
  propertyId: number,
  block: string | null,
  unitNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(
      and(
        eq(units.propertyId, propertyId),
        sql`lower(coalesce(${units.block}, '')) = lower(${block ?? ''})`,
        sql`lower(${units.unitNumber}) = lower(${unitNumber})`,
        exceptId ? ne(units.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function findRoom(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<{ room: TRoomRow; unit: TUnitRow; property: TParent } | null> {
  const [row] = await db
    .select({ room: rooms, unit: units, property: parentColumns })
    .from(rooms)
    .innerJoin(units, eq(units.id, rooms.unitId))
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(and(eq(rooms.id, id), propertyScopeWhere(scope)));
  return row ?? null;
}

export type TRoomView = { room: TRoomRow; rental: TRentalRow | null };

const openRental = (roomId: SQL | typeof rooms.id) =>
  and(eq(rentals.roomId, roomId as typeof rooms.id), ne(rentals.status, 'withdrawn'));

/** Rooms of a unit with each one's open rental (one joined query). */
export async function listRooms(
  db: TDbExecutor,
  unitId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: TRoomView[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({ room: rooms, rental: rentals })
      .from(rooms)
      .leftJoin(rentals, openRental(rooms.id))
      .where(eq(rooms.unitId, unitId))
      .orderBy(asc(rooms.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(rooms).where(eq(rooms.unitId, unitId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function countRooms(db: TDbExecutor, unitId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rooms).where(eq(rooms.unitId, unitId));
  return row?.n ?? 0;
}

export async function insertRoom(db: TDbExecutor, values: typeof rooms.$inferInsert): Promise<TRoomRow> {
  const [row] = await db.insert(rooms).values(values).returning();
  return row!;
}

export async function updateRoomRow(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof rooms.$inferInsert>,
): Promise<TRoomRow> {
  const [row] = await db.update(rooms).set(values).where(eq(rooms.id, id)).returning();
  return row!;
}

/** One room with its open rental (after an edit, already scoped by the caller's check). */
export async function findRoomWithRental(db: TDbExecutor, roomId: number): Promise<TRoomView | null> {
  const [row] = await db
    .select({ room: rooms, rental: rentals })
    .from(rooms)
    .leftJoin(rentals, openRental(rooms.id))
    .where(eq(rooms.id, roomId));
  return row ?? null;
}

/** One room with its open rental, its unit and its property, within the caller's scope (one query). */
export async function findRoomDetail(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<(TRoomView & { unit: TUnitRow; property: TParent }) | null> {
  const [row] = await db
    .select({ room: rooms, rental: rentals, unit: units, property: parentColumns })
    .from(rooms)
    .innerJoin(units, eq(units.id, rooms.unitId))
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .leftJoin(rentals, openRental(rooms.id))
    .where(and(eq(rooms.id, id), propertyScopeWhere(scope)));
  return row ?? null;
}
