import { ledgerAccounts, ledgerLines, ledgerTransfers, type TDbExecutor } from '@sewa/db';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';

// The only ORM code of the ledger. Writes happen inside the caller's transaction (postTransfer).

export type TAccountRow = typeof ledgerAccounts.$inferSelect;
export type TTransferRow = typeof ledgerTransfers.$inferSelect;
export type TNewTransfer = typeof ledgerTransfers.$inferInsert;
export type TNewLine = typeof ledgerLines.$inferInsert;

export type TAccountKey = {
  ownerType: string;
  ownerId: number;
  kind: string;
  companyId: number | null;
};

const keyWhere = (k: TAccountKey): SQL =>
  and(
    eq(ledgerAccounts.ownerType, k.ownerType),
    eq(ledgerAccounts.ownerId, k.ownerId),
    eq(ledgerAccounts.kind, k.kind),
    k.companyId === null ? isNull(ledgerAccounts.companyId) : eq(ledgerAccounts.companyId, k.companyId),
  )!;

export async function findAccount(db: TDbExecutor, key: TAccountKey): Promise<TAccountRow | null> {
  const [row] = await db.select().from(ledgerAccounts).where(keyWhere(key));
  return row ?? null;
}

/** Creates the account unless it exists (a concurrent creator wins quietly), then reads it. */
export async function insertAccountIfMissing(
  db: TDbExecutor,
  key: TAccountKey & { isNonNegative: boolean; createdAt: Date },
): Promise<TAccountRow> {
  const [created] = await db.insert(ledgerAccounts).values(key).onConflictDoNothing().returning();
  return created ?? (await findAccount(db, key))!;
}

/** Locks the accounts in id order (SELECT … FOR UPDATE), so two postings never wait on each other. */
export async function lockAccounts(db: TDbExecutor, ids: number[]) {
  return db
    .select({
      id: ledgerAccounts.id,
      kind: ledgerAccounts.kind,
      balanceSen: ledgerAccounts.balanceSen,
      isNonNegative: ledgerAccounts.isNonNegative,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
}

export async function findTransferByKey(db: TDbExecutor, key: string): Promise<TTransferRow | null> {
  const [row] = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key));
  return row ?? null;
}

/** null when a transfer with this idempotency key already exists. */
export async function insertTransferUnlessKeyExists(
  db: TDbExecutor,
  values: TNewTransfer,
): Promise<TTransferRow | null> {
  const [row] = await db
    .insert(ledgerTransfers)
    .values(values)
    .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
    .returning();
  return row ?? null;
}

export async function insertLines(db: TDbExecutor, lines: TNewLine[]): Promise<void> {
  await db.insert(ledgerLines).values(lines);
}

export async function linesOfTransfer(db: TDbExecutor, transferId: number) {
  return db
    .select({
      accountId: ledgerLines.accountId,
      amountSen: ledgerLines.amountSen,
      balanceAfterSen: ledgerLines.balanceAfterSen,
    })
    .from(ledgerLines)
    .where(eq(ledgerLines.transferId, transferId))
    .orderBy(asc(ledgerLines.id));
}

/** Adds each delta to its account's balance in one statement. */
export async function addToBalances(db: TDbExecutor, deltas: { accountId: number; deltaSen: number }[]) {
  const values = sql.join(
    deltas.map((d) => sql`(${d.accountId}::integer, ${d.deltaSen}::bigint)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${ledgerAccounts} set balance_sen = ${ledgerAccounts}.balance_sen + d.delta
    from (values ${values}) as d(id, delta)
    where ${ledgerAccounts}.id = d.id`);
}
