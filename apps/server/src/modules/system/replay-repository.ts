import { seenWsids, type TDbExecutor } from '@sewa/db';
import { lt } from 'drizzle-orm';

// The request ids (Wsid) the envelope has seen: the only ORM code of the replay check.

/**
 * Records the Wsid, or refreshes an entry older than `staleBefore`. False when a fresher entry exists:
 * the id was used inside the window. One statement, so it is safe across processes.
 */
export async function claimWsidRow(
  db: TDbExecutor,
  wsid: string,
  now: Date,
  staleBefore: Date,
): Promise<boolean> {
  const rows = await db
    .insert(seenWsids)
    .values({ wsid, seenAt: now })
    .onConflictDoUpdate({
      target: seenWsids.wsid,
      set: { seenAt: now },
      setWhere: lt(seenWsids.seenAt, staleBefore),
    })
    .returning({ wsid: seenWsids.wsid });
  return rows.length > 0;
}

export async function deleteWsidsBefore(db: TDbExecutor, before: Date): Promise<void> {
  await db.delete(seenWsids).where(lt(seenWsids.seenAt, before));
}
