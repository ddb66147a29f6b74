import {
  bookings,
  companies,
  files,
  inventoryItems,
  inventoryListItems,
  inventoryLists,
  properties,
  rooms,
  type TDbExecutor,
  tenancies,
  units,
  users,
} from '@sewa/db';
import type { TInventoryListKind, TInventoryListStatus } from '@sewa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableName,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenancyRecordScopeWhere } from '../../core/scope';
import { propertyScopeWhere } from '../properties/repository';
import { tenancyScopeWhere } from '../tenancy/repository';

// Inventory's rows (docs/decisions/0019-tenancy.md): a unit's and its rooms' items, and the tenancies'
// check-in and move-out lists with their lines. The only file of the module that touches Drizzle.

export type TItemRecord = typeof inventoryItems.$inferSelect;
export type TNewItem = typeof inventoryItems.$inferInsert;
export type TListRecord = typeof inventoryLists.$inferSelect;
export type TLineRecord = typeof inventoryListItems.$inferSelect;
export type TNewLine = typeof inventoryListItems.$inferInsert;
export type TTenancyRecord = typeof tenancies.$inferSelect;

// ---- places: a unit of the caller's reach, or one of its rooms ----

const placeProperty = { id: properties.id, name: properties.name, companyId: properties.companyId };

export async function findUnitInScope(db: TDbExecutor, scope: TScope, unitId: number) {
  const [row] = await db
    .select({ unit: units, property: placeProperty })
    .from(units)
    .innerJoin(properties, eq(properties.id, units.propertyId))
    .where(and(eq(units.id, unitId), propertyScopeWhere(scope)));
  return row ?? null;
}

export async function findRoomInScope(db: TDbExecutor, scope: TScope, roomId: number) {
  const [row] = await db
    .select({ room: rooms, unit: units, property: placeProperty })
    .from(rooms)
    .innerJoin(units, eq(units.id, rooms.unitId))
    .innerJoin(properties, eq(properties.id, rooms.propertyId))
    .where(and(eq(rooms.id, roomId), propertyScopeWhere(scope)));
  return row ?? null;
}

// The outer room's id, table-qualified: a single-table select writes a bare "id", which inside the
// subquery would name the item's own id (see properties/units-repository.ts).
const outerRoomId = sql`${sql.identifier(getTableName(rooms))}.${sql.identifier(rooms.id.name)}`;

/** The unit's rooms with how many items each keeps. */
export async function listRoomsWithItemCounts(db: TDbExecutor, unitId: number) {
  return db
    .select({
      id: rooms.id,
      name: rooms.title,
      itemCount: sql<number>`(select count(*)::int from ${inventoryItems} i where i.room_id = ${outerRoomId})`,
    })
    .from(rooms)
    .where(eq(rooms.unitId, unitId))
    .orderBy(asc(rooms.id));
}

// ---- items ----

/** The items of the unit's common areas (roomId null) or of one room. */
export async function listPlaceItems(db: TDbExecutor, unitId: number, roomId: number | null) {
  return db
    .select()
    .from(inventoryItems)
    .where(
      and(
        eq(inventoryItems.unitId, unitId),
        roomId === null ? isNull(inventoryItems.roomId) : eq(inventoryItems.roomId, roomId),
      ),
    )
    .orderBy(asc(inventoryItems.id));
}

/**
 * What a tenancy's check-in list starts from: the unit's common items, then the items of its rooms
 * (`roomId` null: every room, a whole-unit tenancy; else that room only), room by room.
 */
export async function listItemsForTenancy(db: TDbExecutor, unitId: number, roomId: number | null) {
  return db
    .select({ item: inventoryItems, roomName: rooms.title })
    .from(inventoryItems)
    .leftJoin(rooms, eq(rooms.id, inventoryItems.roomId))
    .where(
      and(
        eq(inventoryItems.unitId, unitId),
        roomId === null ? undefined : or(isNull(inventoryItems.roomId), eq(inventoryItems.roomId, roomId)),
      ),
    )
    .orderBy(sql`${inventoryItems.roomId} nulls first`, asc(inventoryItems.id));
}

export async function insertItems(db: TDbExecutor, values: TNewItem[]): Promise<TItemRecord[]> {
  return db.insert(inventoryItems).values(values).returning();
}

/** An item of a property within the caller's reach, or null (102); `lock` holds it for the change. */
export async function findItem(db: TDbExecutor, scope: TScope, id: number, lock = false) {
  const query = db
    .select({ item: inventoryItems })
    .from(inventoryItems)
    .innerJoin(properties, eq(properties.id, inventoryItems.propertyId))
    .where(and(eq(inventoryItems.id, id), propertyScopeWhere(scope)));
  const [row] = lock ? await query.for('update', { of: inventoryItems }) : await query;
  return row?.item ?? null;
}

export async function updateItem(db: TDbExecutor, id: number, values: Partial<TNewItem>) {
  const [row] = await db.update(inventoryItems).set(values).where(eq(inventoryItems.id, id)).returning();
  return row!;
}

/** Deletes the item; the lines copied from it keep their copy (their link to it is cleared). */
export async function deleteItem(db: TDbExecutor, id: number) {
  await db
    .update(inventoryListItems)
    .set({ sourceItemId: null })
    .where(eq(inventoryListItems.sourceItemId, id));
  await db.delete(inventoryItems).where(eq(inventoryItems.id, id));
}

// ---- tenancies (owned by the tenancy module; read here) ----

/** A tenancy in the caller's reach (tenancyScopeWhere), or null (102). */
export async function findTenancy(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select()
    .from(tenancies)
    .where(and(eq(tenancies.id, id), tenancyScopeWhere(scope)));
  return row ?? null;
}

export async function setBookingSnagStatus(db: TDbExecutor, bookingId: number, status: string, at: Date) {
  await db.update(bookings).set({ snagStatus: status, updatedAt: at }).where(eq(bookings.id, bookingId));
}

// ---- lists ----

/**
 * Who sees a list: the operator's side of its company within its property reach; the tenant of its
 * tenancy and the landlord of its property once it has been sent (never a draft); admins all. Needs the
 * tenancy and property joined.
 */
export function listScopeWhere(scope: TScope): SQL | undefined {
  const notDraft = ne(inventoryLists.status, 'draft' satisfies TInventoryListStatus);
  const where = tenancyRecordScopeWhere(scope, {
    companyId: inventoryLists.companyId,
    userId: tenancies.tenantUserId,
    propertyId: tenancies.propertyId,
  });
  return scope.kind === 'tenant' || scope.kind === 'landlord' ? and(where, notDraft) : where;
}

/** The list within the caller's scope, or null (102); `lock` holds the row for the change. */
export async function findList(
  db: TDbExecutor,
  scope: TScope,
  id: number,
  lock = false,
): Promise<TListRecord | null> {
  const query = db
    .select({ list: inventoryLists })
    .from(inventoryLists)
    .innerJoin(tenancies, eq(tenancies.id, inventoryLists.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(and(eq(inventoryLists.id, id), listScopeWhere(scope)));
  const [row] = lock ? await query.for('update', { of: inventoryLists }) : await query;
  return row?.list ?? null;
}

export async function findListOfTenancy(db: TDbExecutor, tenancyId: number, kind: TInventoryListKind) {
  const [row] = await db
    .select()
    .from(inventoryLists)
    .where(and(eq(inventoryLists.tenancyId, tenancyId), eq(inventoryLists.kind, kind)));
  return row ?? null;
}

export async function insertList(db: TDbExecutor, values: typeof inventoryLists.$inferInsert) {
  const [row] = await db.insert(inventoryLists).values(values).returning();
  return row!;
}

export async function updateList(db: TDbExecutor, id: number, values: Partial<TListRecord>) {
  const [row] = await db.update(inventoryLists).set(values).where(eq(inventoryLists.id, id)).returning();
  return row!;
}

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;
const itemCount = sql<number>`(select count(*)::int from ${inventoryListItems} li
  where li.list_id = ${inventoryLists.id})`;

const rowColumns = {
  list: inventoryLists,
  companyName,
  tenancyCode: tenancies.code,
  tenancyBookingId: tenancies.bookingId,
  tenantUserId: tenancies.tenantUserId,
  tenantName: users.name,
  propertyName: properties.name,
  landlordUserId: properties.landlordUserId,
  unitName: units.unitNumber,
  roomName: rooms.title,
  itemCount,
  /** The signed PDF's stored name (its URL), once agreed. */
  pdfStorageName: files.storageName,
};

const rowQuery = (db: TDbExecutor) =>
  db
    .select(rowColumns)
    .from(inventoryLists)
    .innerJoin(tenancies, eq(tenancies.id, inventoryLists.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .innerJoin(companies, eq(companies.id, inventoryLists.companyId))
    .innerJoin(units, eq(units.id, tenancies.unitId))
    .leftJoin(rooms, eq(rooms.id, tenancies.roomId))
    .innerJoin(users, eq(users.id, tenancies.tenantUserId))
    .leftJoin(files, eq(files.id, inventoryLists.pdfFileId));

export type TListRowSource = Awaited<ReturnType<typeof findListRow>>;

export async function findListRow(db: TDbExecutor, id: number) {
  const [row] = await rowQuery(db).where(eq(inventoryLists.id, id));
  return row!;
}

export type TListFilters = {
  statuses?: readonly TInventoryListStatus[];
  tenancyId?: number;
  kind?: TInventoryListKind;
  companyId?: number;
  search?: string;
};

export async function listListRows(
  db: TDbExecutor,
  scope: TScope,
  f: TListFilters,
  page: { limit: number; offset: number },
) {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    listScopeWhere(scope),
    f.statuses ? inArray(inventoryLists.status, [...f.statuses]) : undefined,
    f.tenancyId ? eq(inventoryLists.tenancyId, f.tenancyId) : undefined,
    f.kind ? eq(inventoryLists.kind, f.kind) : undefined,
    f.companyId ? eq(inventoryLists.companyId, f.companyId) : undefined,
    term ? or(ilike(users.name, term), ilike(properties.name, term), ilike(tenancies.code, term)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    rowQuery(db)
      .where(where)
      .orderBy(desc(inventoryLists.updatedAt), desc(inventoryLists.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(inventoryLists)
      .innerJoin(tenancies, eq(tenancies.id, inventoryLists.tenancyId))
      .innerJoin(properties, eq(properties.id, tenancies.propertyId))
      .innerJoin(users, eq(users.id, tenancies.tenantUserId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

// ---- lines ----

export async function listLines(db: TDbExecutor, listId: number) {
  return db
    .select({ line: inventoryListItems, area: rooms.title })
    .from(inventoryListItems)
    .leftJoin(rooms, eq(rooms.id, inventoryListItems.roomId))
    .where(eq(inventoryListItems.listId, listId))
    .orderBy(asc(inventoryListItems.position), asc(inventoryListItems.id));
}

/** A line of a list within the caller's scope, with its list locked for the change; or null (102). */
export async function lockLine(db: TDbExecutor, scope: TScope, lineId: number) {
  const [found] = await db
    .select({ listId: inventoryListItems.listId })
    .from(inventoryListItems)
    .where(eq(inventoryListItems.id, lineId));
  if (!found) return null;
  const list = await findList(db, scope, found.listId, true);
  if (!list) return null;
  const [line] = await db.select().from(inventoryListItems).where(eq(inventoryListItems.id, lineId));
  return line ? { list, line } : null;
}

export async function insertLines(db: TDbExecutor, values: TNewLine[]) {
  if (values.length) await db.insert(inventoryListItems).values(values);
}

export async function updateLine(db: TDbExecutor, id: number, values: Partial<TNewLine>) {
  await db.update(inventoryListItems).set(values).where(eq(inventoryListItems.id, id));
}

export async function deleteLine(db: TDbExecutor, id: number) {
  await db.delete(inventoryListItems).where(eq(inventoryListItems.id, id));
}

export async function nextLinePosition(db: TDbExecutor, listId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number>`coalesce(max(${inventoryListItems.position}), 0)::int` })
    .from(inventoryListItems)
    .where(eq(inventoryListItems.listId, listId));
  return (row?.max ?? 0) + 1;
}

// ---- file reads ----

/**
 * Whether `fileId` belongs to a sent list (its signature, PDF, rejection photos or a line's photos) of
 * a tenancy whose tenant is `userId`, or of a property whose landlord is `userId`.
 */
export async function isListFileOfPerson(
  db: TDbExecutor,
  companyId: number,
  fileId: number,
  userId: number,
): Promise<boolean> {
  const asJson = JSON.stringify([fileId]);
  const [row] = await db
    .select({ id: inventoryLists.id })
    .from(inventoryLists)
    .innerJoin(tenancies, eq(tenancies.id, inventoryLists.tenancyId))
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(
      and(
        eq(inventoryLists.companyId, companyId),
        ne(inventoryLists.status, 'draft'),
        or(eq(tenancies.tenantUserId, userId), eq(properties.landlordUserId, userId)),
        or(
          eq(inventoryLists.signatureFileId, fileId),
          eq(inventoryLists.pdfFileId, fileId),
          sql`${inventoryLists.rejectionPhotoFileIds} @> ${asJson}::jsonb`,
          sql`exists (select 1 from ${inventoryListItems} li where li.list_id = ${inventoryLists.id}
            and li.photo_file_ids @> ${asJson}::jsonb)`,
        ),
      ),
    )
    .limit(1);
  return !!row;
}
