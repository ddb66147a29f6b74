import { jobRuns, type TDbExecutor } from '@sewa/db';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';

// The only ORM code of the job runner.

/** A failed run is tried again (up to this many attempts); a run left "running" this long is taken over. */
export const MAX_ATTEMPTS = 3;
export const STALE_RUN_MINUTES = 15;

/**
 * Claims (job, subject, period) for this process: a new row, or a failed / abandoned one taken over.
 * null when another run holds or has done it. One statement, so two processes never both win.
 */
export async function claimRun(
  db: TDbExecutor,
  key: { job: string; subject: string; period: string },
  at: Date,
): Promise<{ id: number; attempts: number } | null> {
  const staleBefore = new Date(at.getTime() - STALE_RUN_MINUTES * 60_000);
  const [row] = await db
    .insert(jobRuns)
    .values({ ...key, status: 'running', attempts: 1, startedAt: at })
    .onConflictDoUpdate({
      target: [jobRuns.job, jobRuns.subject, jobRuns.period],
      set: { status: 'running', attempts: sql`${jobRuns.attempts} + 1`, startedAt: at, error: null },
      setWhere: sql`(${jobRuns.status} = 'failed' and ${jobRuns.attempts} < ${MAX_ATTEMPTS})
        or (${jobRuns.status} = 'running' and ${jobRuns.startedAt} < ${staleBefore})`,
    })
    .returning({ id: jobRuns.id, attempts: jobRuns.attempts });
  return row ?? null;
}

export async function finishRun(
  db: TDbExecutor,
  id: number,
  outcome: { status: 'done' | 'failed'; result?: unknown; error?: string },
  at: Date,
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      status: outcome.status,
      result: outcome.result ?? null,
      error: outcome.error ?? null,
      finishedAt: at,
    })
    .where(eq(jobRuns.id, id));
}

/** The last sweep of a job (subject '*') and its failures and runs since `since`. */
export async function jobHistory(db: TDbExecutor, job: string, since: Date) {
  const [last] = await db
    .select()
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.subject, '*')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  const [lastFailure] = await db
    .select({ error: jobRuns.error })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), eq(jobRuns.status, 'failed')))
    .orderBy(desc(jobRuns.startedAt))
    .limit(1);
  const [stats] = await db
    .select({
      runs: count(),
      failures: sql<number>`count(*) filter (where ${jobRuns.status} = 'failed')`.mapWith(Number),
    })
    .from(jobRuns)
    .where(and(eq(jobRuns.job, job), gte(jobRuns.startedAt, since)));
  return {
    last: last ?? null,
    lastError: lastFailure?.error ?? null,
    runs: stats?.runs ?? 0,
    failures: stats?.failures ?? 0,
  };
}
