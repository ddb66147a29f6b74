import { z } from 'zod';
import { zInstant } from '../ledger/fields';

// Scheduled jobs: each run is recorded once per (job, subject, period).

export const JOB_RUN_STATUSES = ['running', 'done', 'failed'] as const;

export const ZJobInfo = z.object({
  name: z.string(),
  description: z.string(),
  every_minutes: z.number().int(),
  last_run_at: z.string().nullable(),
  last_status: z.enum(JOB_RUN_STATUSES).nullable(),
  last_error: z.string().nullable(),
  next_run_at: z.string(),
  failures_24h: z.number().int(),
  runs_24h: z.number().int(),
});

export const ZRunJobsInput = z.object({ as_of: zInstant() });

export const ZJobRunReport = z.object({
  job: z.string(),
  period: z.string(),
  /** Subjects this call worked on, with what each run did. */
  runs: z.array(
    z.object({
      subject: z.string(),
      status: z.enum(JOB_RUN_STATUSES),
      result: z.unknown(),
      error: z.string().nullable(),
    }),
  ),
  /** Subjects already done for this period (by an earlier call or another process). */
  skipped: z.number().int(),
});
export type TJobRunReport = z.infer<typeof ZJobRunReport>;
