import {
  bookingPayments,
  companies,
  paymentEvents,
  paymentGatewayActivations,
  payments,
  type TDbExecutor,
  users,
} from '@sewa/db';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';

// The only ORM code of payments (payments, their events, gateway activations).

export type TPaymentRow = typeof payments.$inferSelect;
export type TNewPayment = typeof payments.$inferInsert;

export async function insertPayment(db: TDbExecutor, values: TNewPayment): Promise<TPaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setProviderKey(db: TDbExecutor, id: number, providerKey: string, at: Date) {
  await db.update(payments).set({ providerKey, updatedAt: at }).where(eq(payments.id, id));
}

export async function findPaymentByRef(db: TDbExecutor, reference: string): Promise<TPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row ?? null;
}

/** The payment with the booking it pays (null for other purposes), for its view. */
export async function findPaymentViewByRef(
  db: TDbExecutor,
  reference: string,
): Promise<{ payment: TPaymentRow; bookingId: number | null } | null> {
  const [row] = await db
    .select({ payment: payments, bookingId: bookingPayments.bookingId })
    .from(payments)
    .leftJoin(bookingPayments, eq(bookingPayments.paymentId, payments.id))
    .where(eq(payments.reference, reference));
  return row ?? null;
}

/** The payment, locked for this transaction (one outcome at a time). */
export async function lockPaymentByRef(db: TDbExecutor, reference: string): Promise<TPaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return row ?? null;
}

export async function updatePayment(db: TDbExecutor, id: number, values: Partial<TNewPayment>) {
  await db.update(payments).set(values).where(eq(payments.id, id));
}

/** Records an event once: false when the same dedupe key was recorded before (a replay). */
export async function recordPaymentEvent(
  db: TDbExecutor,
  values: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: paymentEvents.dedupeKey })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/**
 * Open payments to ask the gateway about: created before `olderThan` and not asked since `askedBefore`
 * (at most `maxQueries` times), or open past `expireBefore` (to be closed).
 */
export async function openPaymentsToQuery(
  db: TDbExecutor,
  when: { olderThan: Date; askedBefore: Date; expireBefore: Date; maxQueries: number },
  limit = 200,
) {
  return db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'processing']),
        or(
          and(
            lt(payments.createdAt, when.olderThan),
            lt(payments.queryCount, when.maxQueries),
            or(isNull(payments.lastQueriedAt), lt(payments.lastQueriedAt, when.askedBefore)),
          ),
          lt(payments.createdAt, when.expireBefore),
        ),
      ),
    )
    .orderBy(payments.createdAt)
    .limit(limit);
}

/** Who pays: shown to the gateway as the customer. */
export async function findPayer(db: TDbExecutor, userId: number) {
  const [row] = await db
    .select({ name: users.name, email: users.email, mobile: users.mobile, code: users.mobileCountryCode })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

export async function countQuery(db: TDbExecutor, id: number, at: Date) {
  await db
    .update(payments)
    .set({ queryCount: sql`${payments.queryCount} + 1`, lastQueriedAt: at, updatedAt: at })
    .where(eq(payments.id, id));
}

// ---- the company's gateway account and its activation ----

export async function findCompanyGatewayAccount(db: TDbExecutor, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      paymentUsername: companies.paymentUsername,
      paymentSecretEnc: companies.paymentSecretEnc,
      personInChargeEmail: companies.personInChargeEmail,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findActivation(db: TDbExecutor, companyId: number) {
  const [row] = await db
    .select()
    .from(paymentGatewayActivations)
    .where(eq(paymentGatewayActivations.companyId, companyId));
  return row ?? null;
}

export async function saveActivation(db: TDbExecutor, values: typeof paymentGatewayActivations.$inferInsert) {
  await db
    .insert(paymentGatewayActivations)
    .values(values)
    .onConflictDoUpdate({ target: paymentGatewayActivations.companyId, set: values });
}

export async function deleteActivation(db: TDbExecutor, companyId: number) {
  await db.delete(paymentGatewayActivations).where(eq(paymentGatewayActivations.companyId, companyId));
}
