// `npm run bench:billing`: auto billing on PostgreSQL (DATABASE_URL names the server). N active tenancies
// on auto billing (default 100,000, spread over --companies companies) whose payment day is the run's
// day; one run of the auto-billing job as of that day must issue and post one invoice each, the ledger
// must stay sound, and a second run must issue nothing. Prints both runs' times (aim: under 60 s).
// It creates its own database (sewa_bench_ name; default sewa_bench_billing) and drops it afterwards
// (--keep leaves it); an existing database of that name is refused, never dropped.
// Options: --db=sewa_bench_x --tenancies=N --companies=N --keep.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:billing
import { openDatabase, runMigrations } from '@sewa/db';
import { makeAccount, makeOperatorCompany, makeProperty, makeUnit } from '@sewa/db/testing';
import { adminUrl, databaseUrlFor } from '@sewa/db/testing/postgres-urls';
import { sql } from 'drizzle-orm';
import { benchDatabaseName, createBenchDatabase } from './bench-database.mjs';
import { benchArgs } from './bench-kit.mjs';

const args = benchArgs();
const DB_NAME = args.db ?? 'sewa_bench_billing';
const TENANCIES = Number(args.tenancies ?? 100_000);
const COMPANIES = Math.max(1, Number(args.companies ?? 100));
const SECRET = 'bench-billing-secret';
// The run's business time: 7 June 2026, 01:00 in Malaysia (the tenancies' payment day).
const AS_OF = new Date('2026-06-06T17:00:00Z');

benchDatabaseName(DB_NAME);
if (!process.env.DATABASE_URL) {
  console.error('Set DATABASE_URL to a PostgreSQL server (the bench creates its own database there).');
  process.exit(2);
}

const admin = await openDatabase({ kind: 'postgres', url: adminUrl(process.env.DATABASE_URL), poolSize: 1 });
await createBenchDatabase(admin.db, DB_NAME);
const url = databaseUrlFor(process.env.DATABASE_URL, DB_NAME);
const database = await openDatabase({ kind: 'postgres', url, poolSize: 10 });
const { db } = database;
const rows = (result) => result.rows;

try {
  await runMigrations(database);
  console.log(
    `Seeding ${TENANCIES.toLocaleString()} active tenancies on auto billing in ${COMPANIES} companies…`,
  );
  const per = Math.ceil(TENANCIES / COMPANIES);
  let made = 0;
  for (let c = 0; c < COMPANIES && made < TENANCIES; c++) {
    const { company, operator } = await makeOperatorCompany(db);
    const tenant = await makeAccount(db, 'tenant');
    const property = await makeProperty(db, { companyId: company.id });
    const unit = await makeUnit(db, property);
    const n = Math.min(per, TENANCIES - made);
    await db.execute(sql`
      insert into tenancies (company_id, code, tenant_user_id, property_id, unit_id, status, tenure_start,
        tenure_end, monthly_rent_sen, used_for, payment_frequency, payment_day, created_by_kind, created_by_id)
      select ${company.id}, 'T-' || lpad(g::text, 6, '0'), ${tenant.id}, ${property.id}, ${unit.id}, 'active',
        '2026-06-01', '2027-05-31', 100000 + g, 'residential', 'monthly', 7, 'user', ${operator.id}
      from generate_series(1, ${n}) g`);
    await db.execute(sql`
      insert into tenancy_auto_billing (tenancy_id, company_id, is_active, active_from, activated_at)
      select id, company_id, true, '2026-06-01', now() from tenancies where company_id = ${company.id}`);
    made += n;
  }

  const { buildApp } = await import('../apps/server/src/app.ts');
  const { loadConfig } = await import('../apps/server/src/config.ts');
  const { autoBillingJob } = await import('../apps/server/src/modules/billing/jobs.ts');
  const { runJob } = await import('../apps/server/src/jobs/runner.ts');
  const { isLedgerSound, verifyLedger } = await import('../apps/server/src/modules/ledger/verify-ledger.ts');
  const config = {
    ...loadConfig({ APP_ENV: 'test', API_SIGNING_SECRET: SECRET, DATABASE_URL: url }),
    webDistDir: '/nonexistent',
  };
  const { app, services } = await buildApp({ config, db, logger: false });

  const run = async (label) => {
    const started = performance.now();
    const report = await runJob(services, autoBillingJob, AS_OF);
    const seconds = (performance.now() - started) / 1000;
    const issued = report.runs.reduce((s, r) => s + (r.result?.issued ?? 0), 0);
    const failed = report.runs.filter((r) => r.status === 'failed').length;
    console.log(
      `${label}: ${issued.toLocaleString()} invoices issued in ${seconds.toFixed(1)} s (${failed} companies failed)`,
    );
    return { issued, seconds, failed };
  };
  const first = await run('First run');
  // A second run in the same period is skipped by the job's claim; a later run of the same day's
  // periods (a new period of the job) must also find every invoice made: run it as of an hour later
  // in the next day period would issue July's, so the check is the same instant, then the same day via
  // the job's own work (issueDueInvoices) bypassing the claim.
  const { issueDueInvoices } = await import('../apps/server/src/modules/billing/auto-billing.ts');
  const started = performance.now();
  let again = 0;
  const companyIds = rows(await db.execute(sql`select id from companies order by id`)).map((r) => r.id);
  for (const id of companyIds) again += (await issueDueInvoices(services, id, AS_OF)).issued;
  console.log(
    `Second run: ${again} invoices issued in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  const [count] = rows(
    await db.execute(sql`select count(*)::int as n from invoices where status = 'posted'`),
  );
  const check = await verifyLedger(db);
  console.log(`Posted invoices: ${count.n.toLocaleString()}; ledger sound: ${isLedgerSound(check)}`);
  await app.close();
  const ok = first.issued === TENANCIES && again === 0 && count.n === TENANCIES && isLedgerSound(check);
  console.log(ok ? 'OK' : 'FAILED');
  console.log(
    first.seconds < 60 ? 'Within the 60 s aim.' : `Over the 60 s aim (${first.seconds.toFixed(1)} s).`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await database.close();
  if (args.keep !== 'true') await admin.db.execute(sql.raw(`drop database if exists "${DB_NAME}"`));
  await admin.close();
}
