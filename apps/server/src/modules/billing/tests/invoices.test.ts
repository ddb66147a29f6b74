import { invoices } from '@sewa/db';
import { makeSession, makeTeamMember } from '@sewa/db/testing';
import type { TPayloadValue } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { balance } from '../../tenancy/tests/tenancy-kit';
import {
  act,
  adminToken,
  billedEstate,
  draftInvoice,
  income,
  ledgerSound,
  makeListing,
  productId,
  receivable,
  sst8,
  type TInvoice,
  type TMoneyApp,
  useBillingApp,
} from './billing-kit';

// Invoices through the calls: create (totals and per-line tax), post (number, ledger), offline payments
// (partial, over the balance refused), revert a payment, unpost, revert to draft, void, reactivate; every
// action in every state (illegal → 104), as every role (103), across companies (102); the ledger is
// checked after each money step.

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

const MOVES = [
  'user-post-invoice',
  'user-unpost-invoice',
  'user-revert-invoice-to-draft',
  'user-void-invoice',
  'user-reactivate-invoice',
] as const;

async function codes(token: string, id: number, names: readonly string[]) {
  const out: Record<string, number> = {};
  for (const name of names) out[name] = (await act(t, token, name, { invoice_id: id })).status_code;
  return out;
}

describe('an invoice from draft to paid', () => {
  it('totals each line with its tax, posts with the next number, takes payments, reverts one', async () => {
    const e = await billedEstate(t);
    const draft = await draftInvoice(t, e, await sst8(t));
    // 150,000 + 105 (tax 8.4 → 8) = 150,113.
    expect(draft).toMatchObject({
      invoice_status: 'draft',
      payment_status: 'unpaid',
      number: null,
      subtotal_sen: 150_105,
      tax_sen: 8,
      total_sen: 150_113,
      balance_sen: 0,
      actions: ['post', 'void'],
    });
    expect(draft.lines.map((l) => [l.amount_sen, l.line_tax_sen, l.line_total_sen])).toEqual([
      [150_000, 0, 150_000],
      [105, 8, 113],
    ]);
    // A draft takes no payment and cannot be unposted.
    expect(
      await codes(e.operatorToken, draft.id, [
        'user-unpost-invoice',
        'user-revert-invoice-to-draft',
        'user-reactivate-invoice',
      ]),
    ).toEqual({
      'user-unpost-invoice': 104,
      'user-revert-invoice-to-draft': 104,
      'user-reactivate-invoice': 104,
    });
    const early = await act(t, e.operatorToken, 'user-record-payment', {
      invoice_id: draft.id,
      amount_sen: 100,
      method: 'cash',
      paid_on: '2026-05-04',
    });
    expect(early.status_code).toBe(104);

    const posted = await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id });
    expect(posted.data).toMatchObject({
      invoice_status: 'posted',
      number: 'INV-000001',
      balance_sen: 150_113,
    });
    expect(await receivable(t, e.tenant.id)).toBe(-150_113);
    expect(await income(t, e.company.id)).toBe(150_105);
    expect(await balance(t, 'company', e.company.id, 'tax_payable')).toBe(8);
    await ledgerSound(t);
    expect((await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id })).status_code).toBe(
      104,
    );

    // Partial offline payment, then more than the balance is refused (101), then the rest.
    const part = await act(t, e.operatorToken, 'user-record-payment', {
      invoice_id: draft.id,
      amount_sen: 50_000,
      method: 'bank_transfer',
      paid_on: '2026-05-05',
      reference: 'MBB123',
    });
    expect(part.data).toMatchObject({
      payment_status: 'partially_paid',
      paid_sen: 50_000,
      balance_sen: 100_113,
    });
    expect(part.data!.payments[0]).toMatchObject({ method: 'bank_transfer', receipt_number: 'RC-000001' });
    expect(await balance(t, 'company', e.company.id, 'bank')).toBe(-50_000);
    await ledgerSound(t);
    const over = await act(t, e.operatorToken, 'user-record-payment', {
      invoice_id: draft.id,
      amount_sen: 100_114,
      method: 'cash',
      paid_on: '2026-05-05',
    });
    expect(over.status_code).toBe(101);
    expect(Object.keys(over.errors ?? {})).toEqual(['amount_sen']);
    // Nothing paid may be unposted or voided.
    expect(await codes(e.operatorToken, draft.id, ['user-unpost-invoice', 'user-void-invoice'])).toEqual({
      'user-unpost-invoice': 104,
      'user-void-invoice': 104,
    });
    const rest = await act(t, e.operatorToken, 'user-record-payment', {
      invoice_id: draft.id,
      amount_sen: 100_113,
      method: 'cash',
      paid_on: '2026-05-06',
    });
    expect(rest.data).toMatchObject({ payment_status: 'paid', balance_sen: 0 });
    expect(await receivable(t, e.tenant.id)).toBe(0);
    await ledgerSound(t);
    expect(
      (
        await act(t, e.operatorToken, 'user-record-payment', {
          invoice_id: draft.id,
          amount_sen: 1,
          method: 'cash',
          paid_on: '2026-05-06',
        })
      ).status_code,
    ).toBe(104);

    // Revert the second payment: partially paid again, the money back on the receivable.
    const reverted = await act(t, e.operatorToken, 'user-revert-payment', {
      payment_id: rest.data!.payments[1]!.id,
      reason: 'Cheque bounced',
    });
    expect(reverted.data).toMatchObject({ payment_status: 'partially_paid', paid_sen: 50_000 });
    expect(reverted.data!.payments[1]!.is_reverted).toBe(true);
    expect(await receivable(t, e.tenant.id)).toBe(-100_113);
    await ledgerSound(t);
    // Reverting it twice is 104.
    expect(
      (
        await act(t, e.operatorToken, 'user-revert-payment', {
          payment_id: rest.data!.payments[1]!.id,
          reason: 'x',
        })
      ).status_code,
    ).toBe(104);
    const first = await act(t, e.operatorToken, 'user-revert-payment', {
      payment_id: part.data!.payments[0]!.id,
      reason: 'x',
    });
    expect(first.data).toMatchObject({ payment_status: 'unpaid', paid_sen: 0 });
    await ledgerSound(t);

    // Now unpaid: void reverses the posting; reactivate opens a new draft.
    const voided = await act(t, e.operatorToken, 'user-void-invoice', {
      invoice_id: draft.id,
      reason: 'Wrong tenant',
    });
    expect(voided.data).toMatchObject({
      invoice_status: 'void',
      number: 'INV-000001',
      actions: ['reactivate'],
    });
    expect(await receivable(t, e.tenant.id)).toBe(0);
    expect(await income(t, e.company.id)).toBe(0);
    await ledgerSound(t);
    expect(
      await codes(e.operatorToken, draft.id, [
        'user-post-invoice',
        'user-unpost-invoice',
        'user-void-invoice',
      ]),
    ).toEqual({
      'user-post-invoice': 104,
      'user-unpost-invoice': 104,
      'user-void-invoice': 104,
    });
    const copy = await act(t, e.operatorToken, 'user-reactivate-invoice', { invoice_id: draft.id });
    expect(copy.data).toMatchObject({
      invoice_status: 'draft',
      total_sen: 150_113,
      source_invoice_id: draft.id,
      number: null,
    });
    const again = await act(t, e.operatorToken, 'user-get-invoice', { id: draft.id });
    expect(again.data!.reactivated_to_id).toBe(copy.data!.id);
    // The copy posts with the next number: numbers stay gapless among posted invoices.
    const second = await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: copy.data!.id });
    expect(second.data!.number).toBe('INV-000002');
    await ledgerSound(t);
  });

  it('unposts and reverts to draft while unpaid, reversing the posting; re-posting keeps the number', async () => {
    const e = await billedEstate(t);
    const draft = await draftInvoice(t, e, await sst8(t));
    for (const name of ['user-unpost-invoice', 'user-revert-invoice-to-draft'] as const) {
      expect(
        (await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id })).data!.number,
      ).toBe('INV-000001');
      expect(await receivable(t, e.tenant.id)).toBe(-150_113);
      const back = await act(t, e.operatorToken, name, { invoice_id: draft.id });
      expect(back.data).toMatchObject({ invoice_status: 'draft', number: 'INV-000001' });
      expect(await receivable(t, e.tenant.id)).toBe(0);
      await ledgerSound(t);
    }
    // A draft's items change with user-update-invoice.
    const rent = await productId(t, e.company.id, 'rent');
    const updated = await act(t, e.operatorToken, 'user-update-invoice', {
      invoice_id: draft.id,
      items: JSON.stringify([{ product_id: rent, quantity: 1, unit_price_sen: 120_000 }]),
      due_date: '2026-05-11',
    });
    expect(updated.data).toMatchObject({ total_sen: 120_000, invoice_status: 'draft' });
    const history = (await act(t, e.operatorToken, 'user-get-invoice', { id: draft.id })).data!.history.map(
      (h) => h.action,
    );
    expect(history).toEqual(['create', 'post', 'unpost', 'post', 'revert_to_draft']);
  });
});

describe('who sees and moves an invoice', () => {
  it('the tenant reads their posted invoices only; landlords read; others get 102; only the operator moves', async () => {
    const e = await billedEstate(t);
    const draft = await draftInvoice(t, e, await sst8(t));
    // A draft is the operator's: the tenant does not find it.
    expect((await act(t, e.tenantToken, 'user-get-invoice', { id: draft.id })).status_code).toBe(102);
    await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id });
    const seen = await act(t, e.tenantToken, 'user-get-invoice', { id: draft.id });
    expect(seen.data).toMatchObject({ invoice_status: 'posted', actions: [] });
    expect((await act(t, e.landlordToken, 'user-get-invoice', { id: draft.id })).status_code).toBe(100);
    const list = await t.call<{ items: TInvoice[]; totals: { total_sen: number } }>(
      'user-list-invoices',
      { tab: 'unpaid' },
      { token: e.tenantToken },
    );
    expect(list.data!.items.map((i) => i.id)).toEqual([draft.id]);
    expect(list.data!.totals.total_sen).toBe(150_113);
    // The tenant and the landlord move nothing (103).
    for (const token of [e.tenantToken, e.landlordToken])
      expect((await codes(token, draft.id, MOVES))['user-void-invoice']).toBe(103);
    // Another company finds nothing.
    const stranger = await makeListing(t);
    expect(await codes(stranger.operatorToken, draft.id, [...MOVES, 'user-send-invoice'])).toEqual({
      'user-post-invoice': 102,
      'user-unpost-invoice': 102,
      'user-revert-invoice-to-draft': 102,
      'user-void-invoice': 102,
      'user-reactivate-invoice': 102,
      'user-send-invoice': 102,
    });
    expect((await act(t, stranger.operatorToken, 'user-get-invoice', { id: draft.id })).status_code).toBe(
      102,
    );
    const foreign = await act(t, stranger.operatorToken, 'user-create-invoice', {
      tenancy_id: e.tenancy.id,
      items: JSON.stringify([{ product_id: 1, quantity: 1, unit_price_sen: 1 }]),
      due_date: '2026-05-11',
    });
    expect(foreign.status_code).toBe(101);
    expect(Object.keys(foreign.errors ?? {})).toEqual(['tenancy_id']);
    // A team member without account/invoice: 103; the admin reads every company's.
    const member = await makeTeamMember(t.database.db, e.company.id, e.operator.id, ['tenancy']);
    const memberToken = await makeSession(t.database.db, { kind: 'user', id: member.id });
    expect((await act(t, memberToken, 'user-get-invoice', { id: draft.id })).status_code).toBe(103);
    const admin = await adminToken(t);
    expect((await act(t, admin, 'admin-get-invoice', { id: draft.id })).data!.number).toBe('INV-000001');
    const all = await t.call<{ total: number }>(
      'admin-list-invoices',
      { company_id: e.company.id },
      { token: admin },
    );
    expect(all.data!.total).toBe(1);
  });

  it('filters the operator’s list by property; another company’s property finds nothing', async () => {
    const e = await billedEstate(t);
    const second = await billedEstate(t, {}, e);
    const tax = await sst8(t);
    const here = await draftInvoice(t, e, tax);
    const there = await draftInvoice(t, second, tax);
    type TList = { items: TInvoice[]; total: number; totals: { count: number } };
    const list = async (payload: Record<string, TPayloadValue>, token = e.operatorToken) =>
      t.call<TList>('user-list-invoices', { tab: 'draft', ...payload }, { token });
    expect((await list({})).data!.items.map((i) => i.id).sort()).toEqual([here.id, there.id].sort());
    const first = await list({ property_id: e.property.id });
    expect(first.data!.items.map((i) => i.id)).toEqual([here.id]);
    expect(first.data!.totals.count).toBe(1);
    expect((await list({ property_id: second.property.id })).data!.items.map((i) => i.id)).toEqual([
      there.id,
    ]);
    // The filter narrows within the caller's scope: a stranger naming this property sees none of it.
    const stranger = await makeListing(t);
    expect((await list({ property_id: e.property.id }, stranger.operatorToken)).data!.total).toBe(0);
    const bad = await list({ property_id: 'x' });
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {})).toEqual(['property_id']);
  });

  it('refuses bad input with field errors in both languages', async () => {
    const e = await billedEstate(t);
    const bad = await t.call(
      'user-create-invoice',
      { tenancy_id: e.tenancy.id, items: '[]', invoice_date: '2026-05-10', due_date: '2026-05-01' },
      { token: e.operatorToken },
    );
    expect(bad.status_code).toBe(101);
    expect(Object.keys(bad.errors ?? {}).sort()).toEqual(['due_date', 'items']);
    const cn = await t.call(
      'user-create-invoice',
      { tenancy_id: e.tenancy.id, items: '[]', due_date: '2026-05-01' },
      { token: e.operatorToken, lang: 'cn' },
    );
    expect(cn.errors?.items).toBe('此字段为必填项。');
    // Another company's product is not one of yours.
    const other = await makeListing(t);
    await t.call('user-list-products', {}, { token: other.operatorToken });
    const foreignProduct = await productId(t, other.company.id, 'rent');
    const wrong = await t.call(
      'user-create-invoice',
      {
        tenancy_id: e.tenancy.id,
        items: JSON.stringify([{ product_id: foreignProduct, quantity: 1, unit_price_sen: 100 }]),
        due_date: '2026-05-11',
      },
      { token: e.operatorToken },
    );
    expect(wrong.status_code).toBe(101);
    expect(wrong.errors?.['items.0.product_id']).toBe('Choose one of your products.');
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.tenancyId, e.tenancy.id));
    expect(row).toBeUndefined();
  });
});
