import type { TJobRunReport } from '@sewa/domain';
import type { TServices } from '../http/services';
import { periodKey, type TJob } from './job';
import { JOBS } from './registry';
import { claimRun, finishRun } from './repository';

// Runs the jobs that are due as of an instant. Each job's period is claimed first (subject '*': one
// sweep per period, whichever process gets there), then each subject of it (a subject done by an
// earlier sweep of the same period is skipped). Work a job does is itself idempotent, so a run taken
// over after a crash repeats nothing.

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1000);

export async function runJob(services: TServices, job: TJob, asOf: Date): Promise<TJobRunReport> {
  const period = periodKey(asOf, job.everyMinutes);
  const report: TJobRunReport = { job: job.name, period, runs: [], skipped: 0 };
  const sweep = await claimRun(services.db, { job: job.name, subject: '*', period }, asOf);
  if (!sweep) return { ...report, skipped: 1 };
  try {
    for (const subject of await job.subjects(services, asOf)) {
      const claim = await claimRun(services.db, { job: job.name, subject, period }, asOf);
      if (!claim) {
        report.skipped++;
        continue;
      }
      try {
        const result = (await job.run(services, subject, asOf)) ?? null;
        await finishRun(services.db, claim.id, { status: 'done', result }, services.now());
        report.runs.push({ subject, status: 'done', result, error: null });
      } catch (error) {
        await finishRun(services.db, claim.id, { status: 'failed', error: errorText(error) }, services.now());
        report.runs.push({ subject, status: 'failed', result: null, error: errorText(error) });
      }
    }
    const failed = report.runs.filter((r) => r.status === 'failed').length;
    await finishRun(
      services.db,
      sweep.id,
      { status: 'done', result: { done: report.runs.length - failed, failed, skipped: report.skipped } },
      services.now(),
    );
  } catch (error) {
    await finishRun(services.db, sweep.id, { status: 'failed', error: errorText(error) }, services.now());
    throw error;
  }
  return report;
}

/** Every job of the registry that is due as of `asOf` (a job whose period was swept is skipped). */
export async function runDueJobs(services: TServices, asOf: Date, jobs: readonly TJob[] = JOBS) {
  const reports: TJobRunReport[] = [];
  for (const job of jobs) {
    try {
      reports.push(await runJob(services, job, asOf));
    } catch (error) {
      reports.push({
        job: job.name,
        period: periodKey(asOf, job.everyMinutes),
        runs: [{ subject: '*', status: 'failed', result: null, error: errorText(error) }],
        skipped: 0,
      });
    }
  }
  return reports;
}
