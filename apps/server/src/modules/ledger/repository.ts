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

// ---- bulk posting (postTransfers): one statement per step for a whole batch ----

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/** The transfers already posted under any of the keys, by key. */
export async function findTransfersByKeys(
  db: TDbExecutor,
  keys: string[],
): Promise<Map<string, TTransferRow>> {
  if (!keys.length) return new Map();
  const rows = await db.select().from(ledgerTransfers).where(inArray(ledgerTransfers.idempotencyKey, keys));
  return new Map(rows.map((r) => [r.idempotencyKey, r]));
}

/** The lines of several transfers, by transfer, in the order they were written. */
export async function linesOfTransfers(db: TDbExecutor, transferIds: number[]) {
  const out = new Map<number, { accountId: number; amountSen: number; balanceAfterSen: number }[]>();
  if (!transferIds.length) return out;
  const rows = await db
    .select({
      transferId: ledgerLines.transferId,
      accountId: ledgerLines.accountId,
      amountSen: ledgerLines.amountSen,
      balanceAfterSen: ledgerLines.balanceAfterSen,
    })
    .from(ledgerLines)
    .where(inArray(ledgerLines.transferId, transferIds))
    .orderBy(asc(ledgerLines.id));
  for (const { transferId, ...line } of rows) out.set(transferId, [...(out.get(transferId) ?? []), line]);
  return out;
}

/**
 * The ids of the accounts, made (balance 0) when missing: one insert and one read for the whole set,
 * matched on the unique key (owner type, owner id, kind, coalesce(company, 0)).
 */
export async function ensureAccountIds(
  db: TDbExecutor,
  keys: (TAccountKey & { isNonNegative: boolean; createdAt: Date })[],
): Promise<number[]> {
  if (!keys.length) return [];
  const values = json(
    keys.map((k, i) => ({
      ord: i,
      owner_type: k.ownerType,
      owner_id: k.ownerId,
      kind: k.kind,
      company_id: k.companyId,
      is_non_negative: k.isNonNegative,
      created_at: k.createdAt.toISOString(),
    })),
  );
  const recordset = sql`jsonb_to_recordset(${values}) as v(ord int, owner_type text, owner_id int, kind text,
    company_id int, is_non_negative boolean, created_at timestamptz)`;
  const match = sql`a.owner_type = v.owner_type and a.owner_id = v.owner_id and a.kind = v.kind
    and coalesce(a.company_id, 0) = coalesce(v.company_id, 0)`;
  await db.execute(sql`
    insert into ledger_accounts (owner_type, owner_id, kind, company_id, is_non_negative, created_at)
    select v.owner_type, v.owner_id, v.kind, v.company_id, v.is_non_negative, v.created_at
    from ${recordset}
    where not exists (select 1 from ledger_accounts a where ${match})
    order by v.ord
    on conflict do nothing`);
  const found = await rowsOf<{ ord: number; id: number }>(
    db.execute(sql`select v.ord, a.id from ${recordset} join ledger_accounts a on ${match}`),
  );
  const ids: number[] = [];
  for (const r of found) ids[r.ord] = r.id;
  return ids;
}

/** Inserts the transfers (keys known to be new) in one statement; their ids by key. */
export async function insertTransfers(
  db: TDbExecutor,
  values: (Omit<TNewTransfer, 'createdAt'> & { createdAt: Date })[],
): Promise<Map<string, number>> {
  const rows = await rowsOf<{ id: number; key: string }>(
    db.execute(sql`
      insert into ledger_transfers (kind, idempotency_key, reference_type, reference_id, memo,
        created_by_kind, created_by_id, metadata, created_at)
      select v.kind, v.idempotency_key, v.reference_type, v.reference_id, v.memo, v.created_by_kind,
        v.created_by_id, v.metadata, v.created_at
      from jsonb_to_recordset(${json(
        values.map((t, i) => ({
          ord: i,
          kind: t.kind,
          idempotency_key: t.idempotencyKey,
          reference_type: t.referenceType ?? null,
          reference_id: t.referenceId ?? null,
          memo: t.memo ?? null,
          created_by_kind: t.createdByKind,
          created_by_id: t.createdById ?? null,
          metadata: t.metadata ?? null,
          created_at: t.createdAt.toISOString(),
        })),
      )}) as v(ord int, kind text, idempotency_key text, reference_type text, reference_id text, memo text,
        created_by_kind text, created_by_id int, metadata jsonb, created_at timestamptz)
      order by v.ord
      on conflict (idempotency_key) do nothing
      returning id, idempotency_key as key`),
  );
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

/** Inserts lines in one statement, in the order given (ids follow it). */
export async function insertLinesBulk(
  db: TDbExecutor,
  lines: {
    transferId: number;
    accountId: number;
    amountSen: number;
    balanceAfterSen: number;
    createdAt: Date;
  }[],
): Promise<void> {
  if (!lines.length) return;
  await db.execute(sql`
    insert into ledger_lines (transfer_id, account_id, amount_sen, balance_after_sen, created_at)
    select v.transfer_id, v.account_id, v.amount_sen, v.balance_after_sen, v.created_at
    from jsonb_to_recordset(${json(
      lines.map((l, i) => ({
        ord: i,
        transfer_id: l.transferId,
        account_id: l.accountId,
        amount_sen: l.amountSen,
        balance_after_sen: l.balanceAfterSen,
        created_at: l.createdAt.toISOString(),
      })),
    )}) as v(ord int, transfer_id int, account_id int, amount_sen bigint, balance_after_sen bigint,
      created_at timestamptz)
    order by v.ord`);
}

/** Adds each delta to its account's balance in one statement, however many accounts. */
export async function addToBalancesBulk(db: TDbExecutor, deltas: { accountId: number; deltaSen: number }[]) {
  if (!deltas.length) return;
  await db.execute(sql`
    update ${ledgerAccounts} set balance_sen = ${ledgerAccounts}.balance_sen + d.delta
    from jsonb_to_recordset(${json(deltas.map((d) => ({ id: d.accountId, delta: d.deltaSen })))})
      as d(id int, delta bigint)
    where ${ledgerAccounts}.id = d.id`);
}
