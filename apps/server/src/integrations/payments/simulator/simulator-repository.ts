import { payexSimulatorTransactions, type TDbExecutor } from '@sewa/db';
import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';

// The simulator's own records (what the gateway would know): the only ORM code of the simulator.

export type TSimTxn = typeof payexSimulatorTransactions.$inferSelect;

export async function insertSimTxn(db: TDbExecutor, values: typeof payexSimulatorTransactions.$inferInsert) {
  await db.insert(payexSimulatorTransactions).values(values);
}

export async function findSimTxnByKey(db: TDbExecutor, key: string): Promise<TSimTxn | null> {
  const [row] = await db
    .select()
    .from(payexSimulatorTransactions)
    .where(eq(payexSimulatorTransactions.key, key));
  return row ?? null;
}

/** The latest attempt for a reference. */
export async function findSimTxnByReference(db: TDbExecutor, reference: string): Promise<TSimTxn | null> {
  const [row] = await db
    .select()
    .from(payexSimulatorTransactions)
    .where(eq(payexSimulatorTransactions.reference, reference))
    .orderBy(desc(payexSimulatorTransactions.id))
    .limit(1);
  return row ?? null;
}

/** Records the payer's choice once: false when the transaction was already completed. */
export async function completeSimTxn(
  db: TDbExecutor,
  key: string,
  values: Pick<TSimTxn, 'status' | 'responseCode' | 'txnId' | 'bank' | 'feeSen' | 'completedAt'>,
): Promise<boolean> {
  const rows = await db
    .update(payexSimulatorTransactions)
    .set(values)
    .where(and(eq(payexSimulatorTransactions.key, key), eq(payexSimulatorTransactions.status, 'pending')))
    .returning({ id: payexSimulatorTransactions.id });
  return rows.length > 0;
}

export async function succeededBetween(db: TDbExecutor, merchantUsername: string, from: Date, to: Date) {
  return db
    .select()
    .from(payexSimulatorTransactions)
    .where(
      and(
        eq(payexSimulatorTransactions.merchantUsername, merchantUsername),
        eq(payexSimulatorTransactions.status, 'succeeded'),
        gte(payexSimulatorTransactions.completedAt, from),
        lt(payexSimulatorTransactions.completedAt, to),
      ),
    )
    .orderBy(asc(payexSimulatorTransactions.completedAt));
}
