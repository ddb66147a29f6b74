import { otpCodes, type TDbExecutor } from '@sewa/db';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';

export type TOtpRow = typeof otpCodes.$inferSelect;

/** Only the newest code of a purpose and destination counts; sending a new one retires the older. */
export async function latestOtp(db: TDbExecutor, purpose: string, destination: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  return row;
}

export async function countOtpsSince(db: TDbExecutor, purpose: string, destination: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.purpose, purpose),
        eq(otpCodes.destination, destination),
        gt(otpCodes.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertOtp(db: TDbExecutor, values: typeof otpCodes.$inferInsert) {
  await db.insert(otpCodes).values(values);
}

/** Counts one try atomically; null when the code is used up (5 tries) or already consumed. */
export async function countOtpTry(db: TDbExecutor, id: number, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, id), lt(otpCodes.attempts, maxTries), isNull(otpCodes.consumedAt)))
    .returning({ attempts: otpCodes.attempts });
  return row ? row.attempts : null;
}

/** Single use: only the first of two concurrent consumers wins. */
export async function consumeOtp(db: TDbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  return rows.length === 1;
}
