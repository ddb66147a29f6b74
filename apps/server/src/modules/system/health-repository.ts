import type { TDbExecutor } from '@sewa/db';
import { sql } from 'drizzle-orm';

// What /readyz asks the database: that it answers, and when the newest migration it applied was made.
// Drizzle's migrator records each applied migration in drizzle.__drizzle_migrations with the journal's
// `when` as created_at; a database that was never migrated has no such table.

const firstRow = async <T>(query: Promise<unknown>): Promise<T | undefined> =>
  ((await query) as { rows: T[] }).rows[0];

/** The newest applied migration's `when` (ms), or null when none is recorded. Throws when unreachable. */
export async function latestAppliedMigration(db: TDbExecutor): Promise<number | null> {
  const table = await firstRow<{ ok: boolean }>(
    db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as ok`),
  );
  if (!table?.ok) return null;
  const latest = await firstRow<{ at: string | null }>(
    db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`),
  );
  return latest?.at ? Number(latest.at) : null;
}
