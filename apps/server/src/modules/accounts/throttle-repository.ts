import { authThrottles, type TDbExecutor } from '@sewa/db';
import { eq, sql } from 'drizzle-orm';

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

export async function clearThrottle(db: TDbExecutor, key: string): Promise<void> {
  await db.delete(authThrottles).where(eq(authThrottles.key, key));
}
