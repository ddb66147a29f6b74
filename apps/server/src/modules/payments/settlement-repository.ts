import { gatewaySettlementLines, gatewaySettlements, payments, type TDbExecutor } from '@sewa/db';
import { and, asc, count, desc, eq, isNull, lt, type SQL } from 'drizzle-orm';
import { companyOf, type TScope } from '../../core/scope';

// Settlement reports and their lines: the only ORM code of gateway settlement.

export type TSettlementRow = typeof gatewaySettlements.$inferSelect;
/** Whose gateway: a company's, or the platform's (company null). */
export type TMerchant = { kind: 'platform' } | { kind: 'company'; companyId: number };

const paymentsOf = (m: TMerchant): SQL =>
  m.kind === 'platform'
    ? eq(payments.merchant, 'platform')
    : and(eq(payments.merchant, 'company'), eq(payments.companyId, m.companyId))!;

export const settlementsOf = (m: TMerchant): SQL =>
  m.kind === 'platform'
    ? isNull(gatewaySettlements.companyId)
    : eq(gatewaySettlements.companyId, m.companyId);

/** The reports a caller sees: an operator its company's; an admin every one, or one company's. */
export const settlementsVisibleTo = (scope: TScope, companyId?: number): SQL | undefined => {
  if (scope.kind !== 'admin') return settlementsOf({ kind: 'company', companyId: companyOf(scope) });
  return companyId ? settlementsOf({ kind: 'company', companyId }) : undefined;
};

/** The merchant's payment with this reference, locked (settled once). */
export async function lockMerchantPayment(db: TDbExecutor, m: TMerchant, reference: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(paymentsOf(m), eq(payments.reference, reference)))
    .for('update');
  return row ?? null;
}

export async function markSettled(db: TDbExecutor, paymentId: number, at: Date) {
  await db.update(payments).set({ settledAt: at, updatedAt: at }).where(eq(payments.id, paymentId));
}

export async function insertSettlement(db: TDbExecutor, values: typeof gatewaySettlements.$inferInsert) {
  const [row] = await db.insert(gatewaySettlements).values(values).returning();
  return row!;
}

export async function updateSettlement(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof gatewaySettlements.$inferInsert>,
) {
  await db.update(gatewaySettlements).set(values).where(eq(gatewaySettlements.id, id));
}

export async function insertSettlementLines(
  db: TDbExecutor,
  lines: (typeof gatewaySettlementLines.$inferInsert)[],
) {
  if (lines.length) await db.insert(gatewaySettlementLines).values(lines);
}

export async function findSettlement(db: TDbExecutor, id: number, where?: SQL) {
  const [row] = await db
    .select()
    .from(gatewaySettlements)
    .where(and(eq(gatewaySettlements.id, id), where));
  return row ?? null;
}

export async function settlementLines(db: TDbExecutor, settlementId: number) {
  return db
    .select({ line: gatewaySettlementLines, paymentAmountSen: payments.amountSen })
    .from(gatewaySettlementLines)
    .leftJoin(payments, eq(payments.id, gatewaySettlementLines.paymentId))
    .where(eq(gatewaySettlementLines.settlementId, settlementId))
    .orderBy(asc(gatewaySettlementLines.lineNo));
}

export async function listSettlements(
  db: TDbExecutor,
  where: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(gatewaySettlements)
      .where(where)
      .orderBy(desc(gatewaySettlements.createdAt), desc(gatewaySettlements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(gatewaySettlements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Succeeded payments of the merchant no report has settled, paid before `before`. */
export async function unsettledPayments(db: TDbExecutor, m: TMerchant, before: Date) {
  return db
    .select({ reference: payments.reference, amountSen: payments.amountSen, paidAt: payments.paidAt })
    .from(payments)
    .where(
      and(
        paymentsOf(m),
        eq(payments.status, 'succeeded'),
        isNull(payments.settledAt),
        lt(payments.paidAt, before),
      ),
    )
    .orderBy(asc(payments.paidAt))
    .limit(500);
}
