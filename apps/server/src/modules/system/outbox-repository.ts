import { outboxMessages, type TDbExecutor } from '@sewa/db';
import { and, desc, eq, gt, inArray } from 'drizzle-orm';

export type TOutboxRow = typeof outboxMessages.$inferSelect;

export type TOutboxFilter = {
  /** One address, or any of several (a person's e-mail and mobile). */
  to?: string | readonly string[];
  channel?: 'sms' | 'email';
  /** Only messages caught after this outbox row. */
  afterId?: number;
  limit?: number;
};

/** The newest messages the development outbox caught, newest first. */
export async function listOutbox(db: TDbExecutor, filter: TOutboxFilter): Promise<TOutboxRow[]> {
  const { to, channel, afterId } = filter;
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        typeof to === 'string'
          ? eq(outboxMessages.to, to)
          : to
            ? inArray(outboxMessages.to, [...to])
            : undefined,
        channel ? eq(outboxMessages.channel, channel) : undefined,
        afterId !== undefined ? gt(outboxMessages.id, afterId) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.id))
    .limit(filter.limit ?? 200);
}
