import type { TDbExecutor } from '@sewa/db';
import { sql } from 'drizzle-orm';

// The ledger's own audit (npm run ledger:verify, and the integration suite after its money tests):
// recompute every balance from its lines, every transfer's sum, and every running balance.

export type TLedgerCheck = {
  accounts: number;
  transfers: number;
  lines: number;
  /** Accounts whose stored balance differs from the sum of their lines. */
  balanceMismatches: { accountId: number; balanceSen: number; linesSen: number }[];
  /** Transfers with fewer than two lines or lines not summing to zero. */
  unbalancedTransfers: { transferId: number; lines: number; sumSen: number }[];
  /** Lines whose balance-after is not the running sum of their account's lines. */
  runningMismatches: number[];
  /** Non-negative accounts below zero. */
  negativeAccounts: number[];
};

type TRows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as TRows<T>).rows;

export async function verifyLedger(db: TDbExecutor): Promise<TLedgerCheck> {
  const [counts] = await rowsOf<{ accounts: number; transfers: number; lines: number }>(
    db.execute(sql`select
      (select count(*)::int from ledger_accounts) as accounts,
      (select count(*)::int from ledger_transfers) as transfers,
      (select count(*)::int from ledger_lines) as lines`),
  );
  const balanceMismatches = await rowsOf<{ accountId: number; balanceSen: number; linesSen: number }>(
    db.execute(sql`select a.id as "accountId", a.balance_sen::float8 as "balanceSen",
        coalesce(l.total, 0)::float8 as "linesSen"
      from ledger_accounts a
      left join (select account_id, sum(amount_sen) as total from ledger_lines group by account_id) l
        on l.account_id = a.id
      where a.balance_sen <> coalesce(l.total, 0)
      order by a.id limit 100`),
  );
  const unbalancedTransfers = await rowsOf<{ transferId: number; lines: number; sumSen: number }>(
    db.execute(sql`select t.id as "transferId", count(l.id)::int as lines,
        coalesce(sum(l.amount_sen), 0)::float8 as "sumSen"
      from ledger_transfers t left join ledger_lines l on l.transfer_id = t.id
      group by t.id
      having count(l.id) < 2 or coalesce(sum(l.amount_sen), 0) <> 0
      order by t.id limit 100`),
  );
  const running = await rowsOf<{ id: number }>(
    db.execute(sql`select id from (
        select id, balance_after_sen,
          sum(amount_sen) over (partition by account_id order by id) as running
        from ledger_lines) x
      where balance_after_sen <> running order by id limit 100`),
  );
  const negative = await rowsOf<{ id: number }>(
    db.execute(sql`select id from ledger_accounts where is_non_negative and balance_sen < 0 order by id`),
  );
  return {
    accounts: counts?.accounts ?? 0,
    transfers: counts?.transfers ?? 0,
    lines: counts?.lines ?? 0,
    balanceMismatches,
    unbalancedTransfers,
    runningMismatches: running.map((r) => r.id),
    negativeAccounts: negative.map((r) => r.id),
  };
}

export const isLedgerSound = (c: TLedgerCheck): boolean =>
  c.balanceMismatches.length === 0 &&
  c.unbalancedTransfers.length === 0 &&
  c.runningMismatches.length === 0 &&
  c.negativeAccounts.length === 0;
