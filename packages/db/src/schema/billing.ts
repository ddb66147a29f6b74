import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { payments } from './payments';
import { products, taxItems } from './products';
import { properties, units } from './properties';
import { tenancies } from './tenancy';

// Billing (docs/decisions/0021-billing.md): invoices and their lines and payments, auto billing per
// tenancy, the reminder settings and the reminders sent, expenses. Every row carries company_id so every
// query can be scoped; money is integer sen, quantities hundredths.

const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
const at = (name: string) => timestamp(name, { withTimezone: true });
const sen = (name: string) => integer(name).notNull().default(0);

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyRef(),
    /** Per company, taken when first posted (company_counters 'invoice'); kept through unpost and void. */
    number: integer('number'),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenancies.id),
    tenantUserId: integer('tenant_user_id')
      .notNull()
      .references(() => users.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(), // INVOICE_STATUSES
    paymentStatus: text('payment_status').notNull().default('unpaid'), // INVOICE_PAYMENT_STATUSES
    source: text('source').notNull(), // INVOICE_SOURCES
    /** What made a system invoice, once: 'auto:<tenancy>:<period start>', 'penalty:<invoice>', … */
    sourceKey: text('source_key'),
    /** The invoice a penalty, interest or reactivated copy comes from. */
    sourceInvoiceId: integer('source_invoice_id'),
    reactivatedToId: integer('reactivated_to_id'),
    subtotalSen: sen('subtotal_sen'),
    taxSen: sen('tax_sen'),
    totalSen: sen('total_sen'),
    paidSen: sen('paid_sen'),
    /** How many times it was posted: each posting's ledger key carries it. */
    postings: integer('postings').notNull().default(0),
    isPayoutIncome: boolean('is_payout_income').notNull().default(true),
    isSmartPayout: boolean('is_smart_payout').notNull().default(false),
    remarks: text('remarks'),
    voidReason: text('void_reason'),
    postedAt: at('posted_at'),
    voidedAt: at('voided_at'),
    sentAt: at('sent_at'),
    createdByKind: text('created_by_kind').notNull(), // 'user' | 'admin' | 'system'
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_uq').on(t.companyId, t.number).where(sql`${t.number} is not null`),
    uniqueIndex('invoices_source_key_uq').on(t.sourceKey).where(sql`${t.sourceKey} is not null`),
    index('invoices_company_idx').on(t.companyId, t.status, t.invoiceDate),
    index('invoices_tenant_idx').on(t.tenantUserId, t.status),
    index('invoices_tenancy_idx').on(t.tenancyId),
    index('invoices_open_idx')
      .on(t.status, t.paymentStatus, t.invoiceDate)
      .where(sql`${t.status} = 'posted' and ${t.paymentStatus} in ('unpaid', 'partially_paid')`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: id(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    lineNo: integer('line_no').notNull(),
    productId: integer('product_id').references(() => products.id),
    productName: text('product_name').notNull(),
    /** The product's kind when the line was made: income, deposit or pass_through (where it posts). */
    productKind: text('product_kind').notNull(),
    description: text('description'),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    taxItemId: integer('tax_item_id').references(() => taxItems.id),
    taxName: text('tax_name'),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxCalculation: text('tax_calculation').notNull().default('exclusive'),
    amountSen: integer('amount_sen').notNull(),
    netSen: integer('net_sen').notNull(),
    taxSen: integer('tax_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
  },
  (t) => [uniqueIndex('invoice_lines_no_uq').on(t.invoiceId, t.lineNo)],
);

/** Payments of an invoice: offline (flag paid) or through the gateway; a reverted one stays, marked. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: id(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Per company receipt number (company_counters 'receipt'). */
    receiptNumber: integer('receipt_number').notNull(),
    method: text('method').notNull(), // PAYMENT_METHODS
    amountSen: integer('amount_sen').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference'),
    paymentId: integer('payment_id').references(() => payments.id),
    proofFileId: integer('proof_file_id').references(() => files.id),
    revertedAt: at('reverted_at'),
    revertedReason: text('reverted_reason'),
    createdByKind: text('created_by_kind').notNull(),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoice_payments_receipt_uq').on(t.companyId, t.receiptNumber),
    uniqueIndex('invoice_payments_payment_uq').on(t.paymentId).where(sql`${t.paymentId} is not null`),
    index('invoice_payments_invoice_idx').on(t.invoiceId),
  ],
);

/** A gateway payment started for an invoice (the 'invoice' payment purpose finds its invoice here). */
export const invoiceOnlinePayments = pgTable('invoice_online_payments', {
  paymentId: integer('payment_id')
    .primaryKey()
    .references(() => payments.id),
  invoiceId: integer('invoice_id')
    .notNull()
    .references(() => invoices.id),
  companyId: companyRef(),
});

/** Auto billing of a tenancy: active or terminated, and the items charged every period with the rent. */
export const tenancyAutoBilling = pgTable(
  'tenancy_auto_billing',
  {
    tenancyId: integer('tenancy_id')
      .primaryKey()
      .references(() => tenancies.id),
    companyId: companyRef(),
    isActive: boolean('is_active').notNull(),
    /** Periods billed on or after this day only (the day it was last activated). */
    activeFrom: date('active_from', { mode: 'string' }).notNull(),
    recurringItems: jsonb('recurring_items')
      .$type<{ product_id: number; description?: string; unit_price_sen: number; tax_item_id?: number }[]>()
      .notNull()
      .default([]),
    activatedAt: at('activated_at'),
    terminatedAt: at('terminated_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenancy_auto_billing_active_idx').on(t.companyId).where(sql`${t.isActive}`)],
);

/** product §3 grace period settings, one row per company (defaults until saved). */
export const billingReminderSettings = pgTable('billing_reminder_settings', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  terminationDays: integer('termination_days').notNull(),
  startDays: integer('start_days').notNull(),
  durationDays: integer('duration_days').notNull(),
  lastNoticeDays: integer('last_notice_days').notNull(),
  penaltyType: text('penalty_type').notNull(),
  penaltyValue: integer('penalty_value').notNull(),
  isAutoCutOff: boolean('is_auto_cut_off').notNull(),
  updatedAt: updatedAt(),
});

/** Every reminder (and cut-off event) sent, once: `key` is unique. */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    id: id(),
    companyId: companyRef(),
    invoiceId: integer('invoice_id').references(() => invoices.id),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenancies.id),
    kind: text('kind').notNull(), // REMINDER_KINDS, 'cut_off'
    day: date('day', { mode: 'string' }).notNull(),
    key: text('key').notNull(),
    sentAt: at('sent_at').notNull(),
  },
  (t) => [
    uniqueIndex('billing_reminders_key_uq').on(t.key),
    index('billing_reminders_invoice_idx').on(t.invoiceId),
  ],
);

export const expenses = pgTable(
  'expenses',
  {
    id: id(),
    companyId: companyRef(),
    /** Per company (company_counters 'expense'). */
    number: integer('number').notNull(),
    expenseDate: date('expense_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(), // EXPENSE_STATUSES
    payeeKind: text('payee_kind').notNull(),
    payeeName: text('payee_name').notNull(),
    category: text('category').notNull(),
    taxCalculation: text('tax_calculation').notNull(),
    propertyId: integer('property_id').references(() => properties.id),
    unitId: integer('unit_id').references(() => units.id),
    tenancyId: integer('tenancy_id').references(() => tenancies.id),
    isPayoutExpense: boolean('is_payout_expense').notNull(),
    isSmartPayout: boolean('is_smart_payout').notNull(),
    isRecharged: boolean('is_recharged').notNull(),
    rechargeInvoiceId: integer('recharge_invoice_id').references(() => invoices.id),
    remarks: text('remarks'),
    subtotalSen: sen('subtotal_sen'),
    taxSen: sen('tax_sen'),
    totalSen: sen('total_sen'),
    postedAt: at('posted_at'),
    paidAt: at('paid_at'),
    voidedAt: at('voided_at'),
    createdByKind: text('created_by_kind').notNull(),
    createdById: integer('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('expenses_number_uq').on(t.companyId, t.number),
    index('expenses_company_idx').on(t.companyId, t.status, t.expenseDate),
    index('expenses_tenancy_idx').on(t.tenancyId),
  ],
);

export const expenseLines = pgTable(
  'expense_lines',
  {
    id: id(),
    companyId: companyRef(),
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    lineNo: integer('line_no').notNull(),
    description: text('description').notNull(),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    unitPriceSen: integer('unit_price_sen').notNull(),
    taxItemId: integer('tax_item_id').references(() => taxItems.id),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    amountSen: integer('amount_sen').notNull(),
    netSen: integer('net_sen').notNull(),
    taxSen: integer('tax_sen').notNull(),
    totalSen: integer('total_sen').notNull(),
  },
  (t) => [uniqueIndex('expense_lines_no_uq').on(t.expenseId, t.lineNo)],
);

/** An expense's reference documents (bills, quotations, receipts). */
export const expenseDocuments = pgTable(
  'expense_documents',
  {
    expenseId: integer('expense_id')
      .notNull()
      .references(() => expenses.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    companyId: companyRef(),
  },
  (t) => [primaryKey({ columns: [t.expenseId, t.fileId] })],
);
