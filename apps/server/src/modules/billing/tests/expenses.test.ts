import { pngFile } from '@sewa/domain/testing/png';
import { describe, expect, it } from 'vitest';
import {
  adminToken,
  balance,
  billedEstate,
  draftInvoice,
  ledgerSound,
  makeListing,
  sst8,
  type TMoneyApp,
  useBillingApp,
} from './billing-kit';

// Expenses (draft → posted → paid, or void; paying reduces the company's income by what its bank paid),
// recharging one to the tenant (a draft invoice; only then does the tenant see it), and the transaction
// lists of the operator, the tenant and the landlord.

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

type TExpense = {
  id: number;
  number: string;
  status: string;
  total_sen: number;
  tax_sen: number;
  actions: string[];
  recharge_invoice_id: number | null;
  documents: { url: string }[];
};

describe('expenses', () => {
  it('creates with per-line tax and documents, posts, pays (ledger), and refuses illegal moves', async () => {
    const e = await billedEstate(t);
    const tax = await sst8(t);
    const made = await t.call<TExpense>(
      'user-create-expense',
      {
        expense_date: '2026-05-04',
        payee_kind: 'contractor',
        payee_name: 'Ah Seng Plumbing',
        category: 'repair',
        items: JSON.stringify([
          { description: 'Pipe', quantity: 2, unit_price_sen: 12_500, tax_item_id: tax },
        ]),
        property_id: e.property.id,
        documents: pngFile(200, 200, 'bill.png'),
      },
      { token: e.operatorToken },
    );
    expect(made.status_code).toBe(100);
    expect(made.data).toMatchObject({
      number: 'EXP-000001',
      status: 'draft',
      total_sen: 27_000,
      tax_sen: 2_000,
      actions: ['post', 'void'],
    });
    expect(made.data!.documents).toHaveLength(1);
    const id = made.data!.id;
    expect(
      (await t.call('user-pay-expense', { expense_id: id }, { token: e.operatorToken })).status_code,
    ).toBe(104);
    expect(
      (await t.call<TExpense>('user-post-expense', { expense_id: id }, { token: e.operatorToken })).data!
        .status,
    ).toBe('posted');
    const paid = await t.call<TExpense>('user-pay-expense', { expense_id: id }, { token: e.operatorToken });
    expect(paid.data).toMatchObject({ status: 'paid', actions: [] });
    expect(await balance(t, 'company', e.company.id, 'operator_income')).toBe(-27_000);
    await ledgerSound(t);
    expect(
      (await t.call('user-void-expense', { expense_id: id }, { token: e.operatorToken })).status_code,
    ).toBe(104);
    // Not the tenant's (not recharged), not another company's; admins read it.
    expect((await t.call('user-get-expense', { id }, { token: e.tenantToken })).status_code).toBe(102);
    const stranger = await makeListing(t);
    expect((await t.call('user-get-expense', { id }, { token: stranger.operatorToken })).status_code).toBe(
      102,
    );
    expect(
      (await t.call('user-post-expense', { expense_id: id }, { token: stranger.operatorToken })).status_code,
    ).toBe(102);
    const admin = await adminToken(t);
    expect((await t.call<TExpense>('admin-get-expense', { id }, { token: admin })).data!.number).toBe(
      'EXP-000001',
    );
    // Bad input: 101 per field.
    const bad = await t.call(
      'user-create-expense',
      {
        expense_date: 'x',
        payee_kind: 'vendor',
        payee_name: '',
        category: 'nope',
        items: '[]',
        is_recharged: true,
      },
      { token: e.operatorToken },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['category', 'expense_date', 'items', 'payee_name']);
    const noTenancy = await t.call(
      'user-create-expense',
      {
        expense_date: '2026-05-04',
        payee_kind: 'vendor',
        payee_name: 'A',
        category: 'repair',
        items: JSON.stringify([{ description: 'x', quantity: 1, unit_price_sen: 100 }]),
        is_recharged: true,
      },
      { token: e.operatorToken },
    );
    expect(noTenancy.errors).toEqual({ tenancy_id: 'Choose the tenancy to recharge the expense to.' });
  });

  it('recharges an expense to the tenant as a draft invoice; the tenant then sees the expense', async () => {
    const e = await billedEstate(t);
    const made = await t.call<TExpense>(
      'user-create-expense',
      {
        expense_date: '2026-05-04',
        payee_kind: 'vendor',
        payee_name: 'Key shop',
        category: 'other',
        items: JSON.stringify([{ description: 'Lost key', quantity: 1, unit_price_sen: 5_000 }]),
        tenancy_id: e.tenancy.id,
        is_recharged: true,
      },
      { token: e.operatorToken },
    );
    expect(made.status_code).toBe(100);
    const invoiceId = made.data!.recharge_invoice_id!;
    const invoice = await t.call<{ source: string; invoice_status: string; total_sen: number }>(
      'user-get-invoice',
      { id: invoiceId },
      { token: e.operatorToken },
    );
    expect(invoice.data).toMatchObject({ source: 'recharge', invoice_status: 'draft', total_sen: 5_000 });
    expect(
      (await t.call('user-get-expense', { id: made.data!.id }, { token: e.tenantToken })).status_code,
    ).toBe(100);
    const list = await t.call<{ total: number }>('user-list-expenses', {}, { token: e.tenantToken });
    expect(list.data!.total).toBe(1);
  });
});

describe('transactions', () => {
  it('lists the company money movements, and the tenant and landlord their own', async () => {
    const e = await billedEstate(t);
    const draft = await draftInvoice(t, e, await sst8(t));
    await t.call('user-post-invoice', { invoice_id: draft.id }, { token: e.operatorToken });
    const paid = await t.call<{ payments: { id: number }[] }>(
      'user-record-payment',
      { invoice_id: draft.id, amount_sen: 10_000, method: 'cash', paid_on: '2026-05-04' },
      { token: e.operatorToken },
    );
    const paymentId = paid.data!.payments[0]!.id;
    type TList = {
      items: { kind: string; amount_sen: number; invoice_id: number | null; payment_id: number | null }[];
      total: number;
    };
    const ops = await t.call<TList>('user-list-transactions', {}, { token: e.operatorToken });
    expect(ops.data!.items.map((i) => [i.kind, i.amount_sen, i.invoice_id, i.payment_id])).toEqual([
      ['payment', 10_000, draft.id, paymentId],
      ['invoice', 150_113, draft.id, null],
    ]);
    const onlyPayments = await t.call<TList>(
      'user-list-transactions',
      { tabId: 'payments' },
      { token: e.operatorToken },
    );
    expect(onlyPayments.data!.total).toBe(1);
    const tenant = await t.call<TList>(
      'user-list-transactions',
      { tabId: 'invoices' },
      { token: e.tenantToken },
    );
    expect(tenant.data!.items.map((i) => [i.kind, i.invoice_id])).toEqual([['invoice', draft.id]]);
    // Each payment row names its payment, whose receipt the tenant downloads from the row.
    const tenantPayments = await t.call<TList>(
      'user-list-transactions',
      { tabId: 'payments' },
      { token: e.tenantToken },
    );
    expect(tenantPayments.data!.items.map((i) => [i.kind, i.invoice_id, i.payment_id])).toEqual([
      ['payment', draft.id, paymentId],
    ]);
    const landlord = await t.call<TList>('user-list-transactions', {}, { token: e.landlordToken });
    expect(landlord.data!.total).toBe(2);
    // Another company's operator sees none of it.
    const stranger = await makeListing(t);
    expect(
      (await t.call<TList>('user-list-transactions', {}, { token: stranger.operatorToken })).data!.total,
    ).toBe(0);
    const bad = await t.call('user-list-transactions', { tabId: 'nope' }, { token: e.tenantToken });
    expect(bad.status_code).toBe(101);
  });
});
