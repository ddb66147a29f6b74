import type { TServices } from '../http/services';

// A scheduled job (docs/decisions/0012-clock-and-jobs.md). The runner asks a job for the subjects due
// as of an instant and runs each once per period: (job, subject, period) is a unique key in job_runs,
// so running twice, or on two processes at once, does the work once.
export type TJob = {
  name: string;
  description: string;
  /** How often the job sweeps; periods are aligned to Malaysian midnight. */
  everyMinutes: number;
  /** The subjects (payment refs, company ids, …) due as of `asOf`. */
  subjects: (services: TServices, asOf: Date) => Promise<string[]>;
  /** Does the work for one subject; what it returns (JSON) is recorded and shown. Must be idempotent. */
  run: (services: TServices, subject: string, asOf: Date) => Promise<unknown>;
};

const KL_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The start of the period holding `at`, for a job running every `everyMinutes`. */
export function periodStart(at: Date, everyMinutes: number): Date {
  const step = everyMinutes * 60_000;
  return new Date(Math.floor((at.getTime() + KL_OFFSET_MS) / step) * step - KL_OFFSET_MS);
}

export const periodKey = (at: Date, everyMinutes: number): string =>
  periodStart(at, everyMinutes).toISOString();

export const nextPeriodStart = (at: Date, everyMinutes: number): Date =>
  new Date(periodStart(at, everyMinutes).getTime() + everyMinutes * 60_000);
