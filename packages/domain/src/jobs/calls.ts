import { z } from 'zod';
import { dataOf, ZEmpty } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZJobInfo, ZJobRunReport, ZRunJobsInput } from './schemas';

export const adminListJobs = defineContract({
  name: 'admin-list-jobs',
  input: ZEmpty,
  output: dataOf(z.object({ items: z.array(ZJobInfo) })),
});

/** Development and test only: runs every job that is due as of `as_of` and tells what each did. */
export const publicDevRunJobs = defineContract({
  name: 'public-dev-run-jobs',
  input: ZRunJobsInput,
  output: dataOf(z.object({ as_of: z.string(), jobs: z.array(ZJobRunReport) })),
});
