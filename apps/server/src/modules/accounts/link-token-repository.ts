import { accountTokens, type TDbExecutor } from '@sewa/db';
import { and, desc, eq, isNull } from 'drizzle-orm';

export async function insertLinkToken(db: TDbExecutor, values: typeof accountTokens.$inferInsert) {
  await db.insert(accountTokens).values(values);
}

export async function findLinkToken(db: TDbExecutor, purpose: string, tokenHash: string) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)));
  return row;
}

export async function latestLinkToken(db: TDbExecutor, purpose: string, userId: number) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.userId, userId)))
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return row;
}

/** Single use; the first consumer wins. */
export async function consumeLinkToken(db: TDbExecutor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(accountTokens)
    .set({ consumedAt: now })
    .where(and(eq(accountTokens.id, id), isNull(accountTokens.consumedAt)))
    .returning({ id: accountTokens.id });
  return rows.length === 1;
}

/** A newer link (or a reset) retires the older ones of the same purpose. */
export async function retireLinkTokens(db: TDbExecutor, purpose: string, userId: number, now: Date) {
  await db
    .update(accountTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(accountTokens.purpose, purpose),
        eq(accountTokens.userId, userId),
        isNull(accountTokens.consumedAt),
      ),
    );
}
