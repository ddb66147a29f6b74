import { bookings, companies, properties, refunds, type TDbExecutor, tenancies, users } from '@sewa/db';
import type { TRefundStatus } from '@sewa/domain';
import { and, count, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenantRecordScopeWhere } from '../../core/scope';

// Refunds' rows: the only file of the module that touches Drizzle.

export type TRefundRecord = typeof refunds.$inferSelect;

/** Who sees a refund: the tenant it is owed to; the company that owes it; admins all. */
export const refundScopeWhere = (scope: TScope): SQL | undefined =>
  tenantRecordScopeWhere(scope, { companyId: refunds.companyId, userId: refunds.userId });

const columns = {
  refund: refunds,
  companyName: sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`,
  tenantName: users.name,
  propertyName: properties.name,
  tenancyCode: tenancies.code,
};

/** A booking refund's property is its booking's; a deposit refund's is its tenancy's. */
const propertyOfRefund = eq(properties.id, sql`coalesce(${bookings.propertyId}, ${tenancies.propertyId})`);

const query = (db: TDbExecutor) =>
  db
    .select(columns)
    .from(refunds)
    .innerJoin(companies, eq(companies.id, refunds.companyId))
    .innerJoin(users, eq(users.id, refunds.userId))
    .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
    .leftJoin(tenancies, eq(tenancies.id, refunds.tenancyId))
    .leftJoin(properties, propertyOfRefund);

export type TRefundListRow = Awaited<ReturnType<typeof findRefundRow>> & {};

export async function findRefundRow(db: TDbExecutor, id: number) {
  const [row] = await query(db).where(eq(refunds.id, id));
  return row!;
}

export async function findRefund(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), refundScopeWhere(scope)));
  return row ?? null;
}

export async function lockRefund(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), refundScopeWhere(scope)))
    .for('update');
  return row ?? null;
}

export async function updateRefund(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof refunds.$inferInsert>,
) {
  const [row] = await db.update(refunds).set(values).where(eq(refunds.id, id)).returning();
  return row!;
}

export async function setBookingRefundStatus(
  db: TDbExecutor,
  bookingId: number,
  status: 'none' | 'pending' | 'refunded',
  at: Date,
) {
  await db.update(bookings).set({ refundStatus: status, updatedAt: at }).where(eq(bookings.id, bookingId));
}

export type TRefundFilters = {
  status?: TRefundStatus;
  companyId?: number;
  search?: string;
  from?: Date;
  to?: Date;
};

export async function listRefundRows(
  db: TDbExecutor,
  scope: TScope,
  f: TRefundFilters,
  page: { limit: number; offset: number },
) {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const ref = f.search?.toLowerCase().match(/^b-?(\d{1,9})$/);
  const where = and(
    refundScopeWhere(scope),
    f.status ? eq(refunds.status, f.status) : undefined,
    f.companyId ? eq(refunds.companyId, f.companyId) : undefined,
    f.from ? gte(refunds.createdAt, f.from) : undefined,
    f.to ? lt(refunds.createdAt, f.to) : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(properties.name, term),
          ilike(tenancies.code, term),
          ref ? eq(refunds.bookingId, Number(ref[1])) : undefined,
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    query(db)
      .where(where)
      .orderBy(desc(refunds.createdAt), desc(refunds.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(refunds)
      .innerJoin(users, eq(users.id, refunds.userId))
      .leftJoin(bookings, eq(bookings.id, refunds.bookingId))
      .leftJoin(tenancies, eq(tenancies.id, refunds.tenancyId))
      .leftJoin(properties, propertyOfRefund)
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}
