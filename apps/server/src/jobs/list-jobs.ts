import type { TServices } from '../http/services';
import { nextPeriodStart } from './job';
import { JOBS } from './registry';
import { jobHistory } from './repository';

/** Each job with its last sweep, next sweep, and runs and failures of the last 24 hours. */
export async function listJobs(services: TServices) {
  const now = services.now();
  const since = new Date(now.getTime() - 86_400_000);
  return Promise.all(
    JOBS.map(async (job) => {
      const h = await jobHistory(services.db, job.name, since);
      return {
        name: job.name,
        description: job.description,
        every_minutes: job.everyMinutes,
        last_run_at: h.last?.startedAt.toISOString() ?? null,
        last_status: (h.last?.status ?? null) as 'running' | 'done' | 'failed' | null,
        last_error: h.lastError,
        next_run_at: nextPeriodStart(now, job.everyMinutes).toISOString(),
        failures_24h: h.failures,
        runs_24h: h.runs,
      };
    }),
  );
}
