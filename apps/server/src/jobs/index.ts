import { pruneSeenWsids } from '../http/envelope';
import type { TServices } from '../http/services';
import { runDueJobs } from './runner';

/** How often the server looks for due jobs (each job has its own period within that). */
const TICK_MS = 60_000;

/** Periodic sweeps. Each is idempotent, so several processes running them is harmless. */
export function startJobs(services: TServices): () => void {
  let isRunning = false;
  const timers = [
    setInterval(() => {
      pruneSeenWsids(services.db, services.now()).catch(() => undefined);
    }, 60_000),
    // The registry's jobs, as of the clock's now; a slow sweep is not overlapped by the next tick.
    setInterval(() => {
      if (isRunning) return;
      isRunning = true;
      runDueJobs(services, services.now())
        .catch((error) => console.error(`jobs: ${error instanceof Error ? error.message : error}`))
        .finally(() => {
          isRunning = false;
        });
    }, TICK_MS),
  ];
  for (const t of timers) t.unref();
  return () => {
    for (const t of timers) clearInterval(t);
  };
}
