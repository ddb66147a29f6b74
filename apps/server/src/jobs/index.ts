import { pruneSeenWsids } from '../http/envelope';
import type { TServices } from '../http/services';

/** Periodic sweeps. Each is idempotent, so several processes running them is harmless. */
export function startJobs(services: TServices): () => void {
  const timers = [
    setInterval(() => {
      pruneSeenWsids(services.db, services.now()).catch(() => undefined);
    }, 60_000),
  ];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
