import type { TDbExecutor } from '@sewa/db';
import { companyAccount, platformAccount, postTransfer, type TPostedTransfer } from '../ledger/index';

// A platform charge (credit check, stamping, e-sign, SMS, subscription): wallet −fee,
// platform_revenue +fee, in the caller's transaction. 777 when the wallet is short, and then nothing
// changes. Later modules call this; the idempotency key names the thing charged for
// ('ctos:<request id>'), so a retry never charges twice.
export async function chargePlatformFee(
  tx: TDbExecutor,
  charge: {
    companyId: number;
    feeSen: number;
    idempotencyKey: string;
    reference: { type: string; id: string | number };
    memo: string;
    createdBy: { kind: 'user' | 'admin' | 'system'; id: number | null };
    at: Date;
  },
): Promise<TPostedTransfer> {
  if (!Number.isSafeInteger(charge.feeSen) || charge.feeSen <= 0) throw new Error(`Bad fee ${charge.feeSen}`);
  return postTransfer(tx, {
    kind: 'platform_charge',
    idempotencyKey: charge.idempotencyKey,
    lines: [
      { account: companyAccount(charge.companyId, 'wallet'), amountSen: -charge.feeSen },
      { account: platformAccount('platform_revenue'), amountSen: charge.feeSen },
    ],
    reference: charge.reference,
    memo: charge.memo,
    createdBy: charge.createdBy,
    at: charge.at,
  });
}
