import { companyOf } from '../../core/scope';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { paymentView } from './payment-view';
import { findPaymentViewByRef } from './repository';

/**
 * user-get-payment: a payment of the caller's company (operators), or one the caller paid (tenants: a
 * booking's payment, read by the return page). Anything else is not found.
 */
export async function getPayment(uc: TUseCase, reference: string) {
  const found = await findPaymentViewByRef(uc.services.db, reference);
  if (!found) throw notFound();
  const { payment, bookingId } = found;
  const isVisible =
    uc.scope.kind === 'tenant'
      ? payment.payerUserId === uc.scope.userId
      : payment.companyId === companyOf(uc.scope);
  if (!isVisible) throw notFound();
  return paymentView(payment, bookingId);
}
