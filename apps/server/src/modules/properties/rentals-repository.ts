import { properties, rentals, type TDbExecutor } from '@sewa/db';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { TScope } from '../../core/scope';
import { MAX_UNIT_RENTALS } from './limits';
import { propertyScopeWhere } from './repository';
import type { TParent, TRentalRow } from './units-repository';

// Rentals: a unit or room put up for rent, reached through its property's scope.

export async function findRental(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<{ rental: TRentalRow; property: TParent } | null> {
  const [row] = await db
    .select({
      rental: rentals,
      property: {
        id: properties.id,
        name: properties.name,
        status: properties.status,
        companyId: properties.companyId,
        landlordUserId: properties.landlordUserId,
      },
    })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .where(and(eq(rentals.id, id), propertyScopeWhere(scope)));
  return row ?? null;
}

/** The unit's rentals, newest first, at most MAX_UNIT_RENTALS (withdrawn ones are history). */
export async function listUnitRentals(db: TDbExecutor, unitId: number): Promise<TRentalRow[]> {
  return db
    .select()
    .from(rentals)
    .where(eq(rentals.unitId, unitId))
    .orderBy(desc(rentals.id))
    .limit(MAX_UNIT_RENTALS);
}

/** Whether the unit (roomId null) or room already has a rental that is not withdrawn. */
export async function hasOpenRental(
  db: TDbExecutor,
  unitId: number,
  roomId: number | null,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(
      and(
        roomId === null
          ? and(eq(rentals.unitId, unitId), isNull(rentals.roomId))
          : eq(rentals.roomId, roomId),
        ne(rentals.status, 'withdrawn'),
        exceptId ? ne(rentals.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

export async function insertRental(
  db: TDbExecutor,
  values: typeof rentals.$inferInsert,
): Promise<TRentalRow> {
  const [row] = await db.insert(rentals).values(values).returning();
  return row!;
}

export async function updateRentalRow(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof rentals.$inferInsert>,
): Promise<TRentalRow> {
  const [row] = await db.update(rentals).set(values).where(eq(rentals.id, id)).returning();
  return row!;
}

/** A listing needs something to rent before it is submitted. */
export async function hasAvailableRental(db: TDbExecutor, propertyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.propertyId, propertyId), eq(rentals.status, 'available')))
    .limit(1);
  return rows.length > 0;
}

/** Whether any rental of the unit (whole or by room) is still open. */
export async function unitHasOpenRental(db: TDbExecutor, unitId: number): Promise<boolean> {
  const rows = await db
    .select({ id: rentals.id })
    .from(rentals)
    .where(and(eq(rentals.unitId, unitId), ne(rentals.status, 'withdrawn')))
    .limit(1);
  return rows.length > 0;
}
