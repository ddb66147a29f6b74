import {
  bookingPayments,
  bookingSettlements,
  bookings,
  companies,
  ledgerAccounts,
  ledgerLines,
  ledgerTransfers,
  payments,
  properties,
  refunds,
  type TDbExecutor,
  users,
} from '@sewa/db';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TScope } from '../../core/scope';

// The booking-fee settlement's only ORM access. The money of each booking is read, never stored
// twice: what was paid from the booking's payment snapshot and status, what the operator receives
// from the ledger (the company's operator_income lines of the booking's release transfer; when released at
// check-in, everything paid but the credit-check fee, which check-in gives the platform), what went back
// from its refund row.

export type TSettlementRow = typeof bookingSettlements.$inferSelect;

const paidSen = sql<number>`(case ${bookings.paymentStatus}
  when 'paid_2' then ${bookings.payment1Sen} + ${bookings.payment2Sen}
  when 'paid_1' then ${bookings.payment1Sen} else 0 end)`;

const claimOfRelease = sql`(select sum(l.amount_sen) from ${ledgerLines} l
  join ${ledgerTransfers} tr on tr.id = l.transfer_id
  join ${ledgerAccounts} a on a.id = l.account_id
  where tr.kind = 'booking_release' and tr.reference_type = 'booking'
    and tr.reference_id = ${bookings.id}::text
    and a.owner_type = 'company' and a.kind = 'operator_income')`;

const operatorSen = sql<number>`(case when ${bookings.settlementStatus} in ('released', 'settled')
  then coalesce(${claimOfRelease}, ${paidSen} - ${bookings.creditCheckFeeSen}) else 0 end)`;

const refundSen = sql<number>`coalesce(${refunds.amountSen}, 0)`;

const paidAt = sql<Date | null>`(select max(p.paid_at) from ${bookingPayments} bp
  join ${payments} p on p.id = bp.payment_id
  where bp.booking_id = ${bookings.id} and bp.stage = 1)`;

const feeColumns = {
  bookingId: bookings.id,
  companyId: bookings.companyId,
  companyName: companies.name,
  propertyName: properties.name,
  applicantName: users.name,
  bookingStatus: bookings.status,
  paidSen: paidSen.mapWith(Number),
  operatorSen: operatorSen.mapWith(Number),
  refundSen: refundSen.mapWith(Number),
  settlementStatus: bookings.settlementStatus,
  settlementId: bookings.settlementBatchId,
  paidAt: paidAt.mapWith((v: string | null) => (v === null ? null : new Date(v))),
};

/** The booking's own refund (its fee back), if any. */
const bookingRefund = and(eq(refunds.bookingId, bookings.id), eq(refunds.source, 'booking'));

const feeQuery = (db: TDbExecutor) =>
  db
    .select(feeColumns)
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(users, eq(users.id, bookings.userId))
    .leftJoin(refunds, bookingRefund);

/** A company's money is the company's alone; an admin sees every company (or the one asked for). */
function feeScope(scope: TScope, companyId?: number): SQL | undefined {
  if (scope.kind === 'admin') return companyId ? eq(bookings.companyId, companyId) : undefined;
  if (scope.kind === 'company') return eq(bookings.companyId, scope.companyId);
  return sql`false`;
}

export async function listFees(
  db: TDbExecutor,
  scope: TScope,
  filter: { status?: string; companyId?: number },
  window: { limit: number; offset: number },
) {
  const where = and(
    feeScope(scope, filter.companyId),
    isNotNull(bookings.settlementStatus),
    filter.status ? eq(bookings.settlementStatus, filter.status) : undefined,
  );
  const [rows, [total], totals] = await Promise.all([
    feeQuery(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(bookings).where(where),
    db
      .select({
        status: bookings.settlementStatus,
        paid: sql<number>`coalesce(sum(${paidSen}), 0)`.mapWith(Number),
        operator: sql<number>`coalesce(sum(${operatorSen}), 0)`.mapWith(Number),
        refund: sql<number>`coalesce(sum(${refundSen}), 0)`.mapWith(Number),
      })
      .from(bookings)
      .leftJoin(refunds, bookingRefund)
      .where(and(feeScope(scope, filter.companyId), isNotNull(bookings.settlementStatus)))
      .groupBy(bookings.settlementStatus),
  ]);
  return { rows, total: total?.n ?? 0, totals };
}

export async function feesOfBatch(db: TDbExecutor, batchId: number) {
  return feeQuery(db).where(eq(bookings.settlementBatchId, batchId)).orderBy(bookings.id);
}
export type TFeeRow = Awaited<ReturnType<typeof feesOfBatch>>[number];

/** The company's released bookings not in a batch yet, locked so two batches cannot take one booking. */
export async function lockReleasedUnbatched(db: TDbExecutor, companyId: number) {
  const ids = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.companyId, companyId),
        eq(bookings.settlementStatus, 'released'),
        isNull(bookings.settlementBatchId),
      ),
    )
    .orderBy(bookings.id)
    .for('update');
  if (ids.length === 0) return [];
  return feeQuery(db)
    .where(
      inArray(
        bookings.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(bookings.id);
}

export async function insertSettlement(db: TDbExecutor, values: typeof bookingSettlements.$inferInsert) {
  const [row] = await db.insert(bookingSettlements).values(values).returning();
  return row!;
}

export async function assignBatch(db: TDbExecutor, bookingIds: number[], batchId: number, at: Date) {
  await db
    .update(bookings)
    .set({ settlementBatchId: batchId, updatedAt: at })
    .where(inArray(bookings.id, bookingIds));
}

export async function markBatchSettled(
  db: TDbExecutor,
  batchId: number,
  values: { reference: string; settledAt: Date; settledByAdminId: number | null },
) {
  const [row] = await db
    .update(bookingSettlements)
    .set({ status: 'settled', ...values })
    .where(eq(bookingSettlements.id, batchId))
    .returning();
  await db
    .update(bookings)
    .set({ settlementStatus: 'settled', updatedAt: values.settledAt })
    .where(eq(bookings.settlementBatchId, batchId));
  return row!;
}

const settlementScope = (scope: TScope, companyId?: number): SQL | undefined => {
  if (scope.kind === 'admin') return companyId ? eq(bookingSettlements.companyId, companyId) : undefined;
  if (scope.kind === 'company') return eq(bookingSettlements.companyId, scope.companyId);
  return sql`false`;
};

const bookingCount = sql<number>`(select count(*) from ${bookings} where ${bookings.settlementBatchId} = ${bookingSettlements.id})`;
const settlementColumns = {
  settlement: bookingSettlements,
  companyName: companies.name,
  bookingCount: bookingCount.mapWith(Number),
};

export async function listSettlements(
  db: TDbExecutor,
  scope: TScope,
  filter: { companyId?: number; status?: string },
  window: { limit: number; offset: number },
) {
  const where = and(
    settlementScope(scope, filter.companyId),
    filter.status ? eq(bookingSettlements.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(settlementColumns)
      .from(bookingSettlements)
      .innerJoin(companies, eq(companies.id, bookingSettlements.companyId))
      .where(where)
      .orderBy(desc(bookingSettlements.createdAt), desc(bookingSettlements.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(bookingSettlements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSettlement(db: TDbExecutor, scope: TScope, id: number, lock = false) {
  const q = db
    .select(settlementColumns)
    .from(bookingSettlements)
    .innerJoin(companies, eq(companies.id, bookingSettlements.companyId))
    .where(and(eq(bookingSettlements.id, id), settlementScope(scope)));
  const [row] = await (lock ? q.for('update', { of: bookingSettlements }) : q);
  return row ?? null;
}

export async function companyExists(db: TDbExecutor, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return Boolean(row);
}
