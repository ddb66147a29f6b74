import {
  userGetInvoice,
  userGetInvoicePdf,
  userGetReceiptPdf,
  userListInvoices,
  userListTransactions,
  userPayInvoice,
  userPostInvoice,
  userRecordPayment,
} from '@sewa/domain/billing/calls';
import type { TInvoiceDetail, TInvoiceRow, TTransactionRow } from '@sewa/domain/billing/schemas';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../app/session';
import { downloads } from '../../../shared/csv';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { listItem, pageOf, STATUS_COUNTS } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import {
  OperatorInvoiceDetailPage,
  OperatorInvoicePage,
  OperatorTransactionPage,
  TenancyPaymentDetailPage,
  TenantTransactionDetailPage,
  TenantTransactionPage,
} from '../billing-screens';

setupScreenTests();

const user = () => userEvent.setup({ delay: null });
const signInAsOperator = () =>
  saveSession({ token: 'op-token', role: 'operator', privileges: ['account/invoice'], origin: 'login' });
const signInAsTenant = () =>
  saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });

const row = (over: Partial<TInvoiceRow> = {}): TInvoiceRow => ({
  id: 41,
  company_id: 3,
  company_name: 'Demo Properties Sdn Bhd',
  number: 'INV-000041',
  invoice_date: '2026-06-07',
  due_date: '2026-06-07',
  source: 'auto',
  tenancy_id: 31,
  tenancy_code: 'T-000031',
  tenant_user_id: 51,
  bill_to: 'Nur Aisyah',
  property_name: 'Residensi Harmoni',
  invoice_status: 'posted',
  payment_status: 'unpaid',
  subtotal_sen: 150_105,
  tax_sen: 8,
  total_sen: 150_113,
  paid_sen: 0,
  balance_sen: 150_113,
  is_overdue: true,
  created_at: '2026-06-07T01:00:00.000Z',
  ...over,
});

const detail = (over: Partial<TInvoiceDetail> = {}): TInvoiceDetail => ({
  ...row(),
  tenant_email: 'aisyah@example.com',
  tenant_mobile: '+60123456789',
  unit_name: 'A-12-3',
  room_name: null,
  is_payout_income: true,
  is_smart_payout: false,
  remarks: null,
  source_invoice_id: null,
  reactivated_to_id: null,
  lines: [
    {
      id: 1,
      product_id: 7,
      product_name: 'Rent',
      description: 'June rent',
      quantity: 1,
      unit_price_sen: 150_000,
      tax_item_id: null,
      tax_name: null,
      tax_rate_bp: 0,
      amount_sen: 150_000,
      line_tax_sen: 0,
      line_total_sen: 150_000,
    },
    {
      id: 2,
      product_id: 8,
      product_name: 'Other fee',
      description: null,
      quantity: 3,
      unit_price_sen: 35,
      tax_item_id: 1,
      tax_name: 'SST 8%',
      tax_rate_bp: 800,
      amount_sen: 105,
      line_tax_sen: 8,
      line_total_sen: 113,
    },
  ],
  payments: [],
  reminders: [{ kind: 'on_date', day: '2026-06-07', sent_at: '2026-06-06T17:00:00.000Z' }],
  history: [],
  actions: ['unpost', 'revert_to_draft', 'void', 'flag_paid', 'pay_online'],
  is_gateway_active: true,
  ...over,
});

const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, page_size: 10 });

describe('invoices (operator)', () => {
  it('lists the tab with the totals of the filtered rows', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListInvoices, {
        data: {
          ...page([row()]),
          totals: { count: 1, total_sen: 150_113, paid_sen: 0, balance_sen: 150_113 },
        },
      }),
    );
    renderApp('/operator/invoice?tab=overdue', { '/operator/invoice': OperatorInvoicePage });
    expect(await screen.findByText('INV-000041')).toBeTruthy();
    const totals = screen.getByTestId('invoice-totals');
    expect(within(totals).getAllByText('RM 1,501.13')).toHaveLength(2);
    expect(api.to(userListInvoices)[0]!.fields).toMatchObject({ tab: 'overdue' });
  });

  it('filters by property, and exports the rows of that property', async () => {
    signInAsOperator();
    // Property 11 has INV-000041; without the filter the other property's INV-000042 shows too.
    const other = row({ id: 42, number: 'INV-000042', property_name: 'Vista Damai' });
    const api = fakeApi(
      answer(userListProperties, {
        data: pageOf([listItem({ id: 11, name: 'Residensi Harmoni' })], 1, 1, 100),
        status_counts: STATUS_COUNTS,
      }),
      answer(userListInvoices, (fields) => {
        const rows = fields.property_id === '11' ? [row()] : [row(), other];
        return {
          data: { ...page(rows), totals: { count: rows.length, total_sen: 0, paid_sen: 0, balance_sen: 0 } },
        };
      }),
    );
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    renderApp('/operator/invoice?tab=unpaid', { '/operator/invoice': OperatorInvoicePage });
    expect(await screen.findByText('INV-000042')).toBeTruthy();
    expect(api.to(userListInvoices)[0]!.fields).not.toHaveProperty('property_id');
    const u = user();
    await u.click(await screen.findByRole('combobox', { name: 'Property' }));
    await u.click(await screen.findByRole('option', { name: 'Residensi Harmoni' }));
    // The table remounts for the new filter: the old rows go before the new ones arrive.
    await waitFor(() => expect(screen.queryByText('INV-000042')).toBeNull());
    expect(await screen.findByText('INV-000041')).toBeTruthy();
    expect(api.to(userListInvoices).at(-1)!.fields).toMatchObject({ tab: 'unpaid', property_id: '11' });
    const before = api.to(userListInvoices).length;
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(api.to(userListInvoices).slice(before)[0]!.fields).toMatchObject({ property_id: '11' });
    expect(save.mock.calls[0]![1]).not.toContain('INV-000042');
    save.mockRestore();
    await u.click(screen.getByRole('combobox', { name: 'Property' }));
    await u.click(await screen.findByRole('option', { name: 'All properties' }));
    expect(await screen.findByText('INV-000042')).toBeTruthy();
  });

  it('exports the filtered invoices as an XLSX workbook with the amounts as numbers', async () => {
    signInAsOperator();
    fakeApi(
      answer(userListInvoices, {
        data: {
          ...page([row()]),
          totals: { count: 1, total_sen: 150_113, paid_sen: 0, balance_sen: 150_113 },
        },
      }),
    );
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    renderApp('/operator/invoice?tab=overdue', { '/operator/invoice': OperatorInvoicePage });
    expect(await screen.findByText('INV-000041')).toBeTruthy();
    await user().click(screen.getByRole('button', { name: 'Export XLSX' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const [fileName, content] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^invoices-overdue-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const { unzipSync, strFromU8 } = await import('fflate');
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(content as Blob);
    });
    const files = unzipSync(new Uint8Array(bytes));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const strings = strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array());
    expect(`${sheet}${strings}`).toContain('INV-000041');
    expect(sheet).toContain('<v>1501.13</v>');
    save.mockRestore();
  });

  it('shows lines with their tax and posts a draft after confirmation', async () => {
    signInAsOperator();
    const draft = detail({
      invoice_status: 'draft',
      number: null,
      balance_sen: 0,
      actions: ['post', 'void'],
    });
    const api = fakeApi(answer(userGetInvoice, { data: draft }), answer(userPostInvoice, { data: detail() }));
    renderApp('/operator/invoice/41', { '/operator/invoice/$id': OperatorInvoiceDetailPage });
    expect(await screen.findByText('June rent')).toBeTruthy();
    expect(screen.getByText('SST 8%')).toBeTruthy();
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Post' }));
    const dialog = await screen.findByRole('alertdialog');
    await u.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(api.to(userPostInvoice).map((c) => c.fields)).toEqual([{ invoice_id: '41' }]));
    expect(await screen.findByText('INV-000041', { exact: false })).toBeTruthy();
  });
});

describe('flag paid (operator)', () => {
  it('records a partial offline payment from the dialog', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetInvoice, { data: detail() }),
      answer(userRecordPayment, { data: detail({ payment_status: 'partially_paid', paid_sen: 10_000 }) }),
    );
    renderApp('/operator/invoice/41', { '/operator/invoice/$id': OperatorInvoiceDetailPage });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Flag paid' }));
    const dialog = await screen.findByRole('dialog', { name: /Record a payment of INV-000041/ });
    const amount = within(dialog).getByLabelText(/Amount \(RM\)/);
    await u.clear(amount);
    await u.type(amount, '100.00');
    await u.type(within(dialog).getByLabelText('Reference'), 'MBB-1');
    await u.click(within(dialog).getByRole('button', { name: 'Flag paid' }));
    await waitFor(() =>
      expect(api.to(userRecordPayment)[0]?.fields).toMatchObject({
        invoice_id: '41',
        amount_sen: '10000',
        method: 'bank_transfer',
        reference: 'MBB-1',
      }),
    );
    expect(await screen.findByText('Partially paid')).toBeTruthy();
  });
});

describe('transaction-detail (tenant)', () => {
  it('pays the balance online through the gateway page', async () => {
    signInAsTenant();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = fakeApi(
      answer(userGetInvoice, { data: detail({ actions: [] }) }),
      answer(userPayInvoice, { data: { payment_ref: 'SW1', payment_url: 'http://x/simulator/payex/abc' } }),
    );
    renderApp('/transaction-detail/41', { '/transaction-detail/$id': TenantTransactionDetailPage });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Pay RM 1501.13 now' }));
    await waitFor(() => expect(api.to(userPayInvoice).map((c) => c.fields)).toEqual([{ invoice_id: '41' }]));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://x/simulator/payex/abc'));
    vi.unstubAllGlobals();
  });
});

describe('invoice and receipt PDFs', () => {
  const pdf = (name: string) => ({
    data: { file_name: name, mime: 'application/pdf' as const, base64: 'JVBERi0=' },
  });
  const paidOnce = detail({
    payment_status: 'partially_paid',
    paid_sen: 50_000,
    balance_sen: 100_113,
    payments: [
      {
        id: 9,
        method: 'gateway',
        amount_sen: 50_000,
        paid_on: '2026-06-08',
        reference: null,
        payment_ref: 'SW1',
        proof_url: null,
        receipt_number: 'RC-000009',
        is_reverted: false,
        reverted_reason: null,
        created_at: '2026-06-08T01:00:00.000Z',
      },
    ],
  });

  it('lets the tenant download the invoice and, once paid, the receipt', async () => {
    signInAsTenant();
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    const api = fakeApi(
      answer(userGetInvoice, { data: paidOnce }),
      answer(userGetInvoicePdf, pdf('INV-000041.pdf')),
      answer(userGetReceiptPdf, pdf('RC-000009.pdf')),
    );
    renderApp('/transaction-detail/41', { '/transaction-detail/$id': TenantTransactionDetailPage });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Invoice PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('INV-000041.pdf', expect.any(Blob)));
    expect(api.to(userGetInvoicePdf).map((c) => c.fields)).toEqual([{ invoice_id: '41' }]);
    await u.click(screen.getByRole('button', { name: 'Receipt PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('RC-000009.pdf', expect.any(Blob)));
    expect(api.to(userGetReceiptPdf).map((c) => c.fields)).toEqual([{ payment_id: '9' }]);
    save.mockRestore();
  });

  it('lets the tenant download them from the rows of the transaction list', async () => {
    signInAsTenant();
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    const base = { occurred_at: '2026-06-08T02:00:00.000Z', amount_sen: 50_000 };
    const api = fakeApi(
      answer(userListTransactions, {
        data: page<TTransactionRow>([
          {
            ...base,
            key: 'pay-9',
            kind: 'payment',
            reference: 'RC-000009',
            description: 'gateway',
            invoice_id: 41,
            payment_id: 9,
          },
          {
            ...base,
            key: 'inv-41',
            kind: 'invoice',
            reference: 'INV-000041',
            description: 'Invoice due',
            invoice_id: 41,
            payment_id: null,
          },
          {
            ...base,
            key: 'dep-5',
            kind: 'deposit',
            reference: 'tenancy 31',
            description: 'deposit',
            invoice_id: null,
            payment_id: null,
          },
        ]),
      }),
      answer(userGetInvoicePdf, pdf('INV-000041.pdf')),
      answer(userGetReceiptPdf, pdf('RC-000009.pdf')),
    );
    renderApp('/transaction', { '/transaction': TenantTransactionPage });
    const u = user();
    const receiptRow = (await screen.findByText('RC-000009')).closest('tr')!;
    await u.click(within(receiptRow).getByRole('button', { name: 'Receipt PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('RC-000009.pdf', expect.any(Blob)));
    expect(api.to(userGetReceiptPdf).map((c) => c.fields)).toEqual([{ payment_id: '9' }]);
    const invoiceRow = screen.getByText('INV-000041').closest('tr')!;
    await u.click(within(invoiceRow).getByRole('button', { name: 'Invoice PDF' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('INV-000041.pdf', expect.any(Blob)));
    expect(api.to(userGetInvoicePdf).map((c) => c.fields)).toEqual([{ invoice_id: '41' }]);
    const depositRow = screen.getByText('tenancy 31').closest('tr')!;
    expect(within(depositRow).queryByRole('button')).toBeNull();
    save.mockRestore();
  });

  it('offers no receipt for a reverted payment and tells a failure', async () => {
    signInAsOperator();
    const reverted = { ...paidOnce.payments[0]!, is_reverted: true, reverted_reason: 'Bounced' };
    fakeApi(
      answer(userGetInvoice, { data: { ...paidOnce, payments: [reverted] } }),
      answer(userGetInvoicePdf, failure(102)),
    );
    renderApp('/operator/invoice/41', { '/operator/invoice/$id': OperatorInvoiceDetailPage });
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Invoice PDF' }));
    expect(await screen.findByText('The PDF could not be made')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Receipt PDF' })).toBeNull();
  });
});

describe('tenancy-payment-detail (tenant)', () => {
  it('lists the unpaid invoices with a way to pay each', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userListInvoices, {
        data: {
          ...page([row()]),
          totals: { count: 1, total_sen: 150_113, paid_sen: 0, balance_sen: 150_113 },
        },
      }),
    );
    renderApp('/tenancy-payment-detail', { '/tenancy-payment-detail': TenancyPaymentDetailPage });
    const link = await screen.findByRole('link', { name: 'Pay' });
    expect(link.getAttribute('href')).toBe('/transaction-detail/41');
    expect(api.to(userListInvoices)[0]!.fields).toMatchObject({ tab: 'unpaid' });
  });
});

describe('transaction (operator)', () => {
  it('lists the company’s money movements and exports them as CSV', async () => {
    saveSession({ token: 'op-token', role: 'operator', privileges: ['transaction'], origin: 'login' });
    const tx = {
      key: 'tx-9',
      kind: 'payment' as const,
      occurred_at: '2026-06-08T02:00:00.000Z',
      reference: 'invoice_payment 3',
      description: 'Payment of invoice INV-000041',
      amount_sen: 10_000,
      invoice_id: 41,
      payment_id: 3,
    };
    const api = fakeApi(answer(userListTransactions, { data: page([tx]) }));
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    renderApp('/operator/transaction?tabId=payments', { '/operator/transaction': OperatorTransactionPage });
    expect(await screen.findByText('Payment of invoice INV-000041')).toBeTruthy();
    expect(api.to(userListTransactions)[0]!.fields).toMatchObject({ tabId: 'payments' });
    await user().click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(save.mock.calls[0]![1]).toContain('Payment of invoice INV-000041');
    expect(screen.queryByRole('button', { name: 'Receipt PDF' })).toBeNull();
    save.mockRestore();
  });
});
