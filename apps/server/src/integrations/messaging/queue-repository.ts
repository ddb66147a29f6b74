import { messageQueue, type TDbExecutor } from '@sewa/db';
import { and, asc, count, eq, inArray, lte, or, sql } from 'drizzle-orm';

// The only ORM code of the message queue (docs/decisions/0027-message-queue.md).

export type TQueuedRow = typeof messageQueue.$inferSelect;

/** Queued and never tried (a new message goes at once, whatever the clock says), or its retry is due. */
const isDue = (asOf: Date) =>
  and(
    eq(messageQueue.status, 'queued'),
    or(eq(messageQueue.attempts, 0), lte(messageQueue.nextAttemptAt, asOf)),
  );

/**
 * Takes up to `limit` due rows for this worker in one statement: the rows are locked with
 * `FOR UPDATE SKIP LOCKED` (another worker's rows are passed over, not waited for), their attempt is
 * counted and their next attempt moved to `leaseUntil`, so no other worker takes them while this one
 * sends; a worker that dies mid-send leaves them to be taken again once the lease is over.
 */
export async function claimDue(
  db: TDbExecutor,
  asOf: Date,
  leaseUntil: Date,
  limit: number,
): Promise<TQueuedRow[]> {
  const due = db
    .select({ id: messageQueue.id })
    .from(messageQueue)
    .where(isDue(asOf))
    .orderBy(asc(messageQueue.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(messageQueue)
    .set({ attempts: sql`${messageQueue.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(inArray(messageQueue.id, due), eq(messageQueue.status, 'queued')))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * Sent: never taken again (only queued rows are claimed). The text is dropped: it may hold a one-time code
 * or a password-reset link, which the database otherwise keeps only as hashes.
 */
export async function markSent(
  db: TDbExecutor,
  id: number,
  sent: { at: Date; transport: string; ref: string | null },
): Promise<void> {
  await db
    .update(messageQueue)
    .set({
      status: 'sent',
      sentAt: sent.at,
      transport: sent.transport,
      providerRef: sent.ref,
      lastError: null,
      body: '',
    })
    .where(and(eq(messageQueue.id, id), eq(messageQueue.status, 'queued')));
}

/** Not sent: tried again at `retryAt`, or given up (`failed`, its text dropped) when `retryAt` is null. */
export async function markNotSent(
  db: TDbExecutor,
  id: number,
  outcome: { error: string; retryAt: Date | null; transport: string },
): Promise<void> {
  await db
    .update(messageQueue)
    .set({
      status: outcome.retryAt ? 'queued' : 'failed',
      lastError: outcome.error,
      transport: outcome.transport,
      ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : { body: '' }),
    })
    .where(and(eq(messageQueue.id, id), eq(messageQueue.status, 'queued')));
}

/** How many rows are due as of `asOf` (the job's subjects: nothing to do, no run recorded). */
export async function countDue(db: TDbExecutor, asOf: Date): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageQueue).where(isDue(asOf));
  return row?.n ?? 0;
}
