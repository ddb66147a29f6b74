import { seenWsids, type TDbExecutor } from '@sewa/db';
import { lt, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../core/prepared';

// The request ids (Wsid) the envelope has seen: the only ORM code of the replay check. The table is
// UNLOGGED (ADR 0015), so a claim commits without waiting for a WAL flush.

type TClaim = { wsid: string; now: Date; resolve: (claimed: boolean) => void; reject: (e: unknown) => void };
type TBatcher = { pending: TClaim[]; inFlight: number };

/** Statements in flight per database handle and window; more claims wait and go together in the next. */
const MAX_IN_FLIGHT = 2;
const batchers = new WeakMap<TDbExecutor, Map<number, TBatcher>>();

// One named prepared statement for a claim alone (the usual case at low load) and for a batch, built once
// per database handle (building it through the query builder each time cost ~100 µs of CPU per call,
// ADR 0015). Its one text parameter (JSON) holds every id: the same on PostgreSQL and PGlite.
const preparedClaims = preparedPerDatabase((db: TDbExecutor) =>
  db
    .insert(seenWsids)
    .select(
      sql`select w, t from json_to_recordset(${sql.placeholder('rows')}::json) as x(w text, t timestamptz)`,
    )
    .onConflictDoUpdate({
      target: seenWsids.wsid,
      set: { seenAt: sql`excluded.seen_at` },
      setWhere: sql`${seenWsids.seenAt} < excluded.seen_at - make_interval(secs => ${sql.placeholder('window')})`,
    })
    .returning({ wsid: seenWsids.wsid })
    .prepare('sewa_claim_wsids'),
);

/**
 * Records each Wsid, or refreshes an entry older than the window; returns the ids it recorded. One
 * statement for the whole batch, and each row is claimed atomically by it, so a batch is as safe across
 * processes as one statement per id.
 */
async function claimRows(db: TDbExecutor, claims: TClaim[], windowSeconds: number): Promise<Set<string>> {
  const rows = await preparedClaims(db).execute({
    rows: JSON.stringify(claims.map((c) => ({ w: c.wsid, t: c.now.toISOString() }))),
    window: windowSeconds,
  });
  return new Set(rows.map((r) => r.wsid));
}

function flush(db: TDbExecutor, batcher: TBatcher, windowSeconds: number): void {
  const seen = new Set<string>();
  const batch: TClaim[] = [];
  for (const claim of batcher.pending.splice(0)) {
    // The same id twice in one batch: the second is a replay of the first.
    if (seen.has(claim.wsid)) claim.resolve(false);
    else {
      seen.add(claim.wsid);
      batch.push(claim);
    }
  }
  if (batch.length === 0) return;
  batcher.inFlight++;
  const done = () => {
    batcher.inFlight--;
    if (batcher.pending.length > 0) flush(db, batcher, windowSeconds);
  };
  claimRows(db, batch, windowSeconds).then(
    (claimed) => {
      for (const c of batch) c.resolve(claimed.has(c.wsid));
      done();
    },
    (error: unknown) => {
      for (const c of batch) c.reject(error);
      done();
    },
  );
}

/**
 * Records the Wsid, or refreshes an entry older than `windowSeconds`. False when a fresher entry exists:
 * the id was used inside the window. While MAX_IN_FLIGHT claim statements are running, new claims wait
 * and are sent together in the next one (ADR 0015): under load a call pays a fraction of a round trip;
 * with one client each claim still goes alone, at once.
 */
export function claimWsidRow(
  db: TDbExecutor,
  wsid: string,
  now: Date,
  windowSeconds: number,
): Promise<boolean> {
  let byWindow = batchers.get(db);
  if (!byWindow) {
    byWindow = new Map();
    batchers.set(db, byWindow);
  }
  let batcher = byWindow.get(windowSeconds);
  if (!batcher) {
    batcher = { pending: [], inFlight: 0 };
    byWindow.set(windowSeconds, batcher);
  }
  const claims = batcher;
  const promise = new Promise<boolean>((resolve, reject) => {
    claims.pending.push({ wsid, now, resolve, reject });
  });
  if (claims.inFlight < MAX_IN_FLIGHT) flush(db, claims, windowSeconds);
  return promise;
}

export async function deleteWsidsBefore(db: TDbExecutor, before: Date): Promise<void> {
  await db.delete(seenWsids).where(lt(seenWsids.seenAt, before));
}
