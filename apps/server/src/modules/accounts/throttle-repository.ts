import { authThrottles, type TDbExecutor } from '@sewa/db';
import { and, count, desc, eq, gt, gte, like, or, sql } from 'drizzle-orm';

/** Adds one failure atomically (a lock that has run out starts the count again); returns the count and
 * the lock still running, if any. */
export async function addFailure(
  db: TDbExecutor,
  key: string,
  now: Date,
): Promise<{ failures: number; lockedUntil: Date | null }> {
  const t = authThrottles;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, updatedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at} then 1 else ${t.failures} + 1 end`,
        lockedUntil: sql`case when ${t.lockedUntil} is not null and ${t.lockedUntil} <= ${at} then null else ${t.lockedUntil} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures, lockedUntil: t.lockedUntil });
  return row!;
}

export async function lockThrottle(db: TDbExecutor, key: string, until: Date, now: Date): Promise<void> {
  await db
    .update(authThrottles)
    .set({ failures: 0, lockedUntil: until, updatedAt: now })
    .where(eq(authThrottles.key, key));
}

export type TThrottleRow = typeof authThrottles.$inferSelect;

/**
 * A sign-in attempt of one identifier from one address, counted before its password is checked, in one
 * atomic statement (ADR 0026). Nothing is counted and nothing returned while the pair waits. The count
 * that reaches a multiple of `maxFailures` locks the pair at once (so that parallel attempts behind it
 * wait), its n-th lock for `lockMinutes[n − 1]` minutes (the last entry beyond); that attempt itself is
 * still checked. A pair whose last attempt is older than `forgetBefore` starts again at 1.
 */
export async function countPairAttempt(
  db: TDbExecutor,
  key: string,
  now: Date,
  rule: { maxFailures: number; lockMinutes: readonly number[]; forgetBefore: Date },
): Promise<{ failures: number } | null> {
  const t = authThrottles;
  const at = sql`${now.toISOString()}::timestamptz`;
  const next = sql`(case when ${t.updatedAt} < ${rule.forgetBefore.toISOString()}::timestamptz then 1 else ${t.failures} + 1 end)`;
  // The steps are the code's own integer constants, written into the statement as literals.
  const steps = sql.raw(`array[${rule.lockMinutes.map((m) => Math.trunc(m)).join(',')}]::int[]`);
  const minutes = (n: ReturnType<typeof sql>) =>
    sql`(${steps})[least(${n} / ${rule.maxFailures}, ${rule.lockMinutes.length})]`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lockedUntil: null, updatedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: next,
        lockedUntil: sql`case when ${next} % ${rule.maxFailures} = 0 then ${at} + make_interval(mins => ${minutes(next)}) else null end`,
        updatedAt: now,
      },
      setWhere: sql`${t.lockedUntil} is null or ${t.lockedUntil} <= ${at}`,
    })
    .returning({ failures: t.failures });
  return row ?? null;
}

/**
 * One wrong password towards an identifier's account-wide count: the count is forgotten once
 * `forgetAt` of its last failure has passed (kept in locked_until); returns the count with this one.
 */
export async function addAccountFailure(
  db: TDbExecutor,
  key: string,
  now: Date,
  forgetAt: Date,
): Promise<number> {
  const t = authThrottles;
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(t)
    .values({ key, failures: 1, lockedUntil: forgetAt, updatedAt: now })
    .onConflictDoUpdate({
      target: t.key,
      set: {
        failures: sql`case when ${t.lockedUntil} is null or ${t.lockedUntil} <= ${at} then 1 else ${t.failures} + 1 end`,
        lockedUntil: forgetAt,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures });
  return row!.failures;
}

export async function findThrottle(db: TDbExecutor, key: string): Promise<TThrottleRow | undefined> {
  const [row] = await db.select().from(authThrottles).where(eq(authThrottles.key, key));
  return row;
}

/** Deletes one row; whether there was one. */
export async function deleteThrottle(db: TDbExecutor, key: string): Promise<TThrottleRow | undefined> {
  const [row] = await db.delete(authThrottles).where(eq(authThrottles.key, key)).returning();
  return row;
}

const likeText = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Sign-in rows for the admin list: of one identifier (every row), else only those holding someone back
 * now (a waiting pair, an account at its ceiling); newest first.
 */
export async function listSignInThrottles(
  db: TDbExecutor,
  filter: { identifier?: string; now: Date; ceiling: number },
  window: { limit: number; offset: number },
): Promise<{ rows: TThrottleRow[]; total: number }> {
  const t = authThrottles;
  const at = sql`${filter.now.toISOString()}::timestamptz`;
  const where = filter.identifier
    ? or(
        like(t.key, `login:%:${likeText(filter.identifier)}|%`),
        like(t.key, `login-account:%:${likeText(filter.identifier)}`),
      )
    : or(
        and(like(t.key, 'login:%'), gt(t.lockedUntil, at)),
        and(like(t.key, 'login-account:%'), gt(t.lockedUntil, at), gte(t.failures, filter.ceiling)),
      );
  const rows = await db
    .select()
    .from(t)
    .where(where)
    .orderBy(desc(t.updatedAt), t.key)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

/** Deletes every sign-in row of an identifier: its pairs from every address and its account-wide count. */
export async function deleteSignInThrottlesOf(
  db: TDbExecutor,
  pairPrefix: string,
  accountKey: string,
): Promise<void> {
  const t = authThrottles;
  await db.delete(t).where(or(like(t.key, `${likeText(pairPrefix)}%`), eq(t.key, accountKey)));
}
