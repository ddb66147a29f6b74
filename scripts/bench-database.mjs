// The benchmarks' own databases (issue 15 item 5): a name must start with sewa_bench_, and a bench only
// drops a database it created in the same run. Shared by bench-api, bench-search and bench-ledger.
import { sql } from 'drizzle-orm';

export const BENCH_DATABASE_PATTERN = /^sewa_bench_[a-z0-9_]{1,50}$/;

/** The name, or exit 2 when it is not a sewa_bench_… name (nothing is created or dropped). */
export function benchDatabaseName(name) {
  if (!BENCH_DATABASE_PATTERN.test(name)) {
    console.error(
      `Refusing database "${name}": the benchmarks only create and drop databases named sewa_bench_… (lower-case letters, digits, _).`,
    );
    process.exit(2);
  }
  return name;
}

export async function benchDatabaseExists(adminDb, name) {
  const result = await adminDb.execute(sql`select 1 from pg_database where datname = ${name}`);
  return result.rows.length > 0;
}

/**
 * Creates the database; exits 2 when it already exists: it may be someone else's, so it is neither
 * reused nor dropped (drop it yourself, or pick another --db).
 */
export async function createBenchDatabase(adminDb, name) {
  if (await benchDatabaseExists(adminDb, name)) {
    console.error(
      `Database "${name}" already exists and this run did not create it: not touching it (choose another --db or drop it yourself).`,
    );
    process.exit(2);
  }
  await adminDb.execute(sql.raw(`create database ${name}`));
}
