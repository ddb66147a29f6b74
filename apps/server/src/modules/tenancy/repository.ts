import {
  bookings,
  companies,
  companyTenants,
  depositSettlements,
  files,
  inventoryListItems,
  inventoryLists,
  properties,
  refunds,
  rentals,
  rooms,
  type TDbExecutor,
  tenancies,
  tenancyDocuments,
  units,
  users,
} from '@sewa/db';
import { TENANCY_HOLDING_STATUSES, type TTenancyStatus } from '@sewa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenancyRecordScopeWhere } from '../../core/scope';
import { propertyScopeWhere } from '../properties/repository';

// Tenancy's rows (docs/decisions/0019-tenancy.md): the only file of the module that touches Drizzle for
// tenancies, their documents and deposit settlement (the dashboards' counts are in summary-repository.ts).

export type TTenancyRecord = typeof tenancies.$inferSelect;
export type TNewTenancy = typeof tenancies.$inferInsert;
export type TDocumentRecord = typeof tenancyDocuments.$inferSelect;

/** Who sees a tenancy: its tenant; the landlord of its property; the company within its reach; admins. */
export const tenancyScopeWhere = (scope: TScope): SQL | undefined =>
  tenancyRecordScopeWhere(scope, {
    companyId: tenancies.companyId,
    userId: tenancies.tenantUserId,
    propertyId: tenancies.propertyId,
  });

const HOLDING = [...TENANCY_HOLDING_STATUSES];

// ---- tenancies ----

export async function insertTenancy(db: TDbExecutor, values: TNewTenancy): Promise<TTenancyRecord> {
  const [row] = await db.insert(tenancies).values(values).returning();
  return row!;
}

export async function updateTenancy(db: TDbExecutor, id: number, values: Partial<TNewTenancy>) {
  const [row] = await db.update(tenancies).set(values).where(eq(tenancies.id, id)).returning();
  return row!;
}

/** The tenancy within the caller's scope, or null (102). */
export async function findTenancy(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.id, id), tenancyScopeWhere(scope)));
  return row ?? null;
}

/** The tenancy row locked for the rest of the transaction: one mover at a time. */
export async function lockTenancy(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.id, id), tenancyScopeWhere(scope)))
    .for('update');
  return row ?? null;
}

/** The renewal made of this tenancy, if any. */
export async function findRenewalId(db: TDbExecutor, tenancyId: number) {
  const [row] = await db
    .select({ id: tenancies.id })
    .from(tenancies)
    .where(eq(tenancies.renewedFromId, tenancyId));
  return row?.id ?? null;
}

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;

const rowColumns = {
  tenancy: tenancies,
  companyName,
  propertyName: properties.name,
  unitName: units.unitNumber,
  roomName: rooms.title,
  tenantName: users.name,
  tenantEmail: users.email,
  tenantMobile: sql<string | null>`case when ${users.mobile} is null then null
    else '+' || coalesce(${users.mobileCountryCode}, '60') || ${users.mobile} end`,
};

const rowQuery = (db: TDbExecutor) =>
  db
    .select(rowColumns)
    .from(tenancies)
    .innerJoin(companies, eq(companies.id, tenancies.companyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .innerJoin(units, eq(units.id, tenancies.unitId))
    .leftJoin(rooms, eq(rooms.id, tenancies.roomId))
    .innerJoin(users, eq(users.id, tenancies.tenantUserId));

export type TTenancyListRow = Awaited<ReturnType<typeof findTenancyRow>>;

export async function findTenancyRow(db: TDbExecutor, id: number) {
  const [row] = await rowQuery(db).where(eq(tenancies.id, id));
  return row!;
}

export type TTenancyFilters = {
  status?: TTenancyStatus;
  propertyId?: number;
  unitId?: number;
  roomId?: number;
  tenantUserId?: number;
  companyId?: number;
  /** Pending or active tenancies whose tenure ends between these days (inclusive). */
  endingBetween?: { from: string; to: string };
  search?: string;
};

function filterWhere(scope: TScope, f: TTenancyFilters): SQL | undefined {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    tenancyScopeWhere(scope),
    f.status ? eq(tenancies.status, f.status) : undefined,
    f.propertyId ? eq(tenancies.propertyId, f.propertyId) : undefined,
    f.unitId ? eq(tenancies.unitId, f.unitId) : undefined,
    f.roomId ? eq(tenancies.roomId, f.roomId) : undefined,
    f.tenantUserId ? eq(tenancies.tenantUserId, f.tenantUserId) : undefined,
    f.companyId ? eq(tenancies.companyId, f.companyId) : undefined,
    f.endingBetween
      ? and(
          inArray(tenancies.status, HOLDING),
          gte(tenancies.tenureEnd, f.endingBetween.from),
          lte(tenancies.tenureEnd, f.endingBetween.to),
        )
      : undefined,
    term
      ? or(
          ilike(tenancies.code, term),
          ilike(users.name, term),
          ilike(properties.name, term),
          ilike(units.unitNumber, term),
        )
      : undefined,
  );
}

export async function listTenancyRows(
  db: TDbExecutor,
  scope: TScope,
  f: TTenancyFilters,
  page: { limit: number; offset: number },
) {
  const where = filterWhere(scope, f);
  const [items, [total]] = await Promise.all([
    rowQuery(db)
      .where(where)
      .orderBy(desc(tenancies.createdAt), desc(tenancies.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(tenancies)
      .innerJoin(properties, eq(properties.id, tenancies.propertyId))
      .innerJoin(units, eq(units.id, tenancies.unitId))
      .innerJoin(users, eq(users.id, tenancies.tenantUserId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

// ---- the place a tenancy occupies ----

/** The property (within the caller's reach), and the unit and room asked for, each only if it belongs. */
export async function findPlace(
  db: TDbExecutor,
  scope: TScope,
  place: { propertyId: number; unitId: number; roomId: number | null },
) {
  const [property] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, place.propertyId), propertyScopeWhere(scope)));
  if (!property) return null;
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, place.unitId), eq(units.propertyId, property.id)));
  const [room] =
    unit && place.roomId !== null
      ? await db
          .select()
          .from(rooms)
          .where(and(eq(rooms.id, place.roomId), eq(rooms.unitId, unit.id)))
      : [];
  return { property, unit: unit ?? null, room: room ?? null };
}

/** Locks the unit's row: creating a tenancy there is one at a time, so the occupancy check holds. */
export async function lockUnit(db: TDbExecutor, unitId: number) {
  await db.select({ id: units.id }).from(units).where(eq(units.id, unitId)).for('update');
}

/**
 * The pending or active tenancies of the unit that overlap the place: a whole-unit place (room null)
 * overlaps every tenancy of the unit; a room overlaps its own and the unit's whole-unit tenancies.
 */
export async function listHoldingTenancies(
  db: TDbExecutor,
  place: { unitId: number; roomId: number | null },
  exceptId?: number,
) {
  return db
    .select({ id: tenancies.id, roomId: tenancies.roomId })
    .from(tenancies)
    .where(
      and(
        eq(tenancies.unitId, place.unitId),
        inArray(tenancies.status, HOLDING),
        place.roomId === null ? undefined : or(isNull(tenancies.roomId), eq(tenancies.roomId, place.roomId)),
        exceptId === undefined ? undefined : ne(tenancies.id, exceptId),
      ),
    );
}

/** The open rentals of a place: the unit's and all its rooms' for a whole unit; a room's and the unit's. */
export async function listPlaceRentals(db: TDbExecutor, place: { unitId: number; roomId: number | null }) {
  return db
    .select()
    .from(rentals)
    .where(
      and(
        eq(rentals.unitId, place.unitId),
        ne(rentals.status, 'withdrawn'),
        place.roomId === null ? undefined : or(isNull(rentals.roomId), eq(rentals.roomId, place.roomId)),
      ),
    );
}

export async function setRentalsStatus(
  db: TDbExecutor,
  ids: number[],
  status: 'available' | 'rented',
  at: Date,
) {
  if (!ids.length) return;
  await db.update(rentals).set({ status, updatedAt: at }).where(inArray(rentals.id, ids));
}

export async function isCompanyTenant(db: TDbExecutor, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: companyTenants.id })
    .from(companyTenants)
    .innerJoin(users, eq(users.id, companyTenants.userId))
    .where(
      and(
        eq(companyTenants.companyId, companyId),
        eq(companyTenants.userId, userId),
        eq(users.role, 'tenant'),
      ),
    );
  return !!row;
}

export async function findUserName(db: TDbExecutor, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

export async function findPropertyName(db: TDbExecutor, propertyId: number) {
  const [row] = await db
    .select({ name: properties.name })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return row?.name ?? '';
}

// ---- documents ----

export async function insertDocuments(db: TDbExecutor, values: (typeof tenancyDocuments.$inferInsert)[]) {
  if (!values.length) return [];
  return db.insert(tenancyDocuments).values(values).returning();
}

/** A tenancy's documents with their files; shared ones only unless `withPrivate`. */
export async function listDocuments(db: TDbExecutor, tenancyId: number, withPrivate: boolean) {
  return db
    .select({ document: tenancyDocuments, file: files })
    .from(tenancyDocuments)
    .innerJoin(files, eq(files.id, tenancyDocuments.fileId))
    .where(
      and(
        eq(tenancyDocuments.tenancyId, tenancyId),
        withPrivate ? undefined : eq(tenancyDocuments.visibility, 'shared'),
      ),
    )
    .orderBy(asc(tenancyDocuments.createdAt), asc(tenancyDocuments.id));
}

/** A document of a tenancy within the caller's scope, or null. */
export async function findDocument(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select({ document: tenancyDocuments, tenancy: tenancies })
    .from(tenancyDocuments)
    .innerJoin(tenancies, eq(tenancies.id, tenancyDocuments.tenancyId))
    .where(and(eq(tenancyDocuments.id, id), tenancyScopeWhere(scope)));
  return row ?? null;
}

export async function deleteDocument(db: TDbExecutor, id: number) {
  await db.delete(tenancyDocuments).where(eq(tenancyDocuments.id, id));
}

/**
 * Whether the file is a SHARED document of a tenancy whose tenant is the user, or of a property whose
 * landlord is the user (the file-read rule; private documents never match).
 */
export async function isSharedDocumentOf(db: TDbExecutor, fileId: number, userId: number) {
  const [row] = await db
    .select({ id: tenancyDocuments.id })
    .from(tenancyDocuments)
    .innerJoin(tenancies, eq(tenancies.id, tenancyDocuments.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(
      and(
        eq(tenancyDocuments.fileId, fileId),
        eq(tenancyDocuments.visibility, 'shared'),
        or(eq(tenancies.tenantUserId, userId), eq(properties.landlordUserId, userId)),
      ),
    )
    .limit(1);
  return !!row;
}

// ---- inventory lists (read only: the inventory module owns them) ----

export async function listInventoryListSummaries(db: TDbExecutor, tenancyId: number) {
  return db
    .select({
      id: inventoryLists.id,
      kind: inventoryLists.kind,
      status: inventoryLists.status,
      updatedAt: inventoryLists.updatedAt,
    })
    .from(inventoryLists)
    .where(eq(inventoryLists.tenancyId, tenancyId))
    .orderBy(asc(inventoryLists.createdAt), asc(inventoryLists.id));
}

/** Whether the line belongs to one of the tenancy's lists (a deduction may point at it). */
export async function listLineIdsOfTenancy(db: TDbExecutor, tenancyId: number, lineIds: number[]) {
  if (!lineIds.length) return [];
  const rows = await db
    .select({ id: inventoryListItems.id })
    .from(inventoryListItems)
    .innerJoin(inventoryLists, eq(inventoryLists.id, inventoryListItems.listId))
    .where(and(eq(inventoryLists.tenancyId, tenancyId), inArray(inventoryListItems.id, lineIds)));
  return rows.map((r) => r.id);
}

// ---- deposit settlement ----

export async function findSettlement(db: TDbExecutor, tenancyId: number) {
  const [row] = await db
    .select({ settlement: depositSettlements, refundStatus: refunds.status })
    .from(depositSettlements)
    .leftJoin(refunds, eq(refunds.id, depositSettlements.refundId))
    .where(eq(depositSettlements.tenancyId, tenancyId));
  return row ?? null;
}

export async function insertSettlement(db: TDbExecutor, values: typeof depositSettlements.$inferInsert) {
  const [row] = await db.insert(depositSettlements).values(values).returning();
  return row!;
}

// ---- the booking a tenancy came from ----

export async function findBookingById(db: TDbExecutor, id: number) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}
