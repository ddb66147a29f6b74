import type { ZCreditReportInput } from '@sewa/domain';
import type { z } from 'zod';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { companyAccount, ensureAccount } from '../ledger/index';
import { rangeOf } from './day-range';
import { walletTotalsByPeriod } from './repository';

/** user-get-credit-transaction-report: the wallet's credits and debits per Malaysian day or month. */
export async function creditTransactionReport(uc: TUseCase, input: z.output<typeof ZCreditReportInput>) {
  const account = await ensureAccount(
    uc.services.db,
    companyAccount(companyOf(uc.scope), 'wallet'),
    uc.services.now(),
  );
  const rows = await walletTotalsByPeriod(uc.services.db, [account.id], rangeOf(input), input.group_by);
  return {
    rows: rows.map((r) => ({
      period: r.period,
      credits_sen: r.credits,
      debits_sen: r.debits,
      entries: r.entries,
    })),
    total_credits_sen: rows.reduce((s, r) => s + r.credits, 0),
    total_debits_sen: rows.reduce((s, r) => s + r.debits, 0),
  };
}
