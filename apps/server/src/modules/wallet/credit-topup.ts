import type { TDbExecutor } from '@sewa/db';
import { lineTax, toDateString, WALLET_TOPUP_TAX_CODE } from '@sewa/domain';
import { companyAccount, platformAccount, postTransfer } from '../ledger/index';
import { findTaxItemByCode } from './repository';

// A paid wallet top-up (ADR 0010): gateway_clearing(platform) −X, wallet(company) +net,
// tax_payable(platform) +tax, SST inclusive at the rate of the SST tax item, per the one rounding rule.

/** The top-up's SST rate on a day: the tax item's, when it is active and in effect; otherwise none. */
export async function topupTaxRateBp(db: TDbExecutor, at: Date): Promise<number> {
  const item = await findTaxItemByCode(db, WALLET_TOPUP_TAX_CODE);
  return item?.isActive && item.effectiveFrom <= toDateString(at) ? item.rateBp : 0;
}

export async function creditWalletTopup(
  tx: TDbExecutor,
  payment: { reference: string; companyId: number; amountSen: number; payerUserId: number | null },
  at: Date,
) {
  const rateBp = await topupTaxRateBp(tx, at);
  const tax = lineTax(payment.amountSen, rateBp, 'inclusive');
  await postTransfer(tx, {
    kind: 'wallet_topup',
    idempotencyKey: `payment:${payment.reference}:captured`,
    lines: [
      { account: platformAccount('gateway_clearing'), amountSen: -payment.amountSen },
      { account: companyAccount(payment.companyId, 'wallet'), amountSen: tax.net_sen },
      { account: platformAccount('tax_payable'), amountSen: tax.tax_sen },
    ],
    reference: { type: 'payment', id: payment.reference },
    memo: 'Wallet top-up',
    createdBy: payment.payerUserId ? { kind: 'user', id: payment.payerUserId } : { kind: 'system', id: null },
    metadata: { gross_sen: payment.amountSen, tax_sen: tax.tax_sen, rate_bp: rateBp },
    at,
  });
}
