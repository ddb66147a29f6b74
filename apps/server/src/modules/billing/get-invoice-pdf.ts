import type { TGeneratedFile } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import { invoiceDetailOf } from './get-invoice';
import { renderInvoicePdf, renderReceiptPdf } from './invoice-pdf';
import { findPaymentInvoiceId, invoicePartiesOf } from './repository';

// user-get-invoice-pdf, user-get-receipt-pdf and their admin twins: the invoice, or one payment's
// receipt, rendered now from the printable view in the caller's language. Who may read them is who may
// read the invoice (the company's side with account/invoice, its tenant once posted, admins): the same
// scoped look-up, so another company's id is 102.

const pdfFile = (name: string, bytes: Uint8Array): TGeneratedFile => ({
  file_name: `${name}.pdf`,
  mime: 'application/pdf',
  base64: Buffer.from(bytes).toString('base64'),
});

async function printable(uc: TUseCase, invoiceId: number) {
  const invoice = await invoiceDetailOf(uc, invoiceId);
  const parties = await invoicePartiesOf(uc.services.db, invoice.id);
  if (!parties) throw notFound();
  return { invoice, parties, language: uc.lang, at: uc.services.now() };
}

export async function getInvoicePdf(uc: TUseCase, input: { invoice_id: number }) {
  const view = await printable(uc, input.invoice_id);
  const bytes = await renderInvoicePdf(view);
  return pdfFile(view.invoice.number ?? `invoice-${view.invoice.id}-draft`, bytes);
}

/** A reverted payment has no receipt (104): it no longer stands. */
export async function getReceiptPdf(uc: TUseCase, input: { payment_id: number }) {
  const invoiceId = await findPaymentInvoiceId(uc.services.db, uc.scope, input.payment_id);
  if (invoiceId === null) throw notFound();
  const view = await printable(uc, invoiceId);
  const payment = view.invoice.payments.find((p) => p.id === input.payment_id);
  if (!payment) throw notFound();
  if (payment.is_reverted) throw conflict();
  return pdfFile(payment.receipt_number, await renderReceiptPdf({ ...view, payment }));
}
