import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { paymentView } from './payment-view';
import { findPaymentByRef } from './repository';

/** user-get-payment: a payment of the caller's company (another company's reference is not found). */
export async function getPayment(uc: TUseCase, reference: string) {
  const payment = await findPaymentByRef(uc.services.db, reference);
  if (!payment || payment.companyId !== companyOf(uc.scope)) throw notFound();
  return paymentView(payment);
}
