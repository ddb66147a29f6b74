import type { TDbExecutor } from '@sewa/db';
import type { TPaymentPurpose } from '@sewa/domain';
import type { TServices } from '../../http/services';
import { applyInvoicePayment } from '../billing/pay-invoice';
import { applyBookingPayment } from '../booking/booking-paid';
import { creditWalletTopup } from '../wallet/credit-topup';
import type { TPaymentRow } from './repository';

// What a succeeded payment does, by purpose: runs in the transaction that marks it succeeded, so the
// money is posted exactly when (and only if) the payment's status changes. A handler may return what to
// do once that transaction has committed (notifications, messages), never inside it.
export type TAfterCommit = () => Promise<void>;
/** Handlers that need nothing after the commit return undefined. */
export type TPurposeHandler = (
  tx: TDbExecutor,
  payment: TPaymentRow,
  at: Date,
  services: TServices,
) => Promise<TAfterCommit | undefined>;

export const PURPOSE_HANDLERS: Record<TPaymentPurpose, TPurposeHandler> = {
  wallet_topup: async (tx, payment, at) => {
    await creditWalletTopup(tx, payment, at);
    return undefined;
  },
  booking: applyBookingPayment,
  invoice: applyInvoicePayment,
};
