import {
  invoiceTransition,
  type TInvoiceAction,
  type TInvoicePaymentStatus,
  type TInvoiceStatus,
} from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { actorOf, mustTransition, recordTransition } from '../lifecycle/index';
import { byOf } from '../tenancy/viewer';
import { invoiceDetailOf } from './get-invoice';
import { postDraft } from './invoice-core';
import { reverseInvoiceTransfer } from './money';
import { invoiceSentNotice, noticeTenant, type TAfter } from './notices';
import { insertInvoice, insertLines, linesOf, lockInvoice, updateInvoice } from './repository';

// user-post-invoice, user-unpost-invoice, user-revert-invoice-to-draft, user-void-invoice,
// user-reactivate-invoice and user-send-invoice: the operator's side moves an invoice only as
// invoiceTransition allows (104 otherwise), with the row locked, the ledger posted or reversed in the
// same transaction (MONEY: invoice and reversal transfers) and the move in the invoice's history.
// Posting sends the invoice to the tenant.

type TMove = Extract<TInvoiceAction, 'post' | 'unpost' | 'revert_to_draft' | 'void' | 'reactivate'>;

async function move(uc: TUseCase, invoiceId: number, action: TMove, reason: string | null) {
  const at = uc.services.now();
  const by = byOf(uc);
  let resultId = invoiceId;
  const after: TAfter = await uc.services.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, uc.scope, invoiceId);
    if (!invoice) throw notFound();
    const state = {
      status: invoice.status as TInvoiceStatus,
      payment_status: invoice.paymentStatus as TInvoicePaymentStatus,
    };
    const to = mustTransition(invoiceTransition(state, action, actorOf(uc)));
    await audit(tx, uc, {
      companyId: invoice.companyId,
      action,
      entity: 'invoice',
      entityId: invoice.id,
      before: { status: invoice.status },
      after: { status: to.status, reason },
    });
    if (action === 'post') {
      const posted = await postDraft(tx, invoice, by, at, uc);
      await updateInvoice(tx, invoice.id, { sentAt: at });
      return noticeTenant(tx, uc.services, posted.tenantUserId, invoiceSentNotice(posted), at);
    }
    if (action === 'reactivate') {
      // A new draft with the void invoice's lines; the void one stays void, pointing at it.
      const copy = await insertInvoice(tx, {
        companyId: invoice.companyId,
        tenancyId: invoice.tenancyId,
        tenantUserId: invoice.tenantUserId,
        propertyId: invoice.propertyId,
        invoiceDate: invoice.invoiceDate,
        dueDate: invoice.dueDate,
        status: 'draft',
        paymentStatus: 'unpaid',
        source: invoice.source,
        sourceInvoiceId: invoice.id,
        subtotalSen: invoice.subtotalSen,
        taxSen: invoice.taxSen,
        totalSen: invoice.totalSen,
        isPayoutIncome: invoice.isPayoutIncome,
        isSmartPayout: invoice.isSmartPayout,
        remarks: invoice.remarks,
        createdByKind: by.kind,
        createdById: by.id,
        createdAt: at,
        updatedAt: at,
      });
      const lines = await linesOf(tx, invoice.id);
      await insertLines(
        tx,
        lines.map(({ id: _id, ...l }) => ({ ...l, invoiceId: copy.id })),
      );
      await updateInvoice(tx, invoice.id, { reactivatedToId: copy.id, updatedAt: at });
      await recordTransition(tx, {
        companyId: invoice.companyId,
        subjectType: 'invoice',
        subjectId: invoice.id,
        action,
        from: 'void',
        to: 'void',
        uc,
        at,
      });
      await recordTransition(tx, {
        companyId: copy.companyId,
        subjectType: 'invoice',
        subjectId: copy.id,
        action: 'create',
        from: null,
        to: 'draft',
        uc,
        reason: `reactivated from ${invoice.id}`,
        at,
      });
      resultId = copy.id;
      return async () => {};
    }
    // unpost, revert to draft, void: a posted invoice's posting is reversed.
    if (invoice.status === 'posted')
      await reverseInvoiceTransfer(tx, invoice, await linesOf(tx, invoice.id), by, at);
    await updateInvoice(tx, invoice.id, {
      status: to.status,
      ...(action === 'void' ? { voidedAt: at, voidReason: reason } : {}),
      updatedAt: at,
    });
    await recordTransition(tx, {
      companyId: invoice.companyId,
      subjectType: 'invoice',
      subjectId: invoice.id,
      action,
      from: invoice.status,
      to: to.status,
      uc,
      reason,
      at,
    });
    return async () => {};
  });
  await after();
  return invoiceDetailOf(uc, resultId);
}

export const postInvoice = (uc: TUseCase, input: { invoice_id: number }) =>
  move(uc, input.invoice_id, 'post', null);
export const unpostInvoice = (uc: TUseCase, input: { invoice_id: number }) =>
  move(uc, input.invoice_id, 'unpost', null);
export const revertInvoiceToDraft = (uc: TUseCase, input: { invoice_id: number }) =>
  move(uc, input.invoice_id, 'revert_to_draft', null);
export const voidInvoice = (uc: TUseCase, input: { invoice_id: number; reason?: string }) =>
  move(uc, input.invoice_id, 'void', input.reason ?? null);
export const reactivateInvoice = (uc: TUseCase, input: { invoice_id: number }) =>
  move(uc, input.invoice_id, 'reactivate', null);

/** user-send-invoice: e-mails and notifies the tenant of a posted invoice again (bulk send). */
export async function sendInvoice(uc: TUseCase, input: { invoice_id: number }) {
  const at = uc.services.now();
  const after = await uc.services.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, uc.scope, input.invoice_id);
    if (!invoice) throw notFound();
    if (invoice.status !== 'posted') mustTransition({ ok: false, code: 104 });
    const sent = await updateInvoice(tx, invoice.id, { sentAt: at });
    return noticeTenant(tx, uc.services, sent.tenantUserId, invoiceSentNotice(sent), at);
  });
  await after();
  return invoiceDetailOf(uc, input.invoice_id);
}
