import { companies, files, properties, type TDbExecutor, users } from '@sewa/db';
import type { TListingStatus, TPropertyType } from '@sewa/domain';
import { and, asc, count, desc, eq, ilike, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import type { TScope } from '../../core/scope';

// Properties: the only ORM access for them. Every read takes the caller's scope.

export type TPropertyRow = typeof properties.$inferSelect;
export type TNewProperty = typeof properties.$inferInsert;

/** The scope as a condition on `properties`. */
export function propertyScopeWhere(scope: TScope): SQL | undefined {
  switch (scope.kind) {
    case 'company':
      // A sub-operator reaches only its managed properties, and no one a property it is restricted
      // from (product §2.2 users/team): anything else is not found (102).
      return and(
        eq(properties.companyId, scope.companyId),
        scope.propertyIds ? inArray(properties.id, scope.propertyIds) : undefined,
        scope.excludedPropertyIds?.length ? notInArray(properties.id, scope.excludedPropertyIds) : undefined,
      );
    case 'tenant':
    case 'contractor':
      return scope.excludedPropertyIds?.length
        ? notInArray(properties.id, scope.excludedPropertyIds)
        : undefined;
    case 'landlord':
      return eq(properties.landlordUserId, scope.userId);
    case 'public':
      return eq(properties.status, 'published');
    case 'admin':
      return undefined;
  }
}

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;
const unitCount = sql<number>`(select count(*)::int from units u where u.property_id = ${properties.id})`;
const availableRentalCount = sql<number>`(select count(*)::int from rentals r
  where r.property_id = ${properties.id} and r.status = 'available')`;

const viewColumns = {
  property: properties,
  companyName,
  /** Whether the operator can take online bookings yet (its free trial); the detail page's Book now. */
  companyTrialEndsAt: companies.trialEndsAt,
  landlordName: users.name,
  unitCount,
  availableRentalCount,
  coverStorageName: files.storageName,
  coverVisibility: files.visibility,
};

export type TPropertyView = {
  property: TPropertyRow;
  companyName: string;
  companyTrialEndsAt: Date | null;
  landlordName: string | null;
  unitCount: number;
  availableRentalCount: number;
  coverStorageName: string | null;
  coverVisibility: string | null;
};

const viewQuery = (db: TDbExecutor) =>
  db
    .select(viewColumns)
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .leftJoin(users, eq(users.id, properties.landlordUserId))
    .leftJoin(files, eq(files.id, properties.coverFileId));

export async function findPropertyView(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<TPropertyView | null> {
  const [row] = await viewQuery(db).where(and(eq(properties.id, id), propertyScopeWhere(scope)));
  return row ?? null;
}

/** The bare row, locked for update inside a transaction (workflow and edits serialise per property). */
export async function lockProperty(db: TDbExecutor, scope: TScope, id: number): Promise<TPropertyRow | null> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, id), propertyScopeWhere(scope)))
    .for('update');
  return row ?? null;
}

export type TPropertyFilters = {
  status?: TListingStatus;
  search?: string;
  type?: TPropertyType;
  state?: string;
  companyId?: number;
};

function filterWhere(scope: TScope, f: TPropertyFilters, withStatus: boolean): SQL | undefined {
  const like = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    propertyScopeWhere(scope),
    withStatus && f.status ? eq(properties.status, f.status) : undefined,
    f.type ? eq(properties.type, f.type) : undefined,
    f.state ? eq(properties.state, f.state) : undefined,
    f.companyId ? eq(properties.companyId, f.companyId) : undefined,
    like
      ? or(
          ilike(properties.name, like),
          ilike(properties.street, like),
          ilike(properties.city, like),
          ilike(properties.state, like),
        )
      : undefined,
  );
}

export type TPropertyListRow = TPropertyView & { priceFromSen: number | null };

// The list's available rentals, counted once per row: one lateral aggregate gives both the count and the
// lowest price (two correlated subqueries walked the property's rentals twice). `properties.id` renders
// table-qualified here (the outer select joins several tables), so it is the listed property's id.
const availableOfRow = sql`lateral (select count(*)::int as n, min(r.monthly_rent_sen)::int as price_from
  from rentals r where r.property_id = ${properties.id} and r.status = 'available') available_of_row`;

/** One page of the list, in one query whatever the page size; its total comes from the tab counts
 * (countByStatus), which are counted under the same filters anyway. */
export async function listPropertyViews(
  db: TDbExecutor,
  scope: TScope,
  filters: TPropertyFilters,
  page: { limit: number; offset: number; oldestFirst?: boolean },
): Promise<TPropertyListRow[]> {
  const order = page.oldestFirst
    ? [asc(properties.submittedAt), asc(properties.id)]
    : [desc(properties.updatedAt), desc(properties.id)];
  return db
    .select({
      ...viewColumns,
      availableRentalCount: sql<number>`available_of_row.n`,
      priceFromSen: sql<number | null>`available_of_row.price_from`,
    })
    .from(properties)
    .innerJoin(companies, eq(companies.id, properties.companyId))
    .leftJoin(users, eq(users.id, properties.landlordUserId))
    .leftJoin(files, eq(files.id, properties.coverFileId))
    .leftJoin(availableOfRow, sql`true`)
    .where(filterWhere(scope, filters, true))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
}

/** Rows per listing tab under the same filters (the tab badges). */
export async function countByStatus(
  db: TDbExecutor,
  scope: TScope,
  filters: TPropertyFilters,
): Promise<Record<string, number>> {
  const rows = await db
    .select({ status: properties.status, n: count() })
    .from(properties)
    .where(filterWhere(scope, filters, false))
    .groupBy(properties.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

export async function insertProperty(db: TDbExecutor, values: TNewProperty): Promise<TPropertyRow> {
  const [row] = await db.insert(properties).values(values).returning();
  return row!;
}

export async function updatePropertyRow(
  db: TDbExecutor,
  id: number,
  values: Partial<TNewProperty>,
): Promise<TPropertyRow> {
  const [row] = await db.update(properties).set(values).where(eq(properties.id, id)).returning();
  return row!;
}

/** A landlord user of the company (the only owners a property may name). */
export async function isCompanyLandlord(
  db: TDbExecutor,
  companyId: number,
  userId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), eq(users.role, 'landlord')));
  return row !== undefined;
}
