import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { platformCredentials } from '../payments/merchant-credentials';
import { startPayment } from '../payments/start-payment';

/** user-topup-wallet: a payment through the platform's gateway; the wallet is credited when it succeeds. */
export async function topupWallet(uc: TUseCase, input: { amount_sen: number }) {
  const companyId = companyOf(uc.scope);
  const { payment, paymentUrl } = await startPayment(uc.services, {
    companyId,
    merchant: 'platform',
    credentials: platformCredentials(uc.services),
    purpose: 'wallet_topup',
    amountSen: input.amount_sen,
    description: 'Sewa wallet top-up',
    payerUserId: uc.caller.kind === 'user' ? uc.caller.userId : null,
  });
  return { payment_ref: payment.reference, payment_url: paymentUrl };
}
