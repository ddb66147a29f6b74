import { outboxMessages, type TDbExecutor } from '@sewa/db';
import { desc, eq } from 'drizzle-orm';

export type TOutboxRow = typeof outboxMessages.$inferSelect;

/** The newest messages the development outbox caught, optionally to one address. */
export async function listOutbox(
  db: TDbExecutor,
  to: string | undefined,
  limit: number,
): Promise<TOutboxRow[]> {
  return db
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to) : undefined)
    .orderBy(desc(outboxMessages.id))
    .limit(limit);
}
