import {
  adminGetExpense,
  adminGetInvoice,
  adminGetInvoicePdf,
  adminGetReceiptPdf,
  adminListExpenses,
  adminListInvoices,
  userCreateExpense,
  userCreateInvoice,
  userGetAutoBilling,
  userGetExpense,
  userGetInvoice,
  userGetInvoicePdf,
  userGetReceiptPdf,
  userGetReminderSettings,
  userListExpenses,
  userListInvoices,
  userListTransactions,
  userPayExpense,
  userPayInvoice,
  userPostExpense,
  userPostInvoice,
  userReactivateInvoice,
  userRecordPayment,
  userRevertInvoiceToDraft,
  userRevertPayment,
  userSendInvoice,
  userSetAutoBilling,
  userSetRecurringItems,
  userUnpostInvoice,
  userUpdateInvoice,
  userUpdateReminderSettings,
  userVoidExpense,
  userVoidInvoice,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall, type TAnyCall } from '../../http/registry';
import { getAutoBilling, setAutoBilling } from './auto-billing';
import { createExpense } from './create-expense';
import { createInvoice, updateDraftInvoice } from './create-invoice';
import { getExpense } from './get-expense';
import { getInvoice } from './get-invoice';
import { getInvoicePdf, getReceiptPdf } from './get-invoice-pdf';
import { listExpenses } from './list-expenses';
import { listInvoices } from './list-invoices';
import { listTransactions } from './list-transactions';
import { payExpense, postExpense, voidExpense } from './move-expense';
import {
  postInvoice,
  reactivateInvoice,
  revertInvoiceToDraft,
  sendInvoice,
  unpostInvoice,
  voidInvoice,
} from './move-invoice';
import { payInvoice } from './pay-invoice';
import { recordPayment, revertPayment } from './record-payment';
import { setRecurringItems } from './recurring-items';
import { getReminderSettings, updateReminderSettings } from './reminder-settings';

// Billing (docs/decisions/0021-billing.md). The operator's side with 'account/invoice' bills and moves
// invoices and takes payments; with 'account/expense' it keeps expenses; with 'transaction' it reads every
// money movement. Tenants read their own posted invoices and pay them; landlords read their properties'.
// Every read is scoped by who calls (privileges gate operators and admins only); admin calls read.

const INVOICE = 'account/invoice';
const EXPENSE = 'account/expense';
const OPERATOR = ['operator'] as const;

export const billingCalls: TAnyCall[] = [
  defineCall(userCreateInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await createInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUpdateInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await updateDraftInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userPostInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await postInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userUnpostInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await unpostInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRevertInvoiceToDraft, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await revertInvoiceToDraft(useCase(ctx), ctx.input) }),
  }),
  defineCall(userVoidInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await voidInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userReactivateInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await reactivateInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSendInvoice, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await sendInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListInvoices, {
    roles: ['operator', 'tenant', 'landlord'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await listInvoices(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetInvoice, {
    roles: ['operator', 'tenant', 'landlord'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetInvoicePdf, {
    roles: ['operator', 'tenant'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getInvoicePdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetReceiptPdf, {
    roles: ['operator', 'tenant'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getReceiptPdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(userPayInvoice, {
    roles: ['tenant', 'operator'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await payInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(userRecordPayment, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await recordPayment(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userRevertPayment, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await revertPayment(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListInvoices, {
    roles: ['admin'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await listInvoices(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetInvoice, {
    roles: ['admin'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getInvoice(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetInvoicePdf, {
    roles: ['admin'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getInvoicePdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetReceiptPdf, {
    roles: ['admin'],
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getReceiptPdf(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSetAutoBilling, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await setAutoBilling(useCase(ctx), ctx.input) }),
  }),
  defineCall(userSetRecurringItems, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await setRecurringItems(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetAutoBilling, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getAutoBilling(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetReminderSettings, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await getReminderSettings(useCase(ctx)) }),
  }),
  defineCall(userUpdateReminderSettings, {
    roles: OPERATOR,
    privilege: INVOICE,
    handler: async (ctx) => ({ data: await updateReminderSettings(useCase(ctx), ctx.input) }),
  }),
  defineCall(userCreateExpense, {
    roles: OPERATOR,
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await createExpense(useCase(ctx), ctx.input, ctx.files) }),
  }),
  defineCall(userListExpenses, {
    roles: ['operator', 'tenant'],
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await listExpenses(useCase(ctx), ctx.input) }),
  }),
  defineCall(userGetExpense, {
    roles: ['operator', 'tenant'],
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await getExpense(useCase(ctx), ctx.input) }),
  }),
  defineCall(userPostExpense, {
    roles: OPERATOR,
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await postExpense(useCase(ctx), ctx.input) }),
  }),
  defineCall(userPayExpense, {
    roles: OPERATOR,
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await payExpense(useCase(ctx), ctx.input) }),
  }),
  defineCall(userVoidExpense, {
    roles: OPERATOR,
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await voidExpense(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListExpenses, {
    roles: ['admin'],
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await listExpenses(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminGetExpense, {
    roles: ['admin'],
    privilege: EXPENSE,
    handler: async (ctx) => ({ data: await getExpense(useCase(ctx), ctx.input) }),
  }),
  defineCall(userListTransactions, {
    roles: ['operator', 'tenant', 'landlord'],
    privilege: 'transaction',
    handler: async (ctx) => ({ data: await listTransactions(useCase(ctx), ctx.input) }),
  }),
];
