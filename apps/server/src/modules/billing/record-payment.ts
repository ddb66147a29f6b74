import {
  invoiceTransition,
  paymentStatusOf,
  type TInvoicePaymentStatus,
  type TInvoiceStatus,
} from '@sewa/domain';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { byOf } from '../tenancy/viewer';
import { invoiceDetailOf } from './get-invoice';
import { applyPayment } from './invoice-core';
import { reversePaymentTransfer } from './money';
import { noticeTenant, receiptNotice } from './notices';
import { lockInvoice, lockPaymentInScope, updateInvoice, updateInvoicePayment } from './repository';

// user-record-payment ("flag paid") and user-revert-payment: the operator's side records an offline
// payment (method, date, reference, proof; partial payments allowed, never more than the balance) and
// reverts a payment (its reversal transfer; the invoice's payment status follows what is left paid).

export async function recordPayment(
  uc: TUseCase,
  input: { invoice_id: number; amount_sen: number; method: string; paid_on: string; reference?: string },
  files: TUploadedFile[],
) {
  const at = uc.services.now();
  const proof = files.find((f) => f.field === 'proof');
  const after = await uc.services.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, uc.scope, input.invoice_id);
    if (!invoice) throw notFound();
    mustTransition(
      invoiceTransition(
        {
          status: invoice.status as TInvoiceStatus,
          payment_status: invoice.paymentStatus as TInvoicePaymentStatus,
        },
        'flag_paid',
        actorOf(uc),
      ),
    );
    if (input.amount_sen > invoice.totalSen - invoice.paidSen)
      throw invalid({ amount_sen: 'amount-exceeds-balance' });
    const stored = proof
      ? await storeUpload({ db: tx, config: uc.services.config }, proof, {
          companyId: invoice.companyId,
          visibility: 'private',
          ...ownerOf(uc),
        })
      : null;
    const done = await applyPayment(
      tx,
      invoice,
      {
        method: input.method,
        amountSen: input.amount_sen,
        paidOn: input.paid_on,
        reference: input.reference ?? null,
        proofFileId: stored?.id ?? null,
      },
      byOf(uc),
      at,
      uc,
    );
    await audit(tx, uc, {
      companyId: invoice.companyId,
      action: 'flag_paid',
      entity: 'invoice',
      entityId: invoice.id,
      after: { amount_sen: input.amount_sen, method: input.method, payment_id: done.payment.id },
    });
    return noticeTenant(
      tx,
      uc.services,
      invoice.tenantUserId,
      receiptNotice(done.invoice, input.amount_sen, done.payment.receiptNumber),
      at,
    );
  });
  await after();
  return invoiceDetailOf(uc, input.invoice_id);
}

export async function revertPayment(uc: TUseCase, input: { payment_id: number; reason: string }) {
  const at = uc.services.now();
  const invoiceId = await uc.services.db.transaction(async (tx) => {
    const found = await lockPaymentInScope(tx, uc.scope, input.payment_id);
    if (!found) throw notFound();
    const { invoice, payment } = found;
    mustTransition(
      invoiceTransition(
        {
          status: invoice.status as TInvoiceStatus,
          payment_status: invoice.paymentStatus as TInvoicePaymentStatus,
        },
        'revert_payment',
        actorOf(uc),
      ),
    );
    if (payment.revertedAt) throw conflict();
    await reversePaymentTransfer(tx, invoice, payment, byOf(uc), at);
    await updateInvoicePayment(tx, payment.id, { revertedAt: at, revertedReason: input.reason });
    const paid = invoice.paidSen - payment.amountSen;
    const status = paymentStatusOf(invoice.totalSen, paid);
    await updateInvoice(tx, invoice.id, { paidSen: paid, paymentStatus: status, updatedAt: at });
    await recordTransition(tx, {
      companyId: invoice.companyId,
      subjectType: 'invoice',
      subjectId: invoice.id,
      action: 'revert_payment',
      from: invoice.paymentStatus,
      to: status,
      uc,
      reason: input.reason,
      at,
    });
    await audit(tx, uc, {
      companyId: invoice.companyId,
      action: 'revert_payment',
      entity: 'invoice',
      entityId: invoice.id,
      before: { payment_id: payment.id, amount_sen: payment.amountSen },
      after: { reason: input.reason },
    });
    return invoice.id;
  });
  return invoiceDetailOf(uc, invoiceId);
}
