import { invoiceTransition, type TInvoiceStatus } from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, invalid, notFound } from '../../http/errors';
import { mustTransition } from '../lifecycle/index';
import { byOf, todayOf } from '../tenancy/viewer';
import { invoiceDetailOf } from './get-invoice';
import { makeInvoice, priceItems, type TItem } from './invoice-core';
import { deleteLines, findTenancyInScope, insertLines, lockInvoice, updateInvoice } from './repository';

// user-create-invoice and user-update-invoice: the operator's side bills a tenancy of its company with
// items from its products (a draft; posting is its own move), and changes a draft's items and dates.

type TInvoiceFields = {
  items: TItem[];
  invoice_date?: string;
  due_date: string;
  is_payout_income: boolean;
  is_smart_payout: boolean;
  remarks?: string;
};

export async function createInvoice(uc: TUseCase, input: { tenancy_id: number } & TInvoiceFields) {
  const { db } = uc.services;
  const at = uc.services.now();
  const invoiceDate = input.invoice_date ?? todayOf(uc);
  if (input.due_date < invoiceDate) throw invalid({ due_date: 'due-before-date' });
  const id = await db.transaction(async (tx) => {
    const tenancy = await findTenancyInScope(tx, uc.scope, input.tenancy_id);
    if (!tenancy || uc.scope.kind !== 'company') throw invalid({ tenancy_id: 'invalid-tenancy' });
    const invoice = (await makeInvoice(tx, {
      tenancy,
      items: input.items,
      invoiceDate,
      dueDate: input.due_date,
      source: 'manual',
      isPayoutIncome: input.is_payout_income,
      isSmartPayout: input.is_smart_payout,
      remarks: input.remarks ?? null,
      by: byOf(uc),
      at,
    }))!;
    await audit(tx, uc, {
      companyId: invoice.companyId,
      action: 'create',
      entity: 'invoice',
      entityId: invoice.id,
      after: { total_sen: invoice.totalSen, tenancy_id: tenancy.id },
    });
    return invoice.id;
  });
  return invoiceDetailOf(uc, id);
}

export async function updateDraftInvoice(uc: TUseCase, input: { invoice_id: number } & TInvoiceFields) {
  const at = uc.services.now();
  await uc.services.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, uc.scope, input.invoice_id);
    if (!invoice) throw notFound();
    // Only a draft's items change: the same rule as posting it (a posted invoice is unposted first).
    mustTransition(
      invoiceTransition(
        { status: invoice.status as TInvoiceStatus, payment_status: 'unpaid' },
        'post',
        'operator',
      ),
    );
    if (invoice.status !== 'draft') throw conflict();
    const invoiceDate = input.invoice_date ?? invoice.invoiceDate;
    if (input.due_date < invoiceDate) throw invalid({ due_date: 'due-before-date' });
    const priced = await priceItems(tx, invoice.companyId, input.items, at);
    await deleteLines(tx, invoice.id);
    await insertLines(
      tx,
      priced.lines.map((l) => ({ ...l, invoiceId: invoice.id })),
    );
    await updateInvoice(tx, invoice.id, {
      invoiceDate,
      dueDate: input.due_date,
      subtotalSen: priced.totals.subtotal_sen,
      taxSen: priced.totals.tax_sen,
      totalSen: priced.totals.total_sen,
      isPayoutIncome: input.is_payout_income,
      isSmartPayout: input.is_smart_payout,
      remarks: input.remarks ?? null,
      updatedAt: at,
    });
    await audit(tx, uc, {
      companyId: invoice.companyId,
      action: 'update',
      entity: 'invoice',
      entityId: invoice.id,
      before: { total_sen: invoice.totalSen },
      after: { total_sen: priced.totals.total_sen },
    });
  });
  return invoiceDetailOf(uc, input.invoice_id);
}
