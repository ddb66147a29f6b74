import {
  appointments,
  companies,
  customRoles,
  properties,
  rentals,
  rooms,
  type TDbExecutor,
  units,
  users,
} from '@sewa/db';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import type { TScope } from '../../core/scope';

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

function scopeWhere(scope: TScope): SQL | undefined {
  switch (scope.kind) {
    case 'admin':
      return undefined;
    case 'tenant':
      return eq(appointments.userId, scope.userId);
    case 'company':
      return and(
        eq(appointments.companyId, scope.companyId),
        scope.propertyIds ? inArray(appointments.propertyId, scope.propertyIds) : undefined,
        scope.excludedPropertyIds?.length
          ? notInArray(appointments.propertyId, scope.excludedPropertyIds)
          : undefined,
      );
    default:
      return sql`false`;
  }
}

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

/** The company's owner and its active team members holding the privilege: who hears of a request. */
export async function findCompanyStaff(db: TDbExecutor, companyId: number, privilege: string) {
  return db
    .select({ id: users.id, email: users.email, mobile: users.mobile, code: users.mobileCountryCode })
    .from(users)
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'operator'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        or(
          isNull(users.parentUserId),
          sql`${customRoles.privileges} @> ${JSON.stringify([privilege])}::jsonb`,
        ),
      ),
    );
}

export async function findUserContact(db: TDbExecutor, userId: number) {
  const [row] = await db
    .select({ email: users.email, mobile: users.mobile, code: users.mobileCountryCode })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
