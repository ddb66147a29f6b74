import type { TDbExecutor } from '@sewa/db';
import {
  invoiceActionsFor,
  QUANTITY_SCALE,
  type TActor,
  type TInvoiceAction,
  type TInvoiceDetail,
  type TInvoicePaymentMethod,
  type TInvoicePaymentStatus,
  type TInvoiceRow,
  type TInvoiceSource,
  type TInvoiceStatus,
} from '@sewa/domain';
import { privateFileUrl } from '../files/index';
import { listHistory } from '../lifecycle/index';
import { findActivation } from '../payments/repository';
import { invoiceNumber, receiptNumber } from './money';
import { linesOf, paymentsOf, remindersOf, type TInvoiceListRow as TMaybeRow } from './repository';

type TInvoiceListRow = NonNullable<TMaybeRow>;

// An invoice as the calls answer it. `invoiceDetail` is also the one printable view of an invoice: a PDF
// renderer reads it (number, dates, bill to, lines with tax, totals, payments and receipts).

/** The payment status shown: processing while an online payment is open at the gateway. */
export const shownPaymentStatus = (row: TInvoiceListRow): TInvoicePaymentStatus =>
  row.isProcessing && ['unpaid', 'partially_paid'].includes(row.invoice.paymentStatus)
    ? 'processing'
    : (row.invoice.paymentStatus as TInvoicePaymentStatus);

export function invoiceRow(row: TInvoiceListRow, today: string): TInvoiceRow {
  const inv = row.invoice;
  const balance = Math.max(0, inv.totalSen - inv.paidSen);
  return {
    id: inv.id,
    company_id: inv.companyId,
    company_name: row.companyName,
    number: invoiceNumber(inv),
    invoice_date: inv.invoiceDate,
    due_date: inv.dueDate,
    source: inv.source as TInvoiceSource,
    tenancy_id: inv.tenancyId,
    tenancy_code: row.tenancyCode,
    tenant_user_id: inv.tenantUserId,
    bill_to: row.tenantName,
    property_name: row.propertyName,
    invoice_status: inv.status as TInvoiceStatus,
    payment_status: shownPaymentStatus(row),
    subtotal_sen: inv.subtotalSen,
    tax_sen: inv.taxSen,
    total_sen: inv.totalSen,
    paid_sen: inv.paidSen,
    balance_sen: inv.status === 'posted' ? balance : 0,
    is_overdue: inv.status === 'posted' && balance > 0 && inv.dueDate < today,
    created_at: inv.createdAt.toISOString(),
  };
}

export async function invoiceDetail(
  db: TDbExecutor,
  row: TInvoiceListRow,
  today: string,
  actor: TActor | null,
): Promise<TInvoiceDetail> {
  const inv = row.invoice;
  const [lines, pays, reminders, history, activation] = await Promise.all([
    linesOf(db, inv.id),
    paymentsOf(db, inv.id),
    remindersOf(db, inv.id),
    listHistory(db, 'invoice', inv.id),
    findActivation(db, inv.companyId),
  ]);
  const state = { status: inv.status as TInvoiceStatus, payment_status: shownPaymentStatus(row) };
  const actions: TInvoiceAction[] = actor === 'operator' ? invoiceActionsFor(state, 'operator') : [];
  return {
    ...invoiceRow(row, today),
    tenant_email: row.tenantEmail,
    tenant_mobile: row.tenantMobile,
    unit_name: row.unitName,
    room_name: row.roomName,
    is_payout_income: inv.isPayoutIncome,
    is_smart_payout: inv.isSmartPayout,
    remarks: inv.remarks,
    source_invoice_id: inv.sourceInvoiceId,
    reactivated_to_id: inv.reactivatedToId,
    lines: lines.map((l) => ({
      id: l.id,
      product_id: l.productId,
      product_name: l.productName,
      description: l.description,
      quantity: l.quantityHundredths / QUANTITY_SCALE,
      unit_price_sen: l.unitPriceSen,
      tax_item_id: l.taxItemId,
      tax_name: l.taxName,
      tax_rate_bp: l.taxRateBp,
      amount_sen: l.amountSen,
      line_tax_sen: l.taxSen,
      line_total_sen: l.totalSen,
    })),
    payments: pays.map(({ payment: p, gatewayRef, proofId, proofStorageName }) => ({
      id: p.id,
      method: p.method as TInvoicePaymentMethod,
      amount_sen: p.amountSen,
      paid_on: p.paidOn,
      reference: p.reference,
      payment_ref: gatewayRef,
      proof_url:
        proofId && proofStorageName ? privateFileUrl({ id: proofId, storageName: proofStorageName }) : null,
      receipt_number: receiptNumber(p.receiptNumber),
      is_reverted: p.revertedAt !== null,
      reverted_reason: p.revertedReason,
      created_at: p.createdAt.toISOString(),
    })),
    reminders: reminders.map((r) => ({
      kind: r.kind as TInvoiceDetail['reminders'][number]['kind'],
      day: r.day,
      sent_at: r.sentAt.toISOString(),
    })),
    history,
    actions,
    is_gateway_active: activation !== null,
  };
}
