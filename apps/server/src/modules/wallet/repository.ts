import {
  companies,
  ledgerAccounts,
  ledgerLines,
  ledgerTransfers,
  type TDbExecutor,
  taxItems,
} from '@sewa/db';
import { PLATFORM_OWNER_ID } from '@sewa/domain';
import { and, count, desc, eq, gt, gte, ilike, lt, type SQL, sql, sum } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';

// The only ORM code of the wallet: reads of the ledger's wallet accounts and lines.

export type THistoryFilter = { from?: Date; to?: Date; kind?: string; direction?: 'credit' | 'debit' };

const historyWhere = (accountId: number, f: THistoryFilter): SQL =>
  and(
    eq(ledgerLines.accountId, accountId),
    f.from ? gte(ledgerLines.createdAt, f.from) : undefined,
    f.to ? lt(ledgerLines.createdAt, f.to) : undefined,
    f.kind ? eq(ledgerTransfers.kind, f.kind) : undefined,
    f.direction === 'credit'
      ? gt(ledgerLines.amountSen, 0)
      : f.direction === 'debit'
        ? lt(ledgerLines.amountSen, 0)
        : undefined,
  )!;

export async function walletHistory(
  db: TDbExecutor,
  accountId: number,
  filter: THistoryFilter,
  page: { limit: number; offset: number },
) {
  const where = historyWhere(accountId, filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: ledgerLines.id,
        transferId: ledgerLines.transferId,
        kind: ledgerTransfers.kind,
        memo: ledgerTransfers.memo,
        referenceId: ledgerTransfers.referenceId,
        amountSen: ledgerLines.amountSen,
        balanceAfterSen: ledgerLines.balanceAfterSen,
        createdAt: ledgerLines.createdAt,
      })
      .from(ledgerLines)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
      .where(where)
      .orderBy(desc(ledgerLines.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(ledgerLines)
      .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerLines.transferId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const KL_DAY = sql`to_char((${ledgerLines.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
const KL_MONTH = sql`to_char((${ledgerLines.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM')`;

/** Credits and debits of wallet accounts per Malaysian day or month. */
export async function walletTotalsByPeriod(
  db: TDbExecutor,
  accountIds: number[],
  range: { from?: Date; to?: Date },
  groupBy: 'day' | 'month',
) {
  if (accountIds.length === 0) return [];
  const period = groupBy === 'day' ? KL_DAY : KL_MONTH;
  return db
    .select({
      period: sql<string>`${period}`,
      credits:
        sql<number>`coalesce(sum(${ledgerLines.amountSen}) filter (where ${ledgerLines.amountSen} > 0), 0)`.mapWith(
          Number,
        ),
      debits:
        sql<number>`coalesce(-sum(${ledgerLines.amountSen}) filter (where ${ledgerLines.amountSen} < 0), 0)`.mapWith(
          Number,
        ),
      entries: count(),
    })
    .from(ledgerLines)
    .where(
      and(
        sql`${ledgerLines.accountId} in (${sql.join(
          accountIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        range.from ? gte(ledgerLines.createdAt, range.from) : undefined,
        range.to ? lt(ledgerLines.createdAt, range.to) : undefined,
      ),
    )
    .groupBy(period)
    .orderBy(period);
}

export async function companyExists(db: TDbExecutor, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return !!row;
}

/** Every company with its wallet balance (0 when it never had a wallet line). */
export async function listCompanyWallets(
  db: TDbExecutor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = search ? ilike(companies.name, `%${escapeLike(search)}%`) : undefined;
  const balance = sql<number>`coalesce(${ledgerAccounts.balanceSen}, 0)`.mapWith(Number);
  const [rows, [total]] = await Promise.all([
    db
      .select({ companyId: companies.id, companyName: companies.name, balance })
      .from(companies)
      .leftJoin(
        ledgerAccounts,
        and(
          eq(ledgerAccounts.ownerType, 'company'),
          eq(ledgerAccounts.ownerId, companies.id),
          eq(ledgerAccounts.kind, 'wallet'),
          eq(ledgerAccounts.companyId, companies.id),
        ),
      )
      .where(where)
      .orderBy(desc(balance), companies.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The sum of balances of one kind: every company's (wallets) or the platform's own account. */
export async function totalOfKind(db: TDbExecutor, kind: string, ownerType: 'company' | 'platform') {
  const [row] = await db
    .select({ total: sum(ledgerAccounts.balanceSen).mapWith(Number) })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.ownerType, ownerType),
        ownerType === 'platform' ? eq(ledgerAccounts.ownerId, PLATFORM_OWNER_ID) : undefined,
      ),
    );
  return row?.total ?? 0;
}

export async function findTaxItemByCode(db: TDbExecutor, code: string) {
  const [row] = await db.select().from(taxItems).where(eq(taxItems.code, code));
  return row ?? null;
}
