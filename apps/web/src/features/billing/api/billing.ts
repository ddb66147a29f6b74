import {
  adminGetExpense,
  adminGetInvoice,
  adminGetInvoicePdf,
  adminGetReceiptPdf,
  adminListExpenses,
  adminListInvoices,
  userCreateExpense,
  userCreateInvoice,
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
  userUnpostInvoice,
  userUpdateReminderSettings,
  userVoidExpense,
  userVoidInvoice,
} from '@sewa/domain/billing/calls';
import type { TInvoiceDetail } from '@sewa/domain/billing/schemas';
import { userListProducts, userListTaxItems } from '@sewa/domain/products/calls';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import type { TAnyContract, TCallInput } from '@sewa/domain/protocol/contract';
import { userListTenancies } from '@sewa/domain/tenancy/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../app/api/client';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// The billing screens of every area: invoices, payments, reminder settings, expenses and transactions.
// Each mutation refreshes exactly the reads it changes: the invoice it answers is written into its
// record query, the lists (and the transactions) are invalidated by name.

export type TBillingArea = 'operator' | 'admin' | 'tenant' | 'landlord';

export const INVOICE_CALLS = {
  operator: { list: userListInvoices, get: userGetInvoice },
  admin: { list: adminListInvoices, get: adminGetInvoice },
  tenant: { list: userListInvoices, get: userGetInvoice },
  landlord: { list: userListInvoices, get: userGetInvoice },
} as const;

/** The operator's properties a filter offers (the company's first 100), as the other features' filters. */
export function usePropertyOptions(isEnabled: boolean) {
  const query = useCall(
    userListProperties,
    { page: 1, page_size: 100 },
    { enabled: isEnabled, retry: false },
  );
  return (query.data?.data.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

/** The invoice's and a payment's PDFs per area (landlords read invoices on screen only). */
export const PDF_CALLS = {
  operator: { invoice: userGetInvoicePdf, receipt: userGetReceiptPdf },
  admin: { invoice: adminGetInvoicePdf, receipt: adminGetReceiptPdf },
  tenant: { invoice: userGetInvoicePdf, receipt: userGetReceiptPdf },
  landlord: null,
} as const;

/** Renders the invoice's PDF on the server when asked (a download changes nothing shown). */
export const useInvoicePdf = (area: Exclude<TBillingArea, 'landlord'>) =>
  useCallMutation(PDF_CALLS[area].invoice);
export const useReceiptPdf = (area: Exclude<TBillingArea, 'landlord'>) =>
  useCallMutation(PDF_CALLS[area].receipt);

export const EXPENSE_CALLS = {
  operator: { list: userListExpenses, get: userGetExpense },
  admin: { list: adminListExpenses, get: adminGetExpense },
  tenant: { list: userListExpenses, get: userGetExpense },
} as const;

/** Where an invoice opens in each area. */
export const invoicePath = (area: TBillingArea, id: number) =>
  area === 'tenant'
    ? `/transaction-detail/${id}`
    : area === 'landlord'
      ? `/landlord/transaction-detail/${id}`
      : `/${area}/invoice/${id}`;

export { userListTransactions };

/** Every page of a list call (CSV export), 500 rows at a time. */
export async function fetchAll<C extends TAnyContract, T>(
  contract: C,
  input: Record<string, unknown>,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = (await callApi(contract, { ...input, page, page_size: 500 } as TCallInput<C>)) as {
      data?: { items: T[]; total: number };
    };
    const items = res.data?.items ?? [];
    rows.push(...items);
    if (!items.length || rows.length >= (res.data?.total ?? 0)) return rows;
  }
}

/** The invoice moves of the operator's side; each writes the answered invoice into its record. */
export function useInvoiceActions() {
  const qc = useQueryClient();
  const onSuccess = (res: { data?: TInvoiceDetail }) => {
    if (res.data) qc.setQueryData(callKey(userGetInvoice, recordInput(res.data.id)), res);
    void qc.invalidateQueries({ queryKey: callKey(userListInvoices) });
    void qc.invalidateQueries({ queryKey: callKey(userListTransactions) });
  };
  return {
    post: useCallMutation(userPostInvoice, { onSuccess }),
    unpost: useCallMutation(userUnpostInvoice, { onSuccess }),
    revertToDraft: useCallMutation(userRevertInvoiceToDraft, { onSuccess }),
    void: useCallMutation(userVoidInvoice, { onSuccess }),
    reactivate: useCallMutation(userReactivateInvoice, { onSuccess }),
    send: useCallMutation(userSendInvoice, { onSuccess }),
    recordPayment: useCallMutation(userRecordPayment, { onSuccess }),
    revertPayment: useCallMutation(userRevertPayment, { onSuccess }),
    create: useCallMutation(userCreateInvoice, { onSuccess }),
  };
}

/** Starts an online payment of an invoice; the caller sends the browser to the gateway's page. */
export const usePayInvoice = () => useCallMutation(userPayInvoice);

export const useReminderSettings = () => useCall(userGetReminderSettings, {});
export function useUpdateReminderSettings() {
  const qc = useQueryClient();
  return useCallMutation(userUpdateReminderSettings, {
    onSuccess: (res) => qc.setQueryData(callKey(userGetReminderSettings, {}), res),
  });
}

export function useExpenseActions() {
  const qc = useQueryClient();
  const onSuccess = (res: { data?: { id: number } }) => {
    if (res.data) qc.setQueryData(callKey(userGetExpense, recordInput(res.data.id)), res);
    void qc.invalidateQueries({ queryKey: callKey(userListExpenses) });
    void qc.invalidateQueries({ queryKey: callKey(userListInvoices) });
  };
  return {
    create: useCallMutation(userCreateExpense, { onSuccess }),
    post: useCallMutation(userPostExpense, { onSuccess }),
    pay: useCallMutation(userPayExpense, { onSuccess }),
    void: useCallMutation(userVoidExpense, { onSuccess }),
  };
}

/** The operator's options for a new invoice or expense: active tenancies, products, tax items. */
export const useTenancyOptions = () => useCall(userListTenancies, { status: 'all', page: 1, page_size: 500 });
export const useProductOptions = () => useCall(userListProducts, { page: 1, page_size: 100 });
export const useTaxItemOptions = () => useCall(userListTaxItems, { page: 1, page_size: 100 });
