import { adminListJobs, publicDevRunJobs } from '@sewa/domain';
import { defineCall } from '../../http/registry';
import { listJobs } from '../../jobs/list-jobs';
import { runDueJobs } from '../../jobs/runner';

// The scheduled jobs as admins see them, and the development call that runs them as of any instant.
export const jobCalls = [
  defineCall(adminListJobs, {
    roles: ['admin'],
    privilege: 'setting',
    handler: async (ctx) => ({ data: { items: await listJobs(ctx.services) } }),
  }),
  defineCall(publicDevRunJobs, {
    roles: 'any',
    privilege: null,
    devOnly: true,
    handler: async (ctx) => ({
      data: { as_of: ctx.input.as_of.toISOString(), jobs: await runDueJobs(ctx.services, ctx.input.as_of) },
    }),
  }),
];
