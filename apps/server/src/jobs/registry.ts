import { countDue, deliverDue } from '../integrations/messaging/index';
import { BILLING_JOBS } from '../modules/billing/jobs';
import { isLedgerSound, verifyLedger } from '../modules/ledger/index';
import { paymentRequeryJob } from '../modules/payments/requery-job';
import type { TJob } from './job';

// Every scheduled job, in one list: the server's timer and public-dev-run-jobs both run these.

const ledgerCheckJob: TJob = {
  name: 'ledger-check',
  description: 'Recomputes every ledger balance and transfer sum; fails when anything differs.',
  everyMinutes: 24 * 60,
  subjects: async () => ['ledger'],
  async run(services) {
    const check = await verifyLedger(services.db);
    if (!isLedgerSound(check)) throw new Error(`Ledger differences: ${JSON.stringify(check)}`.slice(0, 900));
    return { accounts: check.accounts, transfers: check.transfers, lines: check.lines };
  },
};

/** The queue's sweep (ADR 0027): retries whose time has come, and anything a kick missed. Subject-less
 * when nothing is due, so an idle queue records only the minute's sweep. Last, so a sweep's notices
 * (billing reminders) leave in the same sweep. */
export const messageDeliveryJob: TJob = {
  name: 'message-delivery',
  description: 'Sends queued SMS and e-mail that are due (new ones, and retries after a failure).',
  everyMinutes: 1,
  subjects: async (services, asOf) => ((await countDue(services.db, asOf)) > 0 ? ['queue'] : []),
  run: (services, _subject, asOf) => deliverDue(services, asOf),
};

export const JOBS: readonly TJob[] = [paymentRequeryJob, ...BILLING_JOBS, ledgerCheckJob, messageDeliveryJob];
