import {
  formatMoney,
  type TInvoiceDetail,
  type TInvoicePaymentMethod,
  type TInvoiceStatus,
  type TLanguage,
} from '@sewa/domain';
import { PDFDocument } from 'pdf-lib';
import { embedPdfFonts } from '../../pdf/fonts';
import {
  decoratePages,
  drawAt,
  ensureRoom,
  PAGE,
  rule,
  setPdfMeta,
  startWriter,
  type TWriter,
  writeText,
} from '../../pdf/writer';
import type { TInvoiceParties } from './repository';

// Invoices and receipts as PDFs (docs/decisions/0021-billing.md, "Invoice and receipt PDFs"), drawn from
// `invoiceDetail` (the one printable view) with the shared page writer and CJK fonts (ADR 0022), in the
// reader's language. A company with an SST registration number issues a tax invoice: supplier name,
// address and SST number; the title "Tax Invoice"; number and date; the buyer's name and address; each
// line's description, quantity, unit price, tax rate and tax; subtotal excluding tax, total tax and total
// including tax, in RM.

type TLabels = {
  taxInvoice: string;
  invoice: string;
  receipt: string;
  draft: string;
  void: string;
  rocNo: string;
  sstNo: string;
  invoiceNo: string;
  invoiceDate: string;
  dueDate: string;
  tenancy: string;
  billTo: string;
  receivedFrom: string;
  description: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  tax: string;
  amount: string;
  subtotal: string;
  totalTax: string;
  total: string;
  totalNoTax: string;
  paid: string;
  balance: string;
  payments: string;
  receiptNo: string;
  paymentDate: string;
  method: string;
  reference: string;
  amountReceived: string;
  forInvoice: string;
  invoiceTotal: string;
  balanceAfter: string;
  reverted: string;
  currencyNote: string;
  thanks: string;
  page: (n: number, of: number) => string;
  methods: Record<TInvoicePaymentMethod, string>;
};

const LABELS: Record<TLanguage, TLabels> = {
  en: {
    taxInvoice: 'Tax Invoice',
    invoice: 'Invoice',
    receipt: 'Official Receipt',
    draft: 'DRAFT — not a valid invoice',
    void: 'VOID',
    rocNo: 'Company No.',
    sstNo: 'SST Registration No.',
    invoiceNo: 'Invoice No.',
    invoiceDate: 'Invoice date',
    dueDate: 'Due date',
    tenancy: 'Tenancy',
    billTo: 'Bill to',
    receivedFrom: 'Received from',
    description: 'Description',
    quantity: 'Qty',
    unitPrice: 'Unit price',
    taxRate: 'Tax rate',
    tax: 'Tax',
    amount: 'Amount',
    subtotal: 'Subtotal excluding tax',
    totalTax: 'Total tax',
    total: 'Total including tax',
    totalNoTax: 'Total',
    paid: 'Paid',
    balance: 'Balance due',
    payments: 'Payments',
    receiptNo: 'Receipt No.',
    paymentDate: 'Payment date',
    method: 'Payment method',
    reference: 'Reference',
    amountReceived: 'Amount received',
    forInvoice: 'For invoice',
    invoiceTotal: 'Invoice total',
    balanceAfter: 'Balance after this payment',
    reverted: 'reverted',
    currencyNote: 'All amounts in Ringgit Malaysia (RM).',
    thanks: 'Thank you for your payment.',
    page: (n, of) => `Page ${n} of ${of}`,
    methods: {
      cash: 'Cash',
      bank_transfer: 'Bank transfer',
      cheque: 'Cheque',
      online_banking: 'Online banking',
      other: 'Other',
      gateway: 'Online (gateway)',
    },
  },
  cn: {
    taxInvoice: '税务发票 Tax Invoice',
    invoice: '发票',
    receipt: '正式收据',
    draft: '草稿 — 非有效发票',
    void: '已作废',
    rocNo: '公司注册号',
    sstNo: 'SST 注册号',
    invoiceNo: '发票号码',
    invoiceDate: '发票日期',
    dueDate: '到期日',
    tenancy: '租约',
    billTo: '账单寄送至',
    receivedFrom: '付款人',
    description: '描述',
    quantity: '数量',
    unitPrice: '单价',
    taxRate: '税率',
    tax: '税额',
    amount: '金额',
    subtotal: '不含税小计',
    totalTax: '税额合计',
    total: '含税总额',
    totalNoTax: '总额',
    paid: '已付',
    balance: '应付余额',
    payments: '付款记录',
    receiptNo: '收据号码',
    paymentDate: '付款日期',
    method: '付款方式',
    reference: '参考编号',
    amountReceived: '收款金额',
    forInvoice: '所付发票',
    invoiceTotal: '发票总额',
    balanceAfter: '本次付款后余额',
    reverted: '已撤销',
    currencyNote: '所有金额均以马来西亚令吉（RM）计。',
    thanks: '感谢您的付款。',
    page: (n, of) => `第 ${n} 页，共 ${of} 页`,
    methods: {
      cash: '现金',
      bank_transfer: '银行转账',
      cheque: '支票',
      online_banking: '网上银行',
      other: '其他',
      gateway: '在线（支付网关）',
    },
  },
};

const rm = (sen: number) => formatMoney(sen, 'myr');
const rate = (bp: number | null) => (bp === null ? '-' : `${bp / 100}%`);
const RIGHT = PAGE.width - PAGE.margin;

/** The company's SST number when it is registered (service tax first); a tax invoice needs one. */
export const sstNumberOf = (parties: TInvoiceParties) =>
  parties.company.serviceTaxId?.trim() || parties.company.salesTaxId?.trim() || null;

const companyAddress = (c: TInvoiceParties['company']) =>
  [c.addressLine1, c.addressLine2, [c.postcode, c.city].filter(Boolean).join(' '), c.state]
    .filter((part) => part?.trim())
    .join(', ');

/** Where the tenant is billed: the rented unit (and room) at the property's address. */
const buyerAddress = (inv: TInvoiceDetail, p: TInvoiceParties['property']) =>
  [
    [inv.property_name, inv.unit_name, inv.room_name].filter(Boolean).join(' · '),
    p.street,
    `${p.postcode} ${p.city}`,
    p.state,
  ]
    .filter((part) => part.trim())
    .join(', ');

/** The supplier's block (left) and the document's title (right). */
function letterhead(w: TWriter, parties: TInvoiceParties, inv: TInvoiceDetail, title: string, l: TLabels) {
  const { fonts } = w;
  w.y -= 10;
  drawAt(w.page, title, { x: RIGHT, y: w.y, font: fonts.bold, size: 15, right: true });
  writeText(w, inv.company_name, { bold: true, size: 13, width: 300 });
  const c = parties.company;
  if (inv.company_name !== c.name) writeText(w, c.name, { size: 9, width: 300 });
  if (c.rocNumber) writeText(w, `${l.rocNo} ${c.rocNumber}`, { size: 9, width: 300 });
  const address = companyAddress(c);
  if (address) writeText(w, address, { size: 9, width: 300 });
  const sst = sstNumberOf(parties);
  if (sst) writeText(w, `${l.sstNo} ${sst}`, { size: 9, bold: true, width: 300 });
  if (c.email) writeText(w, c.email, { size: 9, width: 300 });
  w.y -= 6;
  rule(w);
  w.y -= 18;
}

/** Label–value pairs in two columns (the facts under the letterhead). */
function facts(w: TWriter, pairs: [string, string][]) {
  for (const [label, value] of pairs) {
    ensureRoom(w, 16);
    drawAt(w.page, label, { x: PAGE.margin, y: w.y, font: w.fonts.regular, size: 9.5, muted: true });
    const top = w.y;
    writeText(w, value, { x: PAGE.margin + 150, width: RIGHT - PAGE.margin - 150 });
    if (w.y === top) w.y -= 15;
  }
  w.y -= 8;
}

/** A status the reader must not miss: draft (not yet an invoice) or void. */
function stamp(w: TWriter, status: TInvoiceStatus, l: TLabels) {
  if (status === 'posted') return;
  writeText(w, status === 'draft' ? l.draft : l.void, { bold: true, size: 12 });
  w.y -= 6;
}

// Columns of the lines table: description wraps; the numbers end at their column's right edge.
const COLS = { qty: 318, unit: 378, rate: 420, tax: 470, amount: RIGHT } as const;

function linesTable(w: TWriter, inv: TInvoiceDetail, l: TLabels) {
  const head = { y: 0, font: w.fonts.bold, size: 8.5, muted: true, right: true } as const;
  ensureRoom(w, 60);
  drawAt(w.page, l.description, { ...head, x: PAGE.margin, y: w.y, right: false });
  drawAt(w.page, l.quantity, { ...head, x: COLS.qty, y: w.y });
  drawAt(w.page, l.unitPrice, { ...head, x: COLS.unit, y: w.y });
  drawAt(w.page, l.taxRate, { ...head, x: COLS.rate, y: w.y });
  drawAt(w.page, l.tax, { ...head, x: COLS.tax, y: w.y });
  drawAt(w.page, `${l.amount} (RM)`, { ...head, x: COLS.amount, y: w.y });
  w.y -= 6;
  rule(w);
  w.y -= 14;
  for (const line of inv.lines) {
    ensureRoom(w, 30);
    const top = w.y;
    const cell = { y: top, font: w.fonts.regular, size: 9.5, right: true } as const;
    drawAt(w.page, String(line.quantity), { ...cell, x: COLS.qty });
    drawAt(w.page, formatMoney(line.unit_price_sen, 'wallet'), { ...cell, x: COLS.unit });
    drawAt(w.page, rate(line.tax_rate_bp), { ...cell, x: COLS.rate });
    drawAt(w.page, formatMoney(line.line_tax_sen, 'wallet'), { ...cell, x: COLS.tax });
    drawAt(w.page, formatMoney(line.amount_sen, 'wallet'), { ...cell, x: COLS.amount });
    const text = line.description ? `${line.product_name} — ${line.description}` : line.product_name;
    writeText(w, text, { width: COLS.qty - PAGE.margin - 40 });
    w.y -= 4;
  }
  rule(w);
  w.y -= 16;
}

/** Right-aligned label and amount rows (totals). */
function amounts(w: TWriter, rows: [string, string, boolean?][]) {
  for (const [label, value, strong] of rows) {
    ensureRoom(w, 16);
    const font = strong ? w.fonts.bold : w.fonts.regular;
    drawAt(w.page, label, { x: COLS.rate, y: w.y, font, size: 9.5, right: true });
    drawAt(w.page, value, { x: RIGHT, y: w.y, font, size: 9.5, right: true });
    w.y -= 15;
  }
  w.y -= 8;
}

async function begin(title: string, at: Date) {
  const doc = await PDFDocument.create();
  setPdfMeta(doc, title, at);
  const fonts = await embedPdfFonts(doc);
  return { doc, w: startWriter(doc, fonts) };
}

export type TInvoicePdfInput = {
  invoice: TInvoiceDetail;
  parties: TInvoiceParties;
  language: TLanguage;
  at: Date;
};

/** The invoice: a tax invoice when the company is SST-registered, else an invoice with the same lines. */
export async function renderInvoicePdf({ invoice: inv, parties, language, at }: TInvoicePdfInput) {
  const l = LABELS[language];
  const isTaxInvoice = sstNumberOf(parties) !== null;
  const title = isTaxInvoice ? l.taxInvoice : l.invoice;
  const reference = inv.number ?? `#${inv.id}`;
  const { doc, w } = await begin(`${title} ${reference}`, at);
  letterhead(w, parties, inv, title, l);
  stamp(w, inv.invoice_status, l);
  facts(w, [
    [l.invoiceNo, reference],
    [l.invoiceDate, inv.invoice_date],
    [l.dueDate, inv.due_date],
    [l.billTo, inv.bill_to],
    ['', buyerAddress(inv, parties.property)],
    [l.tenancy, inv.tenancy_code],
  ]);
  linesTable(w, inv, l);
  amounts(w, [
    [l.subtotal, rm(inv.subtotal_sen)],
    [l.totalTax, rm(inv.tax_sen)],
    [isTaxInvoice ? l.total : l.totalNoTax, rm(inv.total_sen), true],
    ...(inv.invoice_status === 'posted'
      ? ([
          [l.paid, rm(inv.paid_sen)],
          [l.balance, rm(inv.balance_sen), true],
        ] as [string, string, boolean?][])
      : []),
  ]);
  if (inv.payments.length) {
    writeText(w, l.payments, { bold: true, size: 10.5 });
    for (const p of inv.payments)
      writeText(
        w,
        `${p.receipt_number}  ${p.paid_on}  ${l.methods[p.method]}  ${rm(p.amount_sen)}${p.is_reverted ? ` (${l.reverted})` : ''}`,
      );
    w.y -= 8;
  }
  writeText(w, l.currencyNote, { size: 8.5 });
  decoratePages(doc, w.fonts, reference, title, l.page);
  return doc.save({ useObjectStreams: false });
}

/** The balance left on the invoice once this payment and every earlier one standing were made. */
export function balanceAfter(inv: TInvoiceDetail, paymentId: number): number {
  let paid = 0;
  for (const p of inv.payments) {
    if (!p.is_reverted) paid += p.amount_sen;
    if (p.id === paymentId) break;
  }
  return Math.max(0, inv.total_sen - paid);
}

/** One payment's receipt: its number, date, method, reference and amount, the invoice it paid, the balance after. */
export async function renderReceiptPdf(
  input: TInvoicePdfInput & { payment: TInvoiceDetail['payments'][number] },
) {
  const { invoice: inv, parties, payment: p, language, at } = input;
  const l = LABELS[language];
  const { doc, w } = await begin(`${l.receipt} ${p.receipt_number}`, at);
  letterhead(w, parties, inv, l.receipt, l);
  facts(w, [
    [l.receiptNo, p.receipt_number],
    [l.paymentDate, p.paid_on],
    [l.receivedFrom, inv.bill_to],
    ['', buyerAddress(inv, parties.property)],
    [l.method, l.methods[p.method]],
    [l.reference, p.reference ?? p.payment_ref ?? '-'],
    [l.forInvoice, inv.number ?? `#${inv.id}`],
    [l.tenancy, inv.tenancy_code],
  ]);
  ensureRoom(w, 40);
  rule(w);
  w.y -= 22;
  drawAt(w.page, l.amountReceived, { x: PAGE.margin, y: w.y, font: w.fonts.bold, size: 12 });
  drawAt(w.page, rm(p.amount_sen), { x: RIGHT, y: w.y, font: w.fonts.bold, size: 14, right: true });
  w.y -= 12;
  rule(w);
  w.y -= 20;
  amounts(w, [
    [l.invoiceTotal, rm(inv.total_sen)],
    [l.balanceAfter, rm(balanceAfter(inv, p.id)), true],
  ]);
  writeText(w, l.currencyNote, { size: 8.5 });
  writeText(w, l.thanks, { size: 9.5 });
  decoratePages(doc, w.fonts, p.receipt_number, l.receipt, l.page);
  return doc.save({ useObjectStreams: false });
}
