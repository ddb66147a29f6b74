import type { TDbExecutor } from '@sewa/db';
import type { TPaymentPurpose } from '@sewa/domain';
import { creditWalletTopup } from '../wallet/credit-topup';
import type { TPaymentRow } from './repository';

// What a succeeded payment does, by purpose: runs in the transaction that marks it succeeded, so the
// money is posted exactly when (and only if) the payment's status changes.
export type TPurposeHandler = (tx: TDbExecutor, payment: TPaymentRow, at: Date) => Promise<void>;

export const PURPOSE_HANDLERS: Record<TPaymentPurpose, TPurposeHandler> = {
  wallet_topup: creditWalletTopup,
};
