import { randomUUID } from 'node:crypto';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { companyAccount, platformAccount, postTransfer } from '../ledger/index';
import { companyExists } from './repository';

/** admin-adjust-wallet: a credit (+) or debit (−) by hand, with its reason, audited; never below zero. */
export async function adjustWallet(
  uc: TUseCase,
  input: { company_id: number; amount_sen: number; reason: string },
) {
  const at = uc.services.now();
  return uc.services.db.transaction(async (tx) => {
    if (!(await companyExists(tx, input.company_id))) throw notFound();
    const posted = await postTransfer(tx, {
      kind: 'wallet_adjustment',
      idempotencyKey: `wallet-adjustment:${uc.requestId ?? randomUUID()}`,
      lines: [
        { account: platformAccount('platform_adjustment'), amountSen: -input.amount_sen },
        { account: companyAccount(input.company_id, 'wallet'), amountSen: input.amount_sen },
      ],
      reference: { type: 'company', id: input.company_id },
      memo: input.reason,
      createdBy: { kind: 'admin', id: uc.caller.kind === 'admin' ? uc.caller.adminId : null },
      at,
    });
    const walletLine = posted.lines.find((l) => l.amountSen === input.amount_sen)!;
    await audit(tx, uc, {
      companyId: input.company_id,
      action: 'adjust',
      entity: 'wallet',
      entityId: input.company_id,
      after: { amount_sen: input.amount_sen, reason: input.reason, transfer_id: posted.transfer.id },
    });
    return { transfer_id: posted.transfer.id, balance_sen: walletLine.balanceAfterSen };
  });
}
