// `npm run bench:ledger`: the ledger's posting function on PostgreSQL (DATABASE_URL names the server).
//   1. 1,000 concurrent debits of one wallet funded for fewer: the wallet must end exactly at the
//      expected balance and never go below zero; the rest are refused with 777.
//   2. 100,000 transfers over 10,000 accounts, 16 at a time: transfers per second and p95 posting time.
// It creates its own database (the name must start with sewa_bench_; default sewa_bench_ledger) and
// drops it afterwards (--keep leaves it); an existing database of that name is refused, never dropped.
// Options: --db=sewa_bench_x --transfers=N --accounts=N --concurrency=N --debits=N.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:ledger
import { companies, openDatabase, runMigrations } from '@sewa/db';
import { adminUrl, databaseUrlFor } from '@sewa/db/testing/postgres-urls';
import { sql } from 'drizzle-orm';
import {
  companyAccount,
  ensureAccount,
  platformAccount,
} from '../apps/server/src/modules/ledger/accounts.ts';
import { postTransfer } from '../apps/server/src/modules/ledger/post-transfer.ts';
import { isLedgerSound, verifyLedger } from '../apps/server/src/modules/ledger/verify-ledger.ts';
import { benchDatabaseName, createBenchDatabase } from './bench-database.mjs';
import { benchArgs, percentile } from './bench-kit.mjs';

const args = benchArgs();
const DB_NAME = args.db ?? 'sewa_bench_ledger';
const TRANSFERS = Number(args.transfers ?? 100_000);
const ACCOUNTS = Number(args.accounts ?? 10_000);
const CONCURRENCY = Number(args.concurrency ?? 16);
const DEBITS = Number(args.debits ?? 1_000);
const FEE = 150;
const FUNDED_FEES = Math.floor(DEBITS * 0.6);
// Business time of the postings (the bench measures durations with performance.now()).
const AT = new Date('2026-05-04T02:00:00Z');
const SYSTEM = { kind: 'system', id: null };

benchDatabaseName(DB_NAME); // exits 2 on any name but sewa_bench_…
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates its own database there).');
  process.exit(2);
}

const admin = await openDatabase({ kind: 'postgres', url: adminUrl(process.env.DATABASE_URL), poolSize: 1 });
// Never drops a database it did not create: an existing one is refused (issue 15 item 5).
await createBenchDatabase(admin.db, DB_NAME);
const database = await openDatabase({
  kind: 'postgres',
  url: databaseUrlFor(process.env.DATABASE_URL, DB_NAME),
  poolSize: CONCURRENCY + 2,
});
const { db } = database;
const ms = (n) => `${n.toFixed(2)} ms`;

try {
  await runMigrations(database);
  const [company] = await db
    .insert(companies)
    .values({ name: 'Bench Sdn Bhd', domainCode: 'benchledger' })
    .returning();

  // ---- 1. one wallet, many concurrent debits ----
  const wallet = companyAccount(company.id, 'wallet');
  await db.transaction((tx) =>
    postTransfer(tx, {
      kind: 'wallet_adjustment',
      idempotencyKey: 'bench:fund',
      lines: [
        { account: platformAccount('platform_adjustment'), amountSen: -FUNDED_FEES * FEE },
        { account: wallet, amountSen: FUNDED_FEES * FEE },
      ],
      createdBy: SYSTEM,
      at: AT,
    }),
  );
  const walletId = (await ensureAccount(db, wallet, AT)).id;
  const revenueId = (await ensureAccount(db, platformAccount('platform_revenue'), AT)).id;
  let lowest = Number.POSITIVE_INFINITY;
  const started = performance.now();
  const outcomes = await Promise.allSettled(
    Array.from({ length: DEBITS }, (_, i) =>
      db.transaction(async (tx) => {
        const posted = await postTransfer(tx, {
          kind: 'platform_charge',
          idempotencyKey: `bench:debit:${i}`,
          lines: [
            { accountId: walletId, amountSen: -FEE },
            { accountId: revenueId, amountSen: FEE },
          ],
          createdBy: SYSTEM,
          at: AT,
        });
        const after = posted.lines.find((l) => l.accountId === walletId).balanceAfterSen;
        lowest = Math.min(lowest, after);
      }),
    ),
  );
  const wallTime = performance.now() - started;
  const ok = outcomes.filter((o) => o.status === 'fulfilled').length;
  const refused = outcomes.filter((o) => o.status === 'rejected' && o.reason?.statusCode === 777).length;
  const other = outcomes.filter((o) => o.status === 'rejected' && o.reason?.statusCode !== 777);
  const finalBalance = (await ensureAccount(db, wallet, AT)).balanceSen;
  const expected = (FUNDED_FEES - ok) * FEE;
  console.log(
    `\n1. ${DEBITS} concurrent debits of RM${(FEE / 100).toFixed(2)} on one wallet funded for ${FUNDED_FEES}`,
  );
  console.log(
    `   succeeded ${ok}, refused with 777 ${refused}, other errors ${other.length} (${ms(wallTime)} in all)`,
  );
  console.log(
    `   wallet ended at ${finalBalance} sen, expected ${expected} sen: ${finalBalance === expected && ok === FUNDED_FEES ? 'EXACT' : 'WRONG'}`,
  );
  console.log(
    `   lowest balance seen after a debit: ${lowest} sen (${lowest >= 0 ? 'never below zero' : 'BELOW ZERO'})`,
  );
  if (other.length) console.log(`   first other error: ${other[0].reason}`);

  // ---- 2. many transfers over many accounts ----
  await db.execute(sql`
    insert into ledger_accounts (owner_type, owner_id, kind, company_id, is_non_negative, created_at)
    select 'tenant', g, 'tenant_receivable', ${company.id}, false, ${AT} from generate_series(1, ${ACCOUNTS}) g`);
  const ids = (
    await db.execute(sql`select id from ledger_accounts where owner_type = 'tenant' order by id`)
  ).rows.map((r) => r.id);
  // A fixed pseudo-random sequence, so runs are comparable.
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  const plans = Array.from({ length: TRANSFERS }, (_, i) => {
    const a = ids[Math.floor(random() * ids.length)];
    let b = ids[Math.floor(random() * ids.length)];
    if (b === a) b = ids[(ids.indexOf(a) + 1) % ids.length];
    const amount = 1 + Math.floor(random() * 100_000);
    return { i, a, b, amount };
  });
  const durations = [];
  let next = 0;
  const worker = async () => {
    while (next < plans.length) {
      const p = plans[next++];
      const t0 = performance.now();
      await db.transaction((tx) =>
        postTransfer(tx, {
          kind: 'reversal',
          idempotencyKey: `bench:t:${p.i}`,
          lines: [
            { accountId: p.a, amountSen: -p.amount },
            { accountId: p.b, amountSen: p.amount },
          ],
          createdBy: SYSTEM,
          at: AT,
        }),
      );
      durations.push(performance.now() - t0);
    }
  };
  const t1 = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seconds = (performance.now() - t1) / 1000;
  durations.sort((x, y) => x - y);
  console.log(
    `\n2. ${TRANSFERS.toLocaleString('en')} transfers over ${ACCOUNTS.toLocaleString('en')} accounts, ${CONCURRENCY} at a time`,
  );
  console.log(`   ${(TRANSFERS / seconds).toFixed(0)} transfers per second (${seconds.toFixed(1)} s)`);
  console.log(
    `   posting time (transaction incl. commit): p50 ${ms(percentile(durations, 50))}, p95 ${ms(percentile(durations, 95))}, p99 ${ms(percentile(durations, 99))}`,
  );

  const check = await verifyLedger(db);
  console.log(
    `\nledger:verify: ${check.accounts} accounts, ${check.transfers} transfers, ${check.lines} lines: ${isLedgerSound(check) ? 'OK' : 'DIFFERENCES'}`,
  );
  process.exitCode =
    isLedgerSound(check) && finalBalance === expected && lowest >= 0 && ok === FUNDED_FEES ? 0 : 1;
} finally {
  await database.close();
  if (args.keep !== 'true')
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`));
  await admin.close();
}
