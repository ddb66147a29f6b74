import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

// Graceful shutdown on SIGTERM / SIGINT (ADR 0025; docs/deployment.md): stop taking connections, let
// the requests under way finish (Fastify answers 503 to a new request on a kept-alive connection), let
// a job sweep under way finish, then close the database. A supervisor waits `TimeoutStopSec` (systemd)
// or the stop grace period (containers) before it kills; past `timeoutMs` the process gives up waiting
// and exits 1, so what still hangs is said in the log rather than cut without a word.

const IDLE_SWEEP_MS = 100;

export type TShutdownParts = {
  app: Pick<FastifyInstance, 'close'> & { server?: Pick<FastifyInstance['server'], 'closeIdleConnections'> };
  stopJobs: () => Promise<void>;
  closeDatabase: () => Promise<void>;
  log: FastifyBaseLogger;
  timeoutMs?: number;
};

/** Runs the shutdown once (a second signal while it runs is ignored) and resolves to the exit code. */
export function gracefulShutdown(parts: TShutdownParts): (signal: string) => Promise<number> {
  let running: Promise<number> | null = null;
  const run = async (signal: string): Promise<number> => {
    const started = Date.now();
    parts.log.warn({ signal }, 'shutting down: finishing requests in progress');
    let timer: NodeJS.Timeout | undefined;
    // A kept-alive connection whose request ends after close() began stays open (Node closes the idle
    // ones once, when close() is called): close them as they fall idle, or close() never returns.
    const sweep = setInterval(() => parts.app.server?.closeIdleConnections(), IDLE_SWEEP_MS);
    const timeout = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), parts.timeoutMs ?? 25_000);
    });
    try {
      const outcome = await Promise.race([
        Promise.all([parts.app.close(), parts.stopJobs()]).then(() => 'closed' as const),
        timeout,
      ]);
      if (outcome === 'timeout') {
        parts.log.error({ ms: Date.now() - started }, 'shutdown: requests still running, giving up');
        return 1;
      }
      await parts.closeDatabase();
      parts.log.warn({ ms: Date.now() - started }, 'shut down');
      return 0;
    } catch (error) {
      parts.log.error({ err: error }, 'shutdown failed');
      return 1;
    } finally {
      clearTimeout(timer);
      clearInterval(sweep);
    }
  };
  return (signal) => {
    running ??= run(signal);
    return running;
  };
}
