import { ZGeneratedFile } from '../documents/calls';
import { dataOf, pageOf, ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZTenancyIdInput } from '../tenancy/schemas';
import {
  EXPENSE_FILES,
  PAYMENT_PROOF_FILES,
  ZAdminListExpensesInput,
  ZAdminListInvoicesInput,
  ZAutoBilling,
  ZCreateExpenseInput,
  ZCreateInvoiceInput,
  ZExpenseDetail,
  ZExpenseIdInput,
  ZExpenseRow,
  ZInvoiceDetail,
  ZInvoiceIdInput,
  ZInvoiceRow,
  ZInvoiceTotals,
  ZListExpensesInput,
  ZListInvoicesInput,
  ZListTransactionsInput,
  ZPayInvoiceInput,
  ZPayInvoiceOutput,
  ZPaymentIdInput,
  ZRecordPaymentInput,
  ZReminderSettings,
  ZRevertPaymentInput,
  ZSetAutoBillingInput,
  ZSetRecurringItemsInput,
  ZTransactionRow,
  ZUpdateInvoiceInput,
  ZUpdateReminderSettingsInput,
  ZVoidInvoiceInput,
} from './schemas';

// Billing (docs/decisions/0021-billing.md): invoices, payments, auto billing, reminder settings,
// expenses and transactions. The names the issue fixes are kept exactly; the rest follow their style.

const ZInvoicePage = pageOf(ZInvoiceRow).extend({ totals: ZInvoiceTotals });

// ---- invoices ----
export const userCreateInvoice = defineContract({
  name: 'user-create-invoice',
  input: ZCreateInvoiceInput,
  output: dataOf(ZInvoiceDetail),
});
export const userUpdateInvoice = defineContract({
  name: 'user-update-invoice',
  input: ZUpdateInvoiceInput,
  output: dataOf(ZInvoiceDetail),
});
export const userPostInvoice = defineContract({
  name: 'user-post-invoice',
  input: ZInvoiceIdInput,
  output: dataOf(ZInvoiceDetail),
});
export const userUnpostInvoice = defineContract({
  name: 'user-unpost-invoice',
  input: ZInvoiceIdInput,
  output: dataOf(ZInvoiceDetail),
});
export const userRevertInvoiceToDraft = defineContract({
  name: 'user-revert-invoice-to-draft',
  input: ZInvoiceIdInput,
  output: dataOf(ZInvoiceDetail),
});
export const userVoidInvoice = defineContract({
  name: 'user-void-invoice',
  input: ZVoidInvoiceInput,
  output: dataOf(ZInvoiceDetail),
});
/** Re-opens a void invoice as a new draft (the answer is the new draft). */
export const userReactivateInvoice = defineContract({
  name: 'user-reactivate-invoice',
  input: ZInvoiceIdInput,
  output: dataOf(ZInvoiceDetail),
});
/** E-mails (and notifies) the tenant of a posted invoice. */
export const userSendInvoice = defineContract({
  name: 'user-send-invoice',
  input: ZInvoiceIdInput,
  output: dataOf(ZInvoiceDetail),
});
export const userListInvoices = defineContract({
  name: 'user-list-invoices',
  input: ZListInvoicesInput,
  output: dataOf(ZInvoicePage),
});
export const userGetInvoice = defineContract({
  name: 'user-get-invoice',
  input: ZIdInput,
  output: dataOf(ZInvoiceDetail),
});
/** The tenant (or the operator on their behalf, pay-transaction) pays the balance online. */
export const userPayInvoice = defineContract({
  name: 'user-pay-invoice',
  input: ZPayInvoiceInput,
  output: dataOf(ZPayInvoiceOutput),
});
/** "Flag paid": an offline payment (partial payments allowed). */
export const userRecordPayment = defineContract({
  name: 'user-record-payment',
  input: ZRecordPaymentInput,
  output: dataOf(ZInvoiceDetail),
  files: PAYMENT_PROOF_FILES,
});
export const userRevertPayment = defineContract({
  name: 'user-revert-payment',
  input: ZRevertPaymentInput,
  output: dataOf(ZInvoiceDetail),
});
/** The invoice as a PDF (a tax invoice when the company is SST-registered), in the caller's language. */
export const userGetInvoicePdf = defineContract({
  name: 'user-get-invoice-pdf',
  input: ZInvoiceIdInput,
  output: dataOf(ZGeneratedFile),
});
/** One payment's receipt as a PDF, in the caller's language. */
export const userGetReceiptPdf = defineContract({
  name: 'user-get-receipt-pdf',
  input: ZPaymentIdInput,
  output: dataOf(ZGeneratedFile),
});
export const adminListInvoices = defineContract({
  name: 'admin-list-invoices',
  input: ZAdminListInvoicesInput,
  output: dataOf(ZInvoicePage),
});
export const adminGetInvoice = defineContract({
  name: 'admin-get-invoice',
  input: ZIdInput,
  output: dataOf(ZInvoiceDetail),
});

export const adminGetInvoicePdf = defineContract({
  name: 'admin-get-invoice-pdf',
  input: ZInvoiceIdInput,
  output: dataOf(ZGeneratedFile),
});
export const adminGetReceiptPdf = defineContract({
  name: 'admin-get-receipt-pdf',
  input: ZPaymentIdInput,
  output: dataOf(ZGeneratedFile),
});

// ---- auto billing and reminders ----
export const userSetAutoBilling = defineContract({
  name: 'user-set-auto-billing',
  input: ZSetAutoBillingInput,
  output: dataOf(ZAutoBilling),
});
/** The recurring items auto billing charges every period, without activating or terminating it. */
export const userSetRecurringItems = defineContract({
  name: 'user-set-recurring-items',
  input: ZSetRecurringItemsInput,
  output: dataOf(ZAutoBilling),
});
export const userGetAutoBilling = defineContract({
  name: 'user-get-auto-billing',
  input: ZTenancyIdInput,
  output: dataOf(ZAutoBilling),
});
export const userGetReminderSettings = defineContract({
  name: 'user-get-reminder-settings',
  input: ZEmpty,
  output: dataOf(ZReminderSettings),
});
export const userUpdateReminderSettings = defineContract({
  name: 'user-update-reminder-settings',
  input: ZUpdateReminderSettingsInput,
  output: dataOf(ZReminderSettings),
});

// ---- expenses ----
export const userCreateExpense = defineContract({
  name: 'user-create-expense',
  input: ZCreateExpenseInput,
  output: dataOf(ZExpenseDetail),
  files: EXPENSE_FILES,
});
export const userListExpenses = defineContract({
  name: 'user-list-expenses',
  input: ZListExpensesInput,
  output: dataOf(pageOf(ZExpenseRow)),
});
export const userGetExpense = defineContract({
  name: 'user-get-expense',
  input: ZIdInput,
  output: dataOf(ZExpenseDetail),
});
export const userPostExpense = defineContract({
  name: 'user-post-expense',
  input: ZExpenseIdInput,
  output: dataOf(ZExpenseDetail),
});
export const userPayExpense = defineContract({
  name: 'user-pay-expense',
  input: ZExpenseIdInput,
  output: dataOf(ZExpenseDetail),
});
export const userVoidExpense = defineContract({
  name: 'user-void-expense',
  input: ZExpenseIdInput,
  output: dataOf(ZExpenseDetail),
});
export const adminListExpenses = defineContract({
  name: 'admin-list-expenses',
  input: ZAdminListExpensesInput,
  output: dataOf(pageOf(ZExpenseRow)),
});
export const adminGetExpense = defineContract({
  name: 'admin-get-expense',
  input: ZIdInput,
  output: dataOf(ZExpenseDetail),
});

// ---- transactions ----
export const userListTransactions = defineContract({
  name: 'user-list-transactions',
  input: ZListTransactionsInput,
  output: dataOf(pageOf(ZTransactionRow)),
});
