/**
 * Lookups by key that go together under load (ADR 0015): while `maxInFlight` statements of one kind are
 * running on a database handle, new lookups wait and the next statement answers all of them. A lone
 * lookup (one client, a quiet server) goes at once, alone. Each statement reads the database as it is
 * when it runs, so a waiting lookup sees at least what it would have seen on its own, never older.
 */
export function batchedPerDatabase<TDatabaseHandle extends object, TResult>(options: {
  maxInFlight: number;
  /** One key alone (the usual case at low load). */
  one: (db: TDatabaseHandle, key: string) => Promise<TResult | undefined>;
  /** Several distinct keys in one statement: the results found, by key. */
  many: (db: TDatabaseHandle, keys: string[]) => Promise<Map<string, TResult>>;
}): (db: TDatabaseHandle, key: string) => Promise<TResult | undefined> {
  type TWaiting = { key: string; resolve: (r: TResult | undefined) => void; reject: (e: unknown) => void };
  type TQueue = { pending: TWaiting[]; inFlight: number };
  const queues = new WeakMap<TDatabaseHandle, TQueue>();

  const flush = (db: TDatabaseHandle, queue: TQueue) => {
    const batch = queue.pending.splice(0);
    if (batch.length === 0) return;
    queue.inFlight++;
    const keys = [...new Set(batch.map((w) => w.key))];
    const found: Promise<Map<string, TResult>> =
      keys.length === 1
        ? options.one(db, keys[0]!).then((r) => new Map(r === undefined ? [] : [[keys[0]!, r]]))
        : options.many(db, keys);
    found
      .then(
        (results) => {
          for (const w of batch) w.resolve(results.get(w.key));
        },
        (error: unknown) => {
          for (const w of batch) w.reject(error);
        },
      )
      .finally(() => {
        queue.inFlight--;
        if (queue.pending.length > 0) flush(db, queue);
      });
  };

  return (db, key) => {
    let queue = queues.get(db);
    if (!queue) {
      queue = { pending: [], inFlight: 0 };
      queues.set(db, queue);
    }
    const q = queue;
    const promise = new Promise<TResult | undefined>((resolve, reject) => {
      q.pending.push({ key, resolve, reject });
    });
    if (q.inFlight < options.maxInFlight) flush(db, q);
    return promise;
  };
}
