import type { TDbExecutor } from '@sewa/db';
import {
  invoiceTransition,
  type TInvoicePaymentStatus,
  type TInvoiceStatus,
  toDateString,
} from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { actorOf, mustTransition } from '../lifecycle/index';
import { requireActiveGateway } from '../payments/merchant-credentials';
import type { TPaymentRow } from '../payments/repository';
import { startPayment } from '../payments/start-payment';
import { applyPayment } from './invoice-core';
import { invoiceNumber } from './money';
import { noticeTenant, receiptNotice, type TAfter } from './notices';
import { findInvoiceRow, findOnlinePayment, insertOnlinePayment, lockInvoiceById } from './repository';

// user-pay-invoice: the tenant pays an invoice's balance online through the company's own gateway
// (107 "Payex is not activate" when it is not activated); pay-transaction lets the operator's side start
// the same payment on the tenant's behalf. The 'invoice' payment purpose applies a succeeded payment
// (applyInvoicePayment), once, in the transaction that marks it succeeded.

export async function payInvoice(uc: TUseCase, input: { invoice_id: number }) {
  const { services } = uc;
  const row = await findInvoiceRow(services.db, uc.scope, input.invoice_id);
  if (!row) throw notFound();
  const invoice = row.invoice;
  mustTransition(
    invoiceTransition(
      {
        status: invoice.status as TInvoiceStatus,
        payment_status: invoice.paymentStatus as TInvoicePaymentStatus,
      },
      'pay_online',
      actorOf(uc),
    ),
  );
  const credentials = await requireActiveGateway(services, invoice.companyId);
  const { payment, paymentUrl } = await startPayment(services, {
    companyId: invoice.companyId,
    merchant: 'company',
    credentials,
    purpose: 'invoice',
    amountSen: invoice.totalSen - invoice.paidSen,
    description: `Invoice ${invoiceNumber(invoice) ?? invoice.id}`,
    payerUserId: invoice.tenantUserId,
  });
  await insertOnlinePayment(services.db, {
    paymentId: payment.id,
    invoiceId: invoice.id,
    companyId: invoice.companyId,
  });
  return { payment_ref: payment.reference, payment_url: paymentUrl };
}

/** The 'invoice' purpose: a succeeded gateway payment recorded on its invoice, with its receipt. */
export async function applyInvoicePayment(
  tx: TDbExecutor,
  payment: TPaymentRow,
  at: Date,
  services: TServices,
): Promise<TAfter> {
  const link = await findOnlinePayment(tx, payment.id);
  if (!link) throw new Error(`Invoice payment ${payment.reference} has no invoice`);
  const invoice = (await lockInvoiceById(tx, link.invoiceId))!;
  const done = await applyPayment(
    tx,
    invoice,
    {
      method: 'gateway',
      amountSen: payment.amountSen,
      paidOn: toDateString(at),
      reference: payment.reference,
      paymentId: payment.id,
    },
    { kind: 'system', id: null },
    at,
    null,
  );
  return noticeTenant(
    tx,
    services,
    invoice.tenantUserId,
    receiptNotice(done.invoice, payment.amountSen, done.payment.receiptNumber),
    at,
  );
}
