import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../testing/outbox';
import {
  act,
  billedEstate,
  draftInvoice,
  sst8,
  type TBilledEstate,
  type TMoneyApp,
  useBillingApp,
} from './billing-kit';

// Issue 14: each reminder (and the invoice and receipt notices) goes by e-mail and SMS in the tenant's
// language: the saved one (users.language, user-update-language), not the request's — a job has none.
// The in-app notice keeps both languages. docs/decisions/0021-billing.md.

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

const runJobs = (day: string) => t.call('public-dev-run-jobs', { as_of: `${day}T01:00:00+08:00` });
const CJK = /[\u4e00-\u9fff]/;

/** What was sent to the tenant after outbox row `afterId`, oldest first. */
async function sentTo(e: TBilledEstate, afterId: number) {
  const mobile = `+${e.tenant.mobileCountryCode}${e.tenant.mobile}`;
  const mine = (await readOutbox(t, { to: [e.tenant.email!, mobile], afterId, limit: 1000 })).reverse();
  return {
    emails: mine.filter((m) => m.channel === 'email'),
    sms: mine.filter((m) => m.channel === 'sms').map((m) => m.body),
  };
}
const lastOutboxId = async () => (await readOutbox(t, { limit: 1 }))[0]?.id ?? 0;

/** An invoice of 4 May posted and RM 500 of it recorded paid: still open when its reminders fall due. */
async function billAndPayPart(e: TBilledEstate) {
  const draft = await draftInvoice(t, e, await sst8(t));
  expect((await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: draft.id })).status_code).toBe(
    100,
  );
  const paid = await act(t, e.operatorToken, 'user-record-payment', {
    invoice_id: draft.id,
    amount_sen: 50_000,
    method: 'bank_transfer',
    paid_on: '2026-05-05',
    reference: 'MBB123',
  });
  expect(paid.status_code).toBe(100);
  return draft.id;
}

describe('billing notices in the tenant’s language', () => {
  it('go by e-mail and SMS in each tenant’s saved language only; the in-app notice keeps both', async () => {
    const cnTenant = await billedEstate(t);
    const enTenant = await billedEstate(t);
    // The Chinese tenant chose 中文 in the header (the English one never switched: the default).
    expect(
      (await t.call('user-update-language', { language: 'cn' }, { token: cnTenant.tenantToken })).status_code,
    ).toBe(100);
    const from = await lastOutboxId();
    const cnId = await billAndPayPart(cnTenant);
    const enId = await billAndPayPart(enTenant);
    // Two days after the invoice date: the job's "payment reminder" (no request, so no request language).
    expect((await runJobs('2026-05-06')).status_code).toBe(100);
    const base = t.services.config.publicBaseUrl;

    const cn = await sentTo(cnTenant, from);
    expect(cn.emails.map((m) => m.subject)).toEqual(['发票 INV-000001', '收据 RC-000001', '付款提醒']);
    expect(cn.emails[0]!.body).toBe(
      `发票 INV-000001，金额 RM 1,501.13，到期日 2026-05-11。\n下载发票 PDF（请先登录）： ${base}/cn/transaction-detail/${cnId}`,
    );
    expect(cn.emails[1]!.body).toContain(`下载收据 PDF（请先登录）： ${base}/cn/transaction-detail/${cnId}`);
    expect(cn.emails[2]!.body).toBe('发票 INV-000001（RM 1,001.13）已逾期，请立即付款。');
    expect(cn.sms).toEqual(['Sewa：发票 INV-000001（RM 1,001.13）已逾期，请立即付款。']);
    for (const m of cn.emails) expect(m.body).not.toMatch(/Invoice|Download|overdue/);

    const en = await sentTo(enTenant, from);
    expect(en.emails.map((m) => m.subject)).toEqual([
      'Invoice INV-000001',
      'Receipt RC-000001',
      'Payment reminder',
    ]);
    expect(en.emails[0]!.body).toBe(
      `Invoice INV-000001 of RM 1,501.13 is due on 2026-05-11.\nDownload the invoice PDF (sign in first): ${base}/transaction-detail/${enId}`,
    );
    expect(en.emails[2]!.body).toBe('Invoice INV-000001 of RM 1,001.13 is overdue. Please pay now.');
    expect(en.sms).toEqual(['Sewa: Invoice INV-000001 of RM 1,001.13 is overdue. Please pay now.']);
    for (const m of [...en.emails.map((x) => x.body), ...en.sms]) expect(m).not.toMatch(CJK);

    // In the app, both languages: each client shows its own.
    for (const e of [cnTenant, enTenant]) {
      const inApp = await t.call<{ items: { title_en: string; title_cn: string }[] }>(
        'user-list-notifications',
        {},
        { token: e.tenantToken },
      );
      expect(inApp.data!.items).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ title_en: 'Payment reminder', title_cn: '付款提醒' }),
        ]),
      );
    }
  });
});
