import {
  appointments,
  companies,
  properties,
  rentals,
  rooms,
  type TDbExecutor,
  units,
  users,
} from '@sewa/db';
import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenantRecordScopeWhere } from '../../core/scope';

// The appointments module's only ORM access. Every read takes the caller's scope: a tenant sees its
// own viewings, an operator its company's (within a sub-operator's properties), an admin all.

export type TAppointmentRow = typeof appointments.$inferSelect;

/** A rental a visitor may ask to view: its property published, the rental available. */
export async function findPublicRental(db: TDbExecutor, rentalId: number) {
  const [row] = await db
    .select({ rental: rentals, propertyName: properties.name })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .where(
      and(eq(rentals.id, rentalId), eq(properties.status, 'published'), eq(rentals.status, 'available')),
    );
  return row ?? null;
}

export async function insertAppointment(db: TDbExecutor, values: typeof appointments.$inferInsert) {
  const [row] = await db.insert(appointments).values(values).returning();
  return row!;
}

export async function updateAppointment(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof appointments.$inferInsert>,
) {
  const [row] = await db.update(appointments).set(values).where(eq(appointments.id, id)).returning();
  return row!;
}

const scopeWhere = (scope: TScope): SQL | undefined =>
  tenantRecordScopeWhere(scope, {
    companyId: appointments.companyId,
    userId: appointments.userId,
    propertyId: appointments.propertyId,
  });

const columns = {
  appointment: appointments,
  companyName: companies.name,
  propertyName: properties.name,
  unitName: units.unitNumber,
  roomName: rooms.title,
  applicantName: users.name,
  applicantCode: users.mobileCountryCode,
  applicantMobile: users.mobile,
};
export type TAppointmentRecord = {
  appointment: TAppointmentRow;
  companyName: string;
  propertyName: string;
  unitName: string;
  roomName: string | null;
  applicantName: string;
  applicantCode: string | null;
  applicantMobile: string | null;
};

const joined = (db: TDbExecutor) =>
  db
    .select(columns)
    .from(appointments)
    .innerJoin(companies, eq(companies.id, appointments.companyId))
    .innerJoin(properties, eq(properties.id, appointments.propertyId))
    .innerJoin(rentals, eq(rentals.id, appointments.rentalId))
    .innerJoin(units, eq(units.id, rentals.unitId))
    .leftJoin(rooms, eq(rooms.id, rentals.roomId))
    .innerJoin(users, eq(users.id, appointments.userId));

/** One appointment the caller may see (null: 102), locked for a change when `lock`. */
export async function findAppointment(
  db: TDbExecutor,
  scope: TScope,
  id: number,
  lock = false,
): Promise<TAppointmentRecord | null> {
  const q = joined(db).where(and(eq(appointments.id, id), scopeWhere(scope)));
  const [row] = await (lock ? q.for('update', { of: appointments }) : q);
  return row ?? null;
}

export type TAppointmentFilter = {
  statuses?: readonly string[];
  propertyId?: number;
  companyId?: number;
  search?: string;
  from?: Date;
  to?: Date;
};

export async function listAppointments(
  db: TDbExecutor,
  scope: TScope,
  f: TAppointmentFilter,
  window: { limit: number; offset: number },
) {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    scopeWhere(scope),
    f.statuses ? inArray(appointments.status, [...f.statuses]) : undefined,
    f.propertyId ? eq(appointments.propertyId, f.propertyId) : undefined,
    f.companyId ? eq(appointments.companyId, f.companyId) : undefined,
    f.from ? gte(appointments.viewingAt, f.from) : undefined,
    f.to ? lt(appointments.viewingAt, f.to) : undefined,
    term ? or(ilike(users.name, term), ilike(properties.name, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(appointments.viewingAt), desc(appointments.id))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ n: count() })
      .from(appointments)
      .innerJoin(properties, eq(properties.id, appointments.propertyId))
      .innerJoin(users, eq(users.id, appointments.userId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
