import { companies, users } from '@sewa/db';
import { makeSession, makeTeamMember } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  act,
  adminToken,
  billedEstate,
  draftInvoice,
  makeListing,
  sst8,
  type TBilledEstate,
  type TMoneyApp,
  useBillingApp,
} from './billing-kit';

// Invoice and receipt PDFs (docs/decisions/0021-billing.md, "Invoice and receipt PDFs"): the tax-invoice
// fields when the company is SST-registered, both languages (Chinese drawn, not replaced), who may read
// them (the company's side with account/invoice, the tenant, admins; another company 102), and a
// reverted payment's receipt refused (104).

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

type TFile = { file_name: string; mime: string; base64: string };

const textOf = async (file: TFile) =>
  (
    await extractText(await getDocumentProxy(new Uint8Array(Buffer.from(file.base64, 'base64'))), {
      mergePages: true,
    })
  ).text;

async function pdf(name: string, payload: Record<string, number>, token: string, lang: 'en' | 'cn' = 'en') {
  const res = await t.call<TFile>(name, payload, { token, lang });
  return res;
}

/** A posted invoice (rent RM 1,500 and 3 × RM 0.35 at SST 8%) with one bank transfer of RM 500 on it. */
async function paidInPart(e: TBilledEstate) {
  const draft = await draftInvoice(t, e, await sst8(t));
  await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id });
  const paid = await act(t, e.operatorToken, 'user-record-payment', {
    invoice_id: draft.id,
    amount_sen: 50_000,
    method: 'bank_transfer',
    paid_on: '2026-05-05',
    reference: 'MBB123',
  });
  return { invoice: paid.data!, payment: paid.data!.payments[0]! };
}

describe('user-get-invoice-pdf', () => {
  it('prints a tax invoice with every SST field when the company is registered, in English', async () => {
    const e = await billedEstate(t);
    await t.database.db
      .update(companies)
      .set({
        serviceTaxId: 'W10-1808-32000123',
        addressLine1: '12 Jalan Ampang',
        postcode: '50450',
        city: 'Kuala Lumpur',
        state: 'WP Kuala Lumpur',
      })
      .where(eq(companies.id, e.company.id));
    const { invoice } = await paidInPart(e);
    const res = await pdf('user-get-invoice-pdf', { invoice_id: invoice.id }, e.operatorToken);
    expect(res.status_code).toBe(100);
    expect(res.data).toMatchObject({ file_name: 'INV-000001.pdf', mime: 'application/pdf' });
    const text = await textOf(res.data!);
    for (const field of [
      'Tax Invoice',
      'SST Registration No. W10-1808-32000123',
      '12 Jalan Ampang',
      'Invoice No.',
      'INV-000001',
      'Invoice date',
      '2026-05-04',
      e.tenant.name,
      'June rent',
      'Unit price',
      'Tax rate',
      '8%',
      'Subtotal excluding tax',
      'RM 1,501.05',
      'Total tax',
      'RM 0.08',
      'Total including tax',
      'RM 1,501.13',
      'RC-000001',
    ])
      expect(text).toContain(field);
  }, 60_000);

  it('is a plain invoice when the company has no SST number, and in Chinese for a Chinese reader', async () => {
    const e = await billedEstate(t);
    await t.database.db.update(users).set({ name: '陈小明' }).where(eq(users.id, e.tenant.id));
    const { invoice } = await paidInPart(e);
    const en = await textOf(
      (await pdf('user-get-invoice-pdf', { invoice_id: invoice.id }, e.tenantToken)).data!,
    );
    expect(en).not.toContain('Tax Invoice');
    expect(en).not.toContain('SST Registration');
    expect(en).toContain('Invoice');
    const cn = await textOf(
      (await pdf('user-get-invoice-pdf', { invoice_id: invoice.id }, e.tenantToken, 'cn')).data!,
    );
    for (const field of ['发票号码', '陈小明', '不含税小计', '税额合计', '总额', 'RM 1,501.13'])
      expect(cn).toContain(field);
    // Every character drawn: the font lacks none of them (a missing glyph is printed as '?').
    expect(cn).not.toContain('?');
  }, 60_000);

  it('is read by the company, its tenant and admins; another company and a member without the privilege are refused', async () => {
    const e = await billedEstate(t);
    const { invoice, payment } = await paidInPart(e);
    const draft = await draftInvoice(t, e, await sst8(t));
    const stranger = await makeListing(t);
    const member = await makeTeamMember(t.database.db, e.company.id, e.operator.id, ['tenancy']);
    const memberToken = await makeSession(t.database.db, { kind: 'user', id: member.id });
    const admin = await adminToken(t);
    const code = async (name: string, payload: Record<string, number>, token: string) =>
      (await pdf(name, payload, token)).status_code;
    expect(await code('user-get-invoice-pdf', { invoice_id: invoice.id }, e.tenantToken)).toBe(100);
    expect(await code('user-get-invoice-pdf', { invoice_id: invoice.id }, stranger.operatorToken)).toBe(102);
    expect(await code('user-get-receipt-pdf', { payment_id: payment.id }, stranger.operatorToken)).toBe(102);
    expect(await code('user-get-invoice-pdf', { invoice_id: invoice.id }, memberToken)).toBe(103);
    expect(await code('user-get-invoice-pdf', { invoice_id: invoice.id }, e.landlordToken)).toBe(103);
    expect(await code('admin-get-invoice-pdf', { invoice_id: invoice.id }, admin)).toBe(100);
    expect(await code('admin-get-receipt-pdf', { payment_id: payment.id }, admin)).toBe(100);
    // A draft is the operator's: printed as a draft for them, not found for the tenant.
    const drafted = await pdf('user-get-invoice-pdf', { invoice_id: draft.id }, e.operatorToken);
    expect(drafted.data!.file_name).toBe(`invoice-${draft.id}-draft.pdf`);
    expect(await textOf(drafted.data!)).toContain('DRAFT');
    expect(await code('user-get-invoice-pdf', { invoice_id: draft.id }, e.tenantToken)).toBe(102);
    // Bad input: 101.
    const bad = await t.call('user-get-invoice-pdf', { invoice_id: 'x\u0001' }, { token: e.operatorToken });
    expect(bad.status_code).toBe(101);
  }, 60_000);
});

describe('user-get-receipt-pdf', () => {
  it('prints one payment: number, date, method, reference, amount, the invoice and the balance after', async () => {
    const e = await billedEstate(t);
    const { invoice, payment } = await paidInPart(e);
    const res = await pdf('user-get-receipt-pdf', { payment_id: payment.id }, e.tenantToken);
    expect(res.status_code).toBe(100);
    expect(res.data!.file_name).toBe('RC-000001.pdf');
    const text = await textOf(res.data!);
    for (const field of [
      'Official Receipt',
      'RC-000001',
      '2026-05-05',
      'Bank transfer',
      'MBB123',
      'RM 500.00',
      'INV-000001',
      'Balance after this payment',
      'RM 1,001.13',
    ])
      expect(text).toContain(field);
    const cn = await textOf(
      (await pdf('user-get-receipt-pdf', { payment_id: payment.id }, e.tenantToken, 'cn')).data!,
    );
    for (const field of ['正式收据', '银行转账', '本次付款后余额']) expect(cn).toContain(field);
    expect(cn).not.toContain('?');
    // A reverted payment no longer stands: no receipt (104).
    await act(t, e.operatorToken, 'user-revert-payment', { payment_id: payment.id, reason: 'Bounced' });
    expect((await pdf('user-get-receipt-pdf', { payment_id: payment.id }, e.operatorToken)).status_code).toBe(
      104,
    );
    expect(invoice.number).toBe('INV-000001');
  }, 60_000);
});

describe('the PDFs in the tenant’s e-mails', () => {
  type TMail = { to: string; channel: string; subject: string | null; body: string };
  const mailTo = async (email: string) =>
    (await t.call<TMail[]>('public-dev-list-outbox', { to: email, page_size: 20 })).data!;

  it('links the invoice PDF when an invoice is posted and the receipt PDF when a payment is recorded', async () => {
    const e = await billedEstate(t);
    const email = e.tenant.email!.toLowerCase();
    const { invoice } = await paidInPart(e);
    const base = t.services.config.publicBaseUrl;
    const mails = await mailTo(email);
    const sent = mails.find((m) => m.subject?.startsWith('Invoice INV-000001'));
    const receipt = mails.find((m) => m.subject?.startsWith('Receipt RC-'));
    expect(sent?.body).toContain(
      `Download the invoice PDF (sign in first): ${base}/transaction-detail/${invoice.id}`,
    );
    // In the tenant's saved language only (English here; Chinese: notice-language.test.ts).
    expect(sent?.body).not.toContain('下载发票');
    expect(receipt?.body).toContain('We received RM 500.00 for invoice INV-000001.');
    expect(receipt?.body).toContain(
      `Download the receipt PDF (sign in first): ${base}/transaction-detail/${invoice.id}`,
    );
    expect(receipt?.body).not.toContain('/cn/');
  });
});
