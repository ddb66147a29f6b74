import type { TPaymentOutcome } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { simulatorOf } from '../../integrations/payments/index';
import { paymentView } from './payment-view';
import { findPaymentByRef, findPaymentViewByRef } from './repository';

/** public-dev-complete-payment: presses the simulator's button for the payer (callback included). */
export async function devCompletePayment(
  uc: TUseCase,
  input: { payment_ref: string; outcome: TPaymentOutcome },
) {
  const simulator = simulatorOf(uc.services.payments);
  if (!simulator) throw conflict('simulator-only');
  const payment = await findPaymentByRef(uc.services.db, input.payment_ref);
  if (!payment?.providerKey) throw notFound();
  const done = await simulator.complete(payment.providerKey, input.outcome);
  if (!done) throw conflict('payment-closed');
  const after = (await findPaymentViewByRef(uc.services.db, input.payment_ref))!;
  return paymentView(after.payment, after.bookingId);
}
