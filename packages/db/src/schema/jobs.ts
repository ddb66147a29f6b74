import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from './columns';

// One row per job run of one subject in one period (docs/decisions/0012-clock-and-jobs.md). The unique
// key makes a run happen once, however many processes try.
export const jobRuns = pgTable(
  'job_runs',
  {
    id: id(),
    job: text('job').notNull(),
    subject: text('subject').notNull(),
    period: text('period').notNull(),
    status: text('status').notNull(), // 'running' | 'done' | 'failed'
    attempts: integer('attempts').notNull().default(1),
    result: jsonb('result'),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_runs_key_uq').on(t.job, t.subject, t.period),
    index('job_runs_job_idx').on(t.job, t.startedAt),
  ],
);
