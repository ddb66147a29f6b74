import { safeErrorMessage } from '../boot/safe-error';
import { pruneSeenWsids } from '../http/envelope';
import type { TServices } from '../http/services';
import { startDeliveryWorker } from '../integrations/messaging/index';
import { runDueJobs } from './runner';

/** How often the server looks for due jobs (each job has its own period within that). */
const TICK_MS = 60_000;

/**
 * Periodic sweeps and the message delivery worker. Each is idempotent, so several processes running them is harmless. The returned stop
 * clears the timers and resolves once a sweep under way has finished (graceful shutdown closes the
 * database only then).
 */
export function startJobs(services: TServices, tickMs = TICK_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timers = [
    setInterval(() => {
      pruneSeenWsids(services.db, services.now()).catch(() => undefined);
    }, 60_000),
    // The registry's jobs, as of the clock's now; a slow sweep is not overlapped by the next tick.
    setInterval(() => {
      if (running) return;
      running = runDueJobs(services, services.now())
        .then(() => undefined)
        .catch((error) => console.error(`jobs: ${safeErrorMessage(error)}`))
        .finally(() => {
          running = null;
        });
    }, tickMs),
  ];
  for (const t of timers) t.unref();
  // SMS and e-mail leave within a second of being queued (ADR 0027); the job above catches the rest.
  const stopDelivery = startDeliveryWorker(services);
  return async () => {
    for (const t of timers) clearInterval(t);
    await Promise.all([running, stopDelivery()]);
  };
}
