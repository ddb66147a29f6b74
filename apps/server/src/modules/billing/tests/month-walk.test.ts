import { billingReminders, invoices, notifications } from '@sewa/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../testing/outbox';
import { pressButton } from '../../booking/tests/booking-kit';
import {
  act,
  billedEstate,
  ledgerSound,
  makeListing,
  receivable,
  type TInvoice,
  type TMoneyApp,
  useBillingApp,
} from './billing-kit';

// A month walked with public-dev-run-jobs (docs/decisions/0012-clock-and-jobs.md): auto billing issues
// June's rent once on the payment day (the 7th); the reminders of product §9 go out on their days,
// exactly once each, however often the jobs run; the penalty is posted once when the grace period ends;
// late interest once per 30 days overdue; paying online through the simulator stops the reminders.

let t: TMoneyApp;
useBillingApp((app) => {
  t = app;
});

const runJobs = (day: string) => t.call('public-dev-run-jobs', { as_of: `${day}T01:00:00+08:00` });
const days = (from: string, to: string) => {
  const out: string[] = [];
  for (
    let d = new Date(`${from}T00:00:00Z`);
    d <= new Date(`${to}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1)
  )
    out.push(d.toISOString().slice(0, 10));
  return out;
};

describe('a month of auto billing, reminders and penalties', () => {
  it('issues once, reminds on each day once, charges the penalty once, and stops when paid online', async () => {
    const e = await billedEstate(t, { late_payment_interest_bps: 1200 });
    const settings = {
      termination_days: 6,
      start_days: 7,
      duration_days: 7,
      last_notice_days: 14,
      penalty_type: 'percentage',
      penalty_value: 500,
      is_auto_cut_off: true,
    };
    expect(
      (await t.call('user-update-reminder-settings', settings, { token: e.operatorToken })).status_code,
    ).toBe(100);
    // The tenant reads Chinese (the header's switch): the job's e-mails and SMS go in Chinese only.
    await t.call('user-update-language', { language: 'cn' }, { token: e.tenantToken });
    const auto = await t.call<{ is_active: boolean; next_billing_date: string }>(
      'user-set-auto-billing',
      { tenancy_id: e.tenancy.id, is_active: true },
      { token: e.operatorToken },
    );
    expect(auto.data).toMatchObject({ is_active: true, next_billing_date: '2026-06-07' });
    // The tenant may not switch it, another company does not find the tenancy.
    expect(
      (
        await t.call(
          'user-set-auto-billing',
          { tenancy_id: e.tenancy.id, is_active: false },
          { token: e.tenantToken },
        )
      ).status_code,
    ).toBe(103);
    const stranger = await makeListing(t);
    expect(
      (
        await t.call(
          'user-set-auto-billing',
          { tenancy_id: e.tenancy.id, is_active: false },
          { token: stranger.operatorToken },
        )
      ).status_code,
    ).toBe(102);

    const autoInvoices = () =>
      t.database.db
        .select()
        .from(invoices)
        .where(and(eq(invoices.tenancyId, e.tenancy.id), eq(invoices.source, 'auto')));
    for (const day of days('2026-06-01', '2026-06-06')) {
      await runJobs(day);
      expect(await autoInvoices()).toHaveLength(0);
    }
    // The payment day, run twice: one invoice.
    await runJobs('2026-06-07');
    expect((await runJobs('2026-06-07')).status_code).toBe(100);
    const [issued] = await autoInvoices();
    expect(await autoInvoices()).toHaveLength(1);
    expect(issued).toMatchObject({
      invoiceDate: '2026-06-07',
      status: 'posted',
      totalSen: 150_000,
      number: 1,
    });
    expect(await receivable(t, e.tenant.id)).toBe(-150_000);
    await ledgerSound(t);

    for (const day of days('2026-06-08', '2026-06-24')) {
      await runJobs(day);
      if (day === '2026-06-15') await runJobs(day);
    }
    const reminders = await t.database.db
      .select()
      .from(billingReminders)
      .where(eq(billingReminders.invoiceId, issued!.id))
      .orderBy(asc(billingReminders.day), asc(billingReminders.id));
    expect(reminders.map((r) => [r.kind, r.day])).toEqual([
      ['before_3', '2026-06-04'],
      ['on_date', '2026-06-07'],
      ['after_2', '2026-06-09'],
      ['after_5', '2026-06-12'],
      ['termination', '2026-06-13'],
      ['cut_off', '2026-06-13'],
      ['grace_start', '2026-06-14'],
      ['eviction', '2026-06-21'],
      ['daily', '2026-06-22'],
      ['daily', '2026-06-23'],
      ['daily', '2026-06-24'],
    ]);
    // Each reminder reached the tenant in the app once.
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, e.tenant.id), eq(notifications.kind, 'invoice_reminder')));
    expect(notices.filter((n) => n.link === `/transaction-detail/${issued!.id}`)).toHaveLength(
      reminders.length - 2,
    );
    // …and by SMS and e-mail, in the tenant's language only: the batch-issued invoice's e-mail too.
    const sent = await readOutbox(t, {
      to: [e.tenant.email!, `+${e.tenant.mobileCountryCode}${e.tenant.mobile}`],
      limit: 10_000,
    });
    const sms = sent.filter((m) => m.channel === 'sms');
    // Every reminder but the cut-off event (and the penalty invoice's own reminders).
    expect(sms.length).toBeGreaterThanOrEqual(reminders.length - 1);
    for (const m of sms) expect(m.body).toMatch(/^Sewa：/);
    expect(sms.map((m) => m.body)).toContain('Sewa：发票 INV-000001（RM 1,500.00）已逾期，请立即付款。');
    expect(sent.map((m) => m.subject)).toContain('发票 INV-000001');
    for (const m of sent) expect(`${m.subject} ${m.body}`).not.toMatch(/Invoice|Payment|Rent|notice/);

    // The penalty: 5% of RM 1,500, once, when the grace period ended (7 + 7 days after the invoice date).
    const penalties = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.sourceInvoiceId, issued!.id));
    expect(penalties.map((p) => [p.source, p.invoiceDate, p.totalSen, p.status])).toEqual([
      ['penalty', '2026-06-21', 7_500, 'posted'],
    ]);
    await ledgerSound(t);

    // 30 days overdue: late interest at 12% a year on RM 1,500 for 30 days = RM 14.79, once.
    for (const day of days('2026-07-06', '2026-07-08')) await runJobs(day);
    const charged = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.sourceInvoiceId, issued!.id));
    expect(charged.filter((c) => c.source === 'interest').map((c) => [c.invoiceDate, c.totalSen])).toEqual([
      ['2026-07-07', 1_479],
    ]);

    // The tenant pays online through the simulator: paid; no reminder for it afterwards.
    const pay = await t.call<{ payment_ref: string; payment_url: string }>(
      'user-pay-invoice',
      { invoice_id: issued!.id },
      { token: e.tenantToken },
    );
    expect(pay.status_code).toBe(100);
    const processing = await act(t, e.tenantToken, 'user-get-invoice', { id: issued!.id });
    expect(processing.data!.payment_status).toBe('processing');
    await pressButton(t, new URL(pay.data!.payment_url).pathname, 'success');
    const paid = await act(t, e.tenantToken, 'user-get-invoice', { id: issued!.id });
    expect(paid.data).toMatchObject({ payment_status: 'paid', balance_sen: 0 });
    expect(paid.data!.payments).toMatchObject([
      { method: 'gateway', amount_sen: 150_000, receipt_number: 'RC-000001' },
    ]);
    await ledgerSound(t);
    const before = (
      await t.database.db.select().from(billingReminders).where(eq(billingReminders.invoiceId, issued!.id))
    ).length;
    await runJobs('2026-07-09');
    const after = (
      await t.database.db.select().from(billingReminders).where(eq(billingReminders.invoiceId, issued!.id))
    ).length;
    expect(after).toBe(before);
    // A paid invoice cannot be paid again.
    expect(
      (await t.call('user-pay-invoice', { invoice_id: issued!.id }, { token: e.tenantToken })).status_code,
    ).toBe(104);

    // July's rent was issued on 7 July during the walk; terminated auto billing issues nothing more.
    expect((await autoInvoices()).map((i) => i.invoiceDate).sort()).toEqual(['2026-06-07', '2026-07-07']);
    await t.call(
      'user-set-auto-billing',
      { tenancy_id: e.tenancy.id, is_active: false },
      { token: e.operatorToken },
    );
    await runJobs('2026-08-07');
    expect(await autoInvoices()).toHaveLength(2);
  });

  it('answers 107 when the company has no activated gateway', async () => {
    const listing = await makeListing(t, { isGatewayActive: false });
    const e = await billedEstate(t, {}, listing);
    const rent = (
      await t.call<{ items: { id: number; code: string | null }[] }>(
        'user-list-products',
        {},
        { token: e.operatorToken },
      )
    ).data!.items.find((p) => p.code === 'rent')!.id;
    const made = await act(t, e.operatorToken, 'user-create-invoice', {
      tenancy_id: e.tenancy.id,
      items: JSON.stringify([{ product_id: rent, quantity: 1, unit_price_sen: 10_000 }]),
      due_date: '2026-05-10',
    });
    await act(t, e.operatorToken, 'user-post-invoice', { invoice_id: made.data!.id });
    const res = await t.call<TInvoice>(
      'user-pay-invoice',
      { invoice_id: made.data!.id },
      { token: e.tenantToken },
    );
    expect(res.status_code).toBe(107);
  });
});
