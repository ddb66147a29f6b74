import type { ZListWalletHistoryInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut, pageWindow } from '../../core/paging';
import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { companyAccount, ensureAccount } from '../ledger/index';
import { rangeOf } from './day-range';
import { walletHistory } from './repository';

/** user-list-wallet-history: every credit and debit of the wallet with the balance after it, newest first. */
export async function listWalletHistory(uc: TUseCase, input: z.output<typeof ZListWalletHistoryInput>) {
  const account = await ensureAccount(
    uc.services.db,
    companyAccount(companyOf(uc.scope), 'wallet'),
    uc.services.now(),
  );
  const { rows, total } = await walletHistory(
    uc.services.db,
    account.id,
    { ...rangeOf(input), kind: input.kind, direction: input.direction },
    pageWindow(input),
  );
  const items = rows.map((r) => ({
    id: r.id,
    transfer_id: r.transferId,
    kind: r.kind,
    memo: r.memo,
    reference: r.referenceId,
    amount_sen: r.amountSen,
    balance_after_sen: r.balanceAfterSen,
    created_at: r.createdAt.toISOString(),
  }));
  return pageOut(items, total, input);
}
