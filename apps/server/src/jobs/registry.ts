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

export const JOBS: readonly TJob[] = [paymentRequeryJob, ...BILLING_JOBS, ledgerCheckJob];
