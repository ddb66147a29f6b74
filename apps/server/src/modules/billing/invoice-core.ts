import type { TDbExecutor } from '@sewa/db';
import {
  documentTotals,
  lineTotals,
  paymentStatusOf,
  QUANTITY_SCALE,
  type TInvoicePaymentStatus,
  type TInvoiceSource,
  type TTaxCalculation,
} from '@sewa/domain';
import { nextCompanyNumber } from '../../core/counters';
import type { TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import { recordTransition } from '../lifecycle/index';
import { copyMastersIfNone } from '../products/repository';
import { postInvoiceTransfer, postPaymentTransfer, type TBy } from './money';
import {
  findCompanyProducts,
  findTaxItems,
  insertInvoice,
  insertInvoiceOnce,
  insertInvoicePayment,
  insertLines,
  linesOf,
  type TInvoiceRecord,
  type TNewInvoiceLine,
  type TTenancyRecord,
  updateInvoice,
} from './repository';

// What making, posting and paying an invoice does, shared by the calls and the jobs (auto billing,
// penalties, interest, expense recharges, gateway payments). Each runs inside the caller's transaction.

export type TItem = {
  product_id: number;
  description?: string;
  quantity: number;
  unit_price_sen: number;
  tax_item_id?: number;
};

type TProductRow = Awaited<ReturnType<typeof findCompanyProducts>>[number];
type TTaxItemRow = Awaited<ReturnType<typeof findTaxItems>>[number];

/** The items priced and taxed line by line (ADR 0011); 101 for a product or tax item not the company's. */
export async function priceItems(
  tx: TDbExecutor,
  companyId: number,
  items: TItem[],
  at: Date,
  field = 'items',
) {
  await copyMastersIfNone(tx, companyId, at);
  const productIds = [...new Set(items.map((i) => i.product_id))];
  const taxIds = [...new Set(items.flatMap((i) => (i.tax_item_id ? [i.tax_item_id] : [])))];
  const [found, taxes] = await Promise.all([
    findCompanyProducts(tx, companyId, productIds),
    findTaxItems(tx, taxIds),
  ]);
  return priceWith(
    companyId,
    items,
    new Map(found.map((p) => [p.id, p])),
    new Map(taxes.map((t) => [t.id, t])),
    field,
  );
}

/**
 * The pricing of `priceItems` with the company's products and the active tax items already read (the
 * auto-billing job prices a whole batch from one read): the same lines, totals and 101 errors.
 */
export function priceWith(
  companyId: number,
  items: TItem[],
  product: ReadonlyMap<number, TProductRow>,
  tax: ReadonlyMap<number, TTaxItemRow>,
  field = 'items',
) {
  const lines: Omit<TNewInvoiceLine, 'invoiceId'>[] = [];
  items.forEach((item, i) => {
    const p = product.get(item.product_id);
    if (!p) throw invalid({ [`${field}.${i}.product_id`]: 'invalid-product', [field]: 'invalid-product' });
    const taxItem = item.tax_item_id ? tax.get(item.tax_item_id) : null;
    if (item.tax_item_id && !taxItem)
      throw invalid({ [`${field}.${i}.tax_item_id`]: 'invalid-tax-item', [field]: 'invalid-tax-item' });
    const rate = taxItem
      ? { rate_bp: taxItem.rateBp, calculation: taxItem.calculation as TTaxCalculation }
      : null;
    const t = lineTotals({ quantity: item.quantity, unit_price_sen: item.unit_price_sen, tax: rate });
    lines.push({
      companyId,
      lineNo: i + 1,
      productId: p.id,
      productName: p.nameEn,
      productKind: p.kind,
      description: item.description ?? null,
      quantityHundredths: Math.round(item.quantity * QUANTITY_SCALE),
      unitPriceSen: item.unit_price_sen,
      taxItemId: taxItem?.id ?? null,
      taxName: taxItem?.name ?? null,
      taxRateBp: taxItem?.rateBp ?? 0,
      taxCalculation: taxItem?.calculation ?? 'exclusive',
      amountSen: t.amount_sen,
      netSen: t.net_sen,
      taxSen: t.tax_sen,
      totalSen: t.total_sen,
    });
  });
  const totals = documentTotals(
    lines.map((l) => ({
      amount_sen: l.amountSen,
      net_sen: l.netSen,
      tax_sen: l.taxSen,
      total_sen: l.totalSen,
    })),
  );
  return { lines, totals };
}

export type TNewInvoiceInput = {
  tenancy: TTenancyRecord;
  items: TItem[];
  invoiceDate: string;
  dueDate: string;
  source: TInvoiceSource;
  sourceKey?: string;
  sourceInvoiceId?: number;
  isPayoutIncome?: boolean;
  isSmartPayout?: boolean;
  remarks?: string | null;
  by: TBy;
  at: Date;
};

/** A draft invoice with its lines; with a source key, null when that key made one already. */
export async function makeInvoice(tx: TDbExecutor, input: TNewInvoiceInput): Promise<TInvoiceRecord | null> {
  const { tenancy, at } = input;
  const priced = await priceItems(tx, tenancy.companyId, input.items, at);
  const values = {
    companyId: tenancy.companyId,
    tenancyId: tenancy.id,
    tenantUserId: tenancy.tenantUserId,
    propertyId: tenancy.propertyId,
    invoiceDate: input.invoiceDate,
    dueDate: input.dueDate,
    status: 'draft',
    paymentStatus: 'unpaid',
    source: input.source,
    sourceKey: input.sourceKey ?? null,
    sourceInvoiceId: input.sourceInvoiceId ?? null,
    subtotalSen: priced.totals.subtotal_sen,
    taxSen: priced.totals.tax_sen,
    totalSen: priced.totals.total_sen,
    isPayoutIncome: input.isPayoutIncome ?? true,
    isSmartPayout: input.isSmartPayout ?? false,
    remarks: input.remarks ?? null,
    createdByKind: input.by.kind,
    createdById: input.by.id,
    createdAt: at,
    updatedAt: at,
  };
  const invoice = input.sourceKey ? await insertInvoiceOnce(tx, values) : await insertInvoice(tx, values);
  if (!invoice) return null;
  await insertLines(
    tx,
    priced.lines.map((l) => ({ ...l, invoiceId: invoice.id })),
  );
  await recordTransition(tx, {
    companyId: invoice.companyId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    action: 'create',
    from: null,
    to: 'draft',
    uc: null,
    at,
  });
  return invoice;
}

/**
 * Posts a draft: the company's next invoice number the first time (gapless: taken in this transaction,
 * kept through unpost and void), the ledger posting, the history. `uc` null: the system posts.
 */
export async function postDraft(
  tx: TDbExecutor,
  invoice: TInvoiceRecord,
  by: TBy,
  at: Date,
  uc: TUseCase | null,
) {
  const number = invoice.number ?? (await nextCompanyNumber(tx, invoice.companyId, 'invoice'));
  const posted = await updateInvoice(tx, invoice.id, {
    number,
    status: 'posted',
    postings: invoice.postings + 1,
    postedAt: at,
    updatedAt: at,
  });
  await postInvoiceTransfer(tx, posted, await linesOf(tx, invoice.id), by, at);
  await recordTransition(tx, {
    companyId: invoice.companyId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    action: 'post',
    from: invoice.status,
    to: 'posted',
    uc,
    at,
  });
  return posted;
}

/** A payment taken on the (locked) invoice: its row with a receipt number, the ledger, the payment status. */
export async function applyPayment(
  tx: TDbExecutor,
  invoice: TInvoiceRecord,
  payment: {
    method: string;
    amountSen: number;
    paidOn: string;
    reference: string | null;
    paymentId?: number;
    proofFileId?: number | null;
  },
  by: TBy,
  at: Date,
  uc: TUseCase | null,
) {
  const receipt = await nextCompanyNumber(tx, invoice.companyId, 'receipt');
  const row = await insertInvoicePayment(tx, {
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    receiptNumber: receipt,
    method: payment.method,
    amountSen: payment.amountSen,
    paidOn: payment.paidOn,
    reference: payment.reference,
    paymentId: payment.paymentId ?? null,
    proofFileId: payment.proofFileId ?? null,
    createdByKind: by.kind,
    createdById: by.id,
    createdAt: at,
  });
  await postPaymentTransfer(tx, invoice, row, by, at);
  const paid = invoice.paidSen + payment.amountSen;
  const status: TInvoicePaymentStatus = paymentStatusOf(invoice.totalSen, paid);
  const updated = await updateInvoice(tx, invoice.id, {
    paidSen: paid,
    paymentStatus: status,
    updatedAt: at,
  });
  await recordTransition(tx, {
    companyId: invoice.companyId,
    subjectType: 'invoice',
    subjectId: invoice.id,
    action: payment.method === 'gateway' ? 'pay_online' : 'flag_paid',
    from: invoice.paymentStatus,
    to: status,
    uc,
    at,
  });
  return { invoice: updated, payment: row };
}
