import {
  appointments,
  bookings,
  inventoryLists,
  properties,
  refunds,
  rooms,
  type TDbExecutor,
  tenancies,
  units,
} from '@sewa/db';
import { TENANCY_HOLDING_STATUSES } from '@sewa/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { TScope } from '../../core/scope';
import { propertyScopeWhere } from '../properties/repository';

// The dashboards' counts (docs/decisions/0019-tenancy.md): the tenant's current tenancy and open items,
// and the operator's tenancies and vacancies. Read only.

const HOLDING = [...TENANCY_HOLDING_STATUSES];

// ---- the tenant's dashboard ----

/** The tenant's current tenancy: the active one (latest start), else the pending one starting first. */
export async function findCurrentTenancyId(db: TDbExecutor, userId: number) {
  const [active] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.tenantUserId, userId), eq(tenancies.status, 'active')))
    .orderBy(desc(tenancies.tenureStart), desc(tenancies.id))
    .limit(1);
  if (active) return active.id;
  const [pending] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(and(eq(tenancies.tenantUserId, userId), eq(tenancies.status, 'pending')))
    .orderBy(asc(tenancies.tenureStart), asc(tenancies.id))
    .limit(1);
  return pending?.id ?? null;
}

const one = async (q: Promise<{ n: number }[]>) => (await q)[0]?.n ?? 0;

export async function countTenantOpenItems(db: TDbExecutor, userId: number, now: Date) {
  const [lists, bookingsOpen, refundsOpen, viewings] = await Promise.all([
    one(
      db
        .select({ n: count() })
        .from(inventoryLists)
        .innerJoin(tenancies, eq(tenancies.id, inventoryLists.tenancyId))
        .where(and(eq(tenancies.tenantUserId, userId), eq(inventoryLists.status, 'pending'))),
    ),
    one(
      db
        .select({ n: count() })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            inArray(bookings.status, ['draft', 'pending_consent', 'pending_payment', 'new', 'approved']),
          ),
        ),
    ),
    one(
      db
        .select({ n: count() })
        .from(refunds)
        .where(and(eq(refunds.userId, userId), inArray(refunds.status, ['requested', 'approved']))),
    ),
    one(
      db
        .select({ n: count() })
        .from(appointments)
        .where(
          and(
            eq(appointments.userId, userId),
            inArray(appointments.status, ['requested', 'approved', 'confirmed']),
            gte(appointments.viewingAt, now),
          ),
        ),
    ),
  ]);
  return {
    inventory_lists_to_answer: lists,
    bookings_in_progress: bookingsOpen,
    refunds_pending: refundsOpen,
    appointments_upcoming: viewings,
  };
}

// ---- the operator's dashboard ----

const inReach = (scope: TScope, companyId: SQL | undefined) => and(propertyScopeWhere(scope), companyId);

export async function countTenancies(db: TDbExecutor, scope: TScope, today: string, in60: string) {
  const base = (extra: SQL | undefined) =>
    one(
      db
        .select({ n: count() })
        .from(tenancies)
        .innerJoin(properties, eq(properties.id, tenancies.propertyId))
        .where(inReach(scope, extra)),
    );
  const [active, pending, ending] = await Promise.all([
    base(eq(tenancies.status, 'active')),
    base(eq(tenancies.status, 'pending')),
    base(
      and(eq(tenancies.status, 'active'), gte(tenancies.tenureEnd, today), lte(tenancies.tenureEnd, in60)),
    ),
  ]);
  return { active, pending, ending };
}

// Outer ids written table-qualified: a bare "id" inside the subqueries would name the tenancy's own.
const outer = (table: string, column: string) => sql`${sql.identifier(table)}.${sql.identifier(column)}`;
const holding = sql.raw(HOLDING.map((s) => `'${s}'`).join(', '));

const unitHeld = sql`exists (select 1 from tenancies t where t.unit_id = ${outer('units', 'id')}
  and t.status in (${holding}))`;
const unitLastClosed = sql`(select max(t.closed_at) from tenancies t where t.unit_id = ${outer('units', 'id')})`;
const unitVacantSince = sql<Date>`coalesce(${unitLastClosed}, ${units.createdAt})`;

const roomMatch = sql`(t.room_id = ${outer('rooms', 'id')}
  or (t.unit_id = ${outer('rooms', 'unit_id')} and t.room_id is null))`;
const roomHeld = sql`exists (select 1 from tenancies t where ${roomMatch} and t.status in (${holding}))`;
const roomLastClosed = sql`(select max(t.closed_at) from tenancies t where ${roomMatch})`;
const roomVacantSince = sql<Date>`coalesce(${roomLastClosed}, ${rooms.createdAt})`;

const vacantUnitsWhere = (scope: TScope) =>
  inReach(scope, and(eq(units.rentalType, 'whole_unit'), sql`not ${unitHeld}`));
const vacantRoomsWhere = (scope: TScope) =>
  inReach(scope, and(eq(units.rentalType, 'room'), sql`not ${roomHeld}`));

export async function countVacancies(db: TDbExecutor, scope: TScope) {
  const [vacantUnits, vacantRooms] = await Promise.all([
    one(
      db
        .select({ n: count() })
        .from(units)
        .innerJoin(properties, eq(properties.id, units.propertyId))
        .where(vacantUnitsWhere(scope)),
    ),
    one(
      db
        .select({ n: count() })
        .from(rooms)
        .innerJoin(units, eq(units.id, rooms.unitId))
        .innerJoin(properties, eq(properties.id, rooms.propertyId))
        .where(vacantRoomsWhere(scope)),
    ),
  ]);
  return { vacantUnits, vacantRooms };
}

const toDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

/** Vacant places empty since before `cutoff`, longest first, at most `limit` of units and of rooms each. */
export async function listLongVacant(db: TDbExecutor, scope: TScope, cutoff: Date, limit: number) {
  const [unitRows, roomRows] = await Promise.all([
    db
      .select({
        propertyId: properties.id,
        propertyName: properties.name,
        unitId: units.id,
        unitName: units.unitNumber,
        vacantSince: unitVacantSince,
      })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(vacantUnitsWhere(scope), sql`${unitVacantSince} < ${cutoff}`))
      .orderBy(asc(unitVacantSince), asc(units.id))
      .limit(limit),
    db
      .select({
        propertyId: properties.id,
        propertyName: properties.name,
        unitId: units.id,
        unitName: units.unitNumber,
        roomId: rooms.id,
        roomName: rooms.title,
        vacantSince: roomVacantSince,
      })
      .from(rooms)
      .innerJoin(units, eq(units.id, rooms.unitId))
      .innerJoin(properties, eq(properties.id, rooms.propertyId))
      .where(and(vacantRoomsWhere(scope), sql`${roomVacantSince} < ${cutoff}`))
      .orderBy(asc(roomVacantSince), asc(rooms.id))
      .limit(limit),
  ]);
  return [
    ...unitRows.map((r) => ({ ...r, roomId: null, roomName: null, vacantSince: toDate(r.vacantSince) })),
    ...roomRows.map((r) => ({ ...r, vacantSince: toDate(r.vacantSince) })),
  ];
}
