import { z } from 'zod';
import { ZLifecycleEvent } from '../booking/schemas';
import {
  checkDayRange,
  dayRange,
  fBool,
  fDate,
  fId,
  fInt,
  fJson,
  fOptional,
  fPage,
  fPageSize,
  fText,
} from '../forms/fields';
import { fAmountSen } from '../ledger/fields';
import { TAX_CALCULATIONS } from '../ledger/tax';
import { REMINDER_KINDS, reminderSettingsProblems } from './calendar';
import {
  EXPENSE_ACTIONS,
  EXPENSE_STATUSES,
  INVOICE_ACTIONS,
  INVOICE_PAYMENT_STATUSES,
  INVOICE_STATUSES,
  INVOICE_TABS,
} from './machines';

// Billing: inputs and outputs of the calls in calls.ts (docs/decisions/0021-billing.md). Money in sen;
// days are 'YYYY-MM-DD' Malaysian calendar days.

export const OFFLINE_PAYMENT_METHODS = [
  'cash',
  'bank_transfer',
  'cheque',
  'online_banking',
  'other',
] as const;
export const PAYMENT_METHODS = [...OFFLINE_PAYMENT_METHODS, 'gateway'] as const;
export type TInvoicePaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Where an invoice came from: an operator, auto billing, the reminder job's penalty, the interest job, an expense recharge. */
export const INVOICE_SOURCES = ['manual', 'auto', 'penalty', 'interest', 'recharge'] as const;
export type TInvoiceSource = (typeof INVOICE_SOURCES)[number];
export const PAYEE_KINDS = ['vendor', 'contractor', 'landlord', 'other'] as const;
export const EXPENSE_CATEGORIES = [
  'repair',
  'maintenance',
  'utilities',
  'cleaning',
  'management',
  'insurance',
  'tax',
  'other',
] as const;

const fQuantity = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+(\.\d{1,2})?$/.test(v.trim()) ? Number(v) : v),
    z.number({ error: 'invalid-number' }).positive().max(100_000),
  );

export const ZInvoiceItemInput = z.object({
  product_id: fId(),
  description: fOptional(z.string().trim().max(200)),
  quantity: fQuantity(),
  unit_price_sen: fAmountSen(0, 100_000_000),
  tax_item_id: fOptional(fId()),
});
export type TInvoiceItemInput = z.infer<typeof ZInvoiceItemInput>;

const invoiceFields = {
  items: fJson(
    z.array(ZInvoiceItemInput).min(1, { error: 'required' }).max(50, { error: 'too-many-entries' }),
  ),
  /** Defaults to today. */
  invoice_date: fOptional(fDate()),
  due_date: fDate(),
  /** product §3: set as income or total expense in payout; post to smart payout. */
  is_payout_income: fOptional(fBool()).default(true),
  is_smart_payout: fOptional(fBool()).default(false),
  remarks: fOptional(z.string().trim().max(1000)),
};
const dueAfterDate = (v: { invoice_date?: string; due_date: string }) =>
  !v.invoice_date || v.due_date >= v.invoice_date;

export const ZCreateInvoiceInput = z
  .object({ tenancy_id: fId(), ...invoiceFields })
  .refine(dueAfterDate, { path: ['due_date'], error: 'due-before-date' });
export const ZUpdateInvoiceInput = z
  .object({ invoice_id: fId(), ...invoiceFields })
  .refine(dueAfterDate, { path: ['due_date'], error: 'due-before-date' });
export const ZInvoiceIdInput = z.object({ invoice_id: fId() });
export const ZVoidInvoiceInput = z.object({
  invoice_id: fId(),
  reason: fOptional(z.string().trim().max(500)),
});

const listInvoiceFields = {
  tab: fOptional(z.enum(INVOICE_TABS)).default('all'),
  tenancy_id: fOptional(fId()),
  property_id: fOptional(fId()),
  search: fOptional(z.string().trim().max(100)),
  ...dayRange,
  page: fPage(),
  page_size: fPageSize(1000),
};
export const ZListInvoicesInput = z
  .object(listInvoiceFields)
  .refine(checkDayRange, { path: ['to'], error: 'date-range' });
export const ZAdminListInvoicesInput = z
  .object({ ...listInvoiceFields, company_id: fOptional(fId()) })
  .refine(checkDayRange, { path: ['to'], error: 'date-range' });

export const ZInvoiceRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** INV-000001 once posted; null for a draft never posted. */
  number: z.string().nullable(),
  invoice_date: z.string(),
  due_date: z.string(),
  source: z.enum(INVOICE_SOURCES),
  tenancy_id: z.number().int(),
  tenancy_code: z.string(),
  tenant_user_id: z.number().int(),
  bill_to: z.string(),
  property_name: z.string(),
  invoice_status: z.enum(INVOICE_STATUSES),
  payment_status: z.enum(INVOICE_PAYMENT_STATUSES),
  subtotal_sen: z.number().int(),
  tax_sen: z.number().int(),
  total_sen: z.number().int(),
  paid_sen: z.number().int(),
  balance_sen: z.number().int(),
  is_overdue: z.boolean(),
  created_at: z.string(),
});
export type TInvoiceRow = z.infer<typeof ZInvoiceRow>;

export const ZInvoiceTotals = z.object({
  count: z.number().int(),
  total_sen: z.number().int(),
  paid_sen: z.number().int(),
  balance_sen: z.number().int(),
});

export const ZInvoiceLine = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_name: z.string(),
  description: z.string().nullable(),
  quantity: z.number(),
  unit_price_sen: z.number().int(),
  tax_item_id: z.number().int().nullable(),
  tax_name: z.string().nullable(),
  tax_rate_bp: z.number().int(),
  amount_sen: z.number().int(),
  line_tax_sen: z.number().int(),
  line_total_sen: z.number().int(),
});

export const ZInvoicePayment = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount_sen: z.number().int(),
  paid_on: z.string(),
  reference: z.string().nullable(),
  payment_ref: z.string().nullable(),
  proof_url: z.string().nullable(),
  receipt_number: z.string(),
  is_reverted: z.boolean(),
  reverted_reason: z.string().nullable(),
  created_at: z.string(),
});
export type TInvoicePayment = z.infer<typeof ZInvoicePayment>;

export const ZInvoiceReminder = z.object({
  kind: z.enum([...REMINDER_KINDS, 'cut_off', 'penalty'] as const),
  day: z.string(),
  sent_at: z.string(),
});

export const ZInvoiceDetail = ZInvoiceRow.extend({
  /** The names the issue fixes for the two statuses and the amounts. */
  tenant_email: z.string().nullable(),
  tenant_mobile: z.string().nullable(),
  unit_name: z.string(),
  room_name: z.string().nullable(),
  is_payout_income: z.boolean(),
  is_smart_payout: z.boolean(),
  remarks: z.string().nullable(),
  source_invoice_id: z.number().int().nullable(),
  reactivated_to_id: z.number().int().nullable(),
  lines: z.array(ZInvoiceLine),
  payments: z.array(ZInvoicePayment),
  reminders: z.array(ZInvoiceReminder),
  history: z.array(ZLifecycleEvent),
  /** What the caller may do now (operator's side only). */
  actions: z.array(z.enum(INVOICE_ACTIONS)),
  is_gateway_active: z.boolean(),
});
export type TInvoiceDetail = z.infer<typeof ZInvoiceDetail>;

export const ZRecordPaymentInput = z.object({
  invoice_id: fId(),
  amount_sen: fAmountSen(1, 100_000_000_000),
  method: z.enum(OFFLINE_PAYMENT_METHODS),
  paid_on: fDate(),
  reference: fOptional(z.string().trim().max(120)),
});
/** The proof of an offline payment (a slip or a receipt). */
export const PAYMENT_PROOF_FILES = { proof: { kind: 'document', maxFiles: 1, maxSizeMb: 4 } } as const;

export const ZPaymentIdInput = z.object({ payment_id: fId() });
export const ZRevertPaymentInput = z.object({ payment_id: fId(), reason: fText(500) });
export const ZPayInvoiceInput = z.object({ invoice_id: fId() });
export const ZPayInvoiceOutput = z.object({ payment_ref: z.string(), payment_url: z.string() });

// ---- auto billing ----
export const ZRecurringItem = z.object({
  product_id: fId(),
  description: fOptional(z.string().trim().max(200)),
  unit_price_sen: fAmountSen(1, 100_000_000),
  tax_item_id: fOptional(fId()),
});
export const ZSetAutoBillingInput = z.object({
  tenancy_id: fId(),
  is_active: fBool(),
  /** Charged every period with the rent; kept as they are when absent. */
  recurring_items: fOptional(fJson(z.array(ZRecurringItem).max(10, { error: 'too-many-entries' }))),
});
/** The tenancy's recurring items replaced as a whole (the screen adds, edits and removes one at a time). */
export const ZSetRecurringItemsInput = z.object({
  tenancy_id: fId(),
  recurring_items: fJson(z.array(ZRecurringItem).max(10, { error: 'too-many-entries' })),
});
export const ZAutoBilling = z.object({
  tenancy_id: z.number().int(),
  is_active: z.boolean(),
  activated_at: z.string().nullable(),
  terminated_at: z.string().nullable(),
  recurring_items: z.array(
    z.object({
      product_id: z.number().int(),
      description: z.string().optional(),
      unit_price_sen: z.number().int(),
      tax_item_id: z.number().int().optional(),
    }),
  ),
  /** The next invoice date auto billing will issue (null: none left or not active). */
  next_billing_date: z.string().nullable(),
});
export type TAutoBilling = z.infer<typeof ZAutoBilling>;

// ---- reminder settings (product §3 grace period settings) ----
const fDays = () => fInt().pipe(z.number().int().min(1).max(90));
export const ZReminderSettings = z.object({
  termination_days: fDays(),
  start_days: fDays(),
  duration_days: fDays(),
  last_notice_days: fDays(),
  penalty_type: z.enum(['percentage', 'fixed']),
  /** Basis points (percentage: 500 = 5%) or sen (fixed). */
  penalty_value: fInt().pipe(z.number().int().min(0).max(100_000_000)),
  is_auto_cut_off: fBool(),
});
export const ZUpdateReminderSettingsInput = ZReminderSettings.superRefine((v, ctx) => {
  for (const p of reminderSettingsProblems(v))
    ctx.addIssue({ code: 'custom', path: [p.path], message: p.message });
});

// ---- expenses ----
export const ZExpenseItemInput = z.object({
  description: fText(200),
  quantity: fQuantity(),
  unit_price_sen: fAmountSen(0, 100_000_000),
  tax_item_id: fOptional(fId()),
});
export const EXPENSE_FILES = { documents: { kind: 'document', maxFiles: 5, maxSizeMb: 4 } } as const;
export const ZCreateExpenseInput = z.object({
  expense_date: fDate(),
  payee_kind: z.enum(PAYEE_KINDS),
  payee_name: fText(120),
  category: z.enum(EXPENSE_CATEGORIES),
  tax_calculation: fOptional(z.enum(TAX_CALCULATIONS)).default('exclusive'),
  items: fJson(
    z.array(ZExpenseItemInput).min(1, { error: 'required' }).max(50, { error: 'too-many-entries' }),
  ),
  property_id: fOptional(fId()),
  unit_id: fOptional(fId()),
  tenancy_id: fOptional(fId()),
  is_payout_expense: fOptional(fBool()).default(true),
  is_smart_payout: fOptional(fBool()).default(false),
  /** Charge the expense to the tenancy's tenant: an invoice line is created (needs tenancy_id). */
  is_recharged: fOptional(fBool()).default(false),
  remarks: fOptional(z.string().trim().max(1000)),
});
export const ZExpenseIdInput = z.object({ expense_id: fId() });
const listExpenseFields = {
  status: fOptional(z.enum([...EXPENSE_STATUSES, 'all'] as const)).default('all'),
  property_id: fOptional(fId()),
  search: fOptional(z.string().trim().max(100)),
  ...dayRange,
  page: fPage(),
  page_size: fPageSize(1000),
};
export const ZListExpensesInput = z
  .object(listExpenseFields)
  .refine(checkDayRange, { path: ['to'], error: 'date-range' });
export const ZAdminListExpensesInput = z
  .object({ ...listExpenseFields, company_id: fOptional(fId()) })
  .refine(checkDayRange, { path: ['to'], error: 'date-range' });

export const ZExpenseRow = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  number: z.string(),
  expense_date: z.string(),
  status: z.enum(EXPENSE_STATUSES),
  payee_kind: z.enum(PAYEE_KINDS),
  payee_name: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  property_name: z.string().nullable(),
  tenancy_id: z.number().int().nullable(),
  subtotal_sen: z.number().int(),
  tax_sen: z.number().int(),
  total_sen: z.number().int(),
  is_recharged: z.boolean(),
  created_at: z.string(),
});
export const ZExpenseDetail = ZExpenseRow.extend({
  tax_calculation: z.enum(TAX_CALCULATIONS),
  property_id: z.number().int().nullable(),
  unit_id: z.number().int().nullable(),
  is_payout_expense: z.boolean(),
  is_smart_payout: z.boolean(),
  remarks: z.string().nullable(),
  recharge_invoice_id: z.number().int().nullable(),
  lines: z.array(
    z.object({
      description: z.string(),
      quantity: z.number(),
      unit_price_sen: z.number().int(),
      tax_rate_bp: z.number().int(),
      amount_sen: z.number().int(),
      line_tax_sen: z.number().int(),
      line_total_sen: z.number().int(),
    }),
  ),
  documents: z.array(z.object({ file_id: z.number().int(), url: z.string(), name: z.string() })),
  history: z.array(ZLifecycleEvent),
  actions: z.array(z.enum(EXPENSE_ACTIONS)),
});
export type TExpenseDetail = z.infer<typeof ZExpenseDetail>;

// ---- transactions ----
export const TRANSACTION_TABS = ['all', 'invoices', 'payments', 'deposits', 'refunds', 'wallet'] as const;
export const ZListTransactionsInput = z
  .object({
    /** Tenant: invoices, payments or deposits (the page's tabId); operator: any tab. */
    tabId: fOptional(z.enum(TRANSACTION_TABS)).default('all'),
    ...dayRange,
    page: fPage(),
    page_size: fPageSize(1000),
  })
  .refine(checkDayRange, { path: ['to'], error: 'date-range' });
export const ZTransactionRow = z.object({
  /** `<kind>-<id>`: unique in the list. */
  key: z.string(),
  kind: z.enum(['invoice', 'payment', 'deposit', 'refund', 'wallet', 'other']),
  occurred_at: z.string(),
  reference: z.string(),
  description: z.string(),
  amount_sen: z.number().int(),
  /** The invoice the row is about (its detail page), if any. */
  invoice_id: z.number().int().nullable(),
  /** The invoice payment the row is (its receipt PDF), if any. */
  payment_id: z.number().int().nullable(),
});
export type TTransactionRow = z.infer<typeof ZTransactionRow>;
