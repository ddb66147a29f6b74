import { describe, expect, it } from 'vitest';
import {
  billingPeriods,
  DEFAULT_REMINDER_SETTINGS,
  interestPeriodsOn,
  lateInterest,
  penaltyAmount,
  penaltyDay,
  periodsDue,
  reminderDays,
  remindersDueOn,
  type TBillingTerms,
} from './calendar';
import { expenseTransition, invoiceActionsFor, invoiceTransition, paymentStatusOf } from './machines';
import { ZCreateInvoiceInput, ZUpdateReminderSettingsInput } from './schemas';
import { documentTotals, lineTotals } from './totals';

const SST8 = { rate_bp: 800, calculation: 'exclusive' as const };

describe('invoice machine', () => {
  const draft = { status: 'draft', payment_status: 'unpaid' } as const;
  const posted = { status: 'posted', payment_status: 'unpaid' } as const;
  it('posts a draft (operator or the auto-billing system), never a posted or void one', () => {
    expect(invoiceTransition(draft, 'post', 'operator')).toEqual({ ok: true, to: posted });
    expect(invoiceTransition(draft, 'post', 'system').ok).toBe(true);
    expect(invoiceTransition(draft, 'post', 'tenant')).toEqual({ ok: false, code: 103 });
    expect(invoiceTransition(posted, 'post', 'operator')).toEqual({ ok: false, code: 104 });
  });
  it('unposts, reverts and voids only while nothing is paid', () => {
    for (const action of ['unpost', 'revert_to_draft'] as const) {
      expect(invoiceTransition(posted, action, 'operator')).toEqual({ ok: true, to: draft });
      expect(invoiceTransition({ ...posted, payment_status: 'partially_paid' }, action, 'operator').ok).toBe(
        false,
      );
      expect(invoiceTransition(draft, action, 'operator')).toEqual({ ok: false, code: 104 });
    }
    expect(invoiceTransition(posted, 'void', 'operator')).toEqual({
      ok: true,
      to: { ...posted, status: 'void' },
    });
    expect(invoiceTransition(draft, 'void', 'operator').ok).toBe(true);
    expect(invoiceTransition({ ...posted, payment_status: 'paid' }, 'void', 'operator')).toEqual({
      ok: false,
      code: 104,
    });
    expect(invoiceTransition({ status: 'void', payment_status: 'unpaid' }, 'void', 'operator').ok).toBe(
      false,
    );
  });
  it('reactivates a void invoice only', () => {
    expect(invoiceTransition({ status: 'void', payment_status: 'unpaid' }, 'reactivate', 'operator').ok).toBe(
      true,
    );
    expect(invoiceTransition(posted, 'reactivate', 'operator')).toEqual({ ok: false, code: 104 });
  });
  it('takes payments on posted invoices not paid in full and not processing', () => {
    expect(invoiceTransition(posted, 'flag_paid', 'operator').ok).toBe(true);
    expect(invoiceTransition(posted, 'flag_paid', 'tenant')).toEqual({ ok: false, code: 103 });
    expect(invoiceTransition(posted, 'pay_online', 'tenant')).toEqual({
      ok: true,
      to: { ...posted, payment_status: 'processing' },
    });
    expect(invoiceTransition(draft, 'flag_paid', 'operator')).toEqual({ ok: false, code: 104 });
    expect(invoiceTransition({ ...posted, payment_status: 'paid' }, 'flag_paid', 'operator').ok).toBe(false);
    expect(invoiceTransition({ ...posted, payment_status: 'processing' }, 'pay_online', 'tenant').ok).toBe(
      false,
    );
    expect(
      invoiceTransition({ ...posted, payment_status: 'completed' }, 'revert_payment', 'operator').ok,
    ).toBe(false);
    expect(invoiceTransition({ ...posted, payment_status: 'paid' }, 'revert_payment', 'operator').ok).toBe(
      true,
    );
  });
  it('lists the actions of a state', () => {
    expect(invoiceActionsFor(draft, 'operator')).toEqual(['post', 'void']);
    expect(invoiceActionsFor(posted, 'operator')).toEqual([
      'unpost',
      'revert_to_draft',
      'void',
      'flag_paid',
      'pay_online',
    ]);
  });
  it('derives the payment status from what is paid', () => {
    expect(paymentStatusOf(10_000, 0)).toBe('unpaid');
    expect(paymentStatusOf(10_000, 1)).toBe('partially_paid');
    expect(paymentStatusOf(10_000, 10_000)).toBe('paid');
    expect(paymentStatusOf(10_000, 0, true)).toBe('processing');
  });
  it('moves an expense draft → posted → paid, or void', () => {
    expect(expenseTransition('draft', 'post', 'operator')).toEqual({ ok: true, to: 'posted' });
    expect(expenseTransition('posted', 'pay', 'operator')).toEqual({ ok: true, to: 'paid' });
    expect(expenseTransition('paid', 'void', 'operator')).toEqual({ ok: false, code: 104 });
    expect(expenseTransition('draft', 'post', 'tenant')).toEqual({ ok: false, code: 103 });
  });
});

describe('totals and tax rounding (ADR 0011)', () => {
  it('taxes each line half up and adds the rounded lines', () => {
    // 3 × RM 0.35 = RM 1.05; 8% = 8.4 sen → 8; twice → 16, not round(16.8) = 17 on the total.
    const line = lineTotals({ quantity: 3, unit_price_sen: 35, tax: SST8 });
    expect(line).toEqual({ amount_sen: 105, net_sen: 105, tax_sen: 8, total_sen: 113 });
    expect(documentTotals([line, line])).toEqual({ subtotal_sen: 210, tax_sen: 16, total_sen: 226 });
  });
  it('rounds a half sen up', () => {
    // RM 0.25 at 6% = 1.5 sen → 2.
    expect(
      lineTotals({ quantity: 1, unit_price_sen: 25, tax: { rate_bp: 600, calculation: 'exclusive' } })
        .tax_sen,
    ).toBe(2);
  });
  it('takes inclusive tax out of the amount', () => {
    expect(
      lineTotals({ quantity: 1, unit_price_sen: 10_800, tax: { rate_bp: 800, calculation: 'inclusive' } }),
    ).toEqual({
      amount_sen: 10_800,
      net_sen: 10_000,
      tax_sen: 800,
      total_sen: 10_800,
    });
  });
  it('handles fractional quantities and untaxed lines', () => {
    expect(lineTotals({ quantity: 1.5, unit_price_sen: 333, tax: null })).toEqual({
      amount_sen: 500,
      net_sen: 500,
      tax_sen: 0,
      total_sen: 500,
    });
  });
});

const terms = (over: Partial<TBillingTerms> = {}): TBillingTerms => ({
  tenure_start: '2026-01-01',
  tenure_end: '2026-12-31',
  payment_day: 7,
  payment_frequency: 'monthly',
  monthly_rent_sen: 150_000,
  rent_free_start: null,
  rent_free_end: null,
  first_month_rental_sen: 0,
  last_month_rental_sen: 0,
  ...over,
});

describe('billing periods', () => {
  it('bills each month on its payment day', () => {
    const p = billingPeriods(terms());
    expect(p).toHaveLength(12);
    expect(p[0]).toMatchObject({
      start: '2026-01-01',
      end: '2026-01-31',
      billing_date: '2026-01-07',
      rent_sen: 150_000,
    });
    expect(p[1]).toMatchObject({ start: '2026-02-01', end: '2026-02-28', billing_date: '2026-02-07' });
    expect(p[11]).toMatchObject({ start: '2026-12-01', end: '2026-12-31' });
  });
  it('keeps month ends, February and leap years: a tenure from the 31st', () => {
    const p = billingPeriods(
      terms({ tenure_start: '2028-01-31', tenure_end: '2028-05-30', payment_day: 28 }),
    );
    expect(p.map((x) => [x.start, x.end])).toEqual([
      ['2028-01-31', '2028-02-28'],
      ['2028-02-29', '2028-03-30'],
      ['2028-03-31', '2028-04-29'],
      ['2028-04-30', '2028-05-30'],
    ]);
    // The payment day before the period's start moves to the next month.
    expect(p[0]!.billing_date).toBe('2028-02-28');
    expect(p[1]!.billing_date).toBe('2028-03-28');
  });
  it('a non-leap February', () => {
    const p = billingPeriods(terms({ tenure_start: '2027-01-31', tenure_end: '2027-03-30' }));
    expect(p[0]).toMatchObject({ start: '2027-01-31', end: '2027-02-27' });
    expect(p[1]).toMatchObject({ start: '2027-02-28', end: '2027-03-30' });
  });
  it('prorates rent-free days and a short last period by day', () => {
    const p = billingPeriods(
      terms({ rent_free_start: '2026-01-01', rent_free_end: '2026-01-10', tenure_end: '2026-03-15' }),
    );
    // January: 21 of 31 days.
    expect(p[0]!.rent_sen).toBe(Math.round((150_000 * 21) / 31));
    expect(p[1]!.rent_sen).toBe(150_000);
    // 1–15 March of 31 days.
    expect(p[2]!.rent_sen).toBe(Math.round((150_000 * 15) / 31));
    const free = billingPeriods(terms({ rent_free_start: '2026-01-01', rent_free_end: '2026-02-28' }));
    expect(free[1]!.rent_sen).toBe(0);
  });
  it('quarterly periods charge three months', () => {
    const p = billingPeriods(terms({ payment_frequency: 'quarterly' }));
    expect(p).toHaveLength(4);
    expect(p[1]).toMatchObject({ start: '2026-04-01', end: '2026-06-30', rent_sen: 450_000 });
  });
  it('skips prepaid first and last months, and periods due before auto billing started', () => {
    const p = billingPeriods(terms({ first_month_rental_sen: 150_000, last_month_rental_sen: 150_000 }));
    expect(p[0]!.skip).toBe('first_month_prepaid');
    expect(p[11]!.skip).toBe('last_month_prepaid');
    expect(p[5]!.skip).toBeNull();
    const due = periodsDue(terms({ first_month_rental_sen: 1 }), '2026-03-07', '2026-02-01');
    expect(due.map((x) => x.billing_date)).toEqual(['2026-02-07', '2026-03-07']);
  });
  it('periodsDue, working out only the periods started by today, equals filtering every period', () => {
    const cases = [
      terms(),
      terms({ tenure_start: '2028-01-31', tenure_end: '2028-05-30', payment_day: 28 }),
      terms({ payment_frequency: 'quarterly', payment_day: 1, last_month_rental_sen: 1 }),
      terms({ rent_free_start: '2026-01-01', rent_free_end: '2026-02-10', tenure_end: '2026-03-15' }),
    ];
    for (const t of cases)
      for (let day = new Date('2025-12-25T00:00:00Z'); day < new Date('2028-07-01T00:00:00Z'); ) {
        const today = day.toISOString().slice(0, 10);
        const all = billingPeriods(t).filter(
          (p) => p.skip === null && p.billing_date <= today && p.billing_date >= '2026-01-05',
        );
        expect(periodsDue(t, today, '2026-01-05')).toEqual(all);
        day = new Date(day.getTime() + 3 * 86_400_000);
      }
  });
});

describe('the reminder calendar', () => {
  const s = DEFAULT_REMINDER_SETTINGS;
  it('places the seven reminders of product §9', () => {
    expect(reminderDays('2026-03-01', s)).toEqual({
      before_3: '2026-02-26',
      on_date: '2026-03-01',
      after_2: '2026-03-03',
      after_5: '2026-03-06',
      termination: '2026-03-07',
      grace_start: '2026-03-08',
      eviction: '2026-03-15',
    });
  });
  it('crosses February in a leap year and a common year', () => {
    expect(reminderDays('2028-03-02', s).before_3).toBe('2028-02-28');
    expect(reminderDays('2027-03-02', s).before_3).toBe('2027-02-27');
    expect(reminderDays('2028-02-27', s).after_2).toBe('2028-02-29');
    expect(reminderDays('2026-12-30', s).after_5).toBe('2027-01-04');
  });
  it('says which are due on a day, then daily after the eviction notice', () => {
    expect(remindersDueOn('2026-03-01', '2026-02-26', s)).toEqual(['before_3']);
    expect(remindersDueOn('2026-03-01', '2026-03-02', s)).toEqual([]);
    expect(remindersDueOn('2026-03-01', '2026-03-15', s)).toEqual(['eviction']);
    expect(remindersDueOn('2026-03-01', '2026-03-16', s)).toEqual(['daily']);
    // Two on one day when the settings put them there.
    expect(remindersDueOn('2026-03-01', '2026-03-08', { ...s, termination_days: 7 })).toEqual([
      'termination',
      'grace_start',
    ]);
  });
  it('charges the penalty when the grace period ends', () => {
    expect(penaltyDay('2026-03-01', s)).toBe('2026-03-15');
    expect(penaltyAmount(150_000, { penalty_type: 'percentage', penalty_value: 500 })).toBe(7_500);
    expect(penaltyAmount(33_333, { penalty_type: 'percentage', penalty_value: 150 })).toBe(500);
    expect(penaltyAmount(150_000, { penalty_type: 'fixed', penalty_value: 5_000 })).toBe(5_000);
    expect(penaltyAmount(0, { penalty_type: 'fixed', penalty_value: 5_000 })).toBe(0);
  });
  it('computes late interest per 30 days overdue', () => {
    expect(lateInterest(365_000, 1000, 30)).toBe(3_000);
    expect(interestPeriodsOn('2026-03-01', '2026-03-30')).toBe(0);
    expect(interestPeriodsOn('2026-03-01', '2026-03-31')).toBe(1);
    expect(interestPeriodsOn('2026-03-01', '2026-05-01')).toBe(2);
  });
  it('refuses settings whose last notice precedes the grace period', () => {
    const r = ZUpdateReminderSettingsInput.safeParse({ ...s, last_notice_days: 3, penalty_value: 0 });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['last_notice_days']);
    expect(ZUpdateReminderSettingsInput.safeParse({ ...s, penalty_value: 20_000 }).success).toBe(false);
    expect(ZUpdateReminderSettingsInput.safeParse(s).success).toBe(true);
  });
});

describe('create-invoice input', () => {
  it('reads items as JSON and refuses a due date before the invoice date', () => {
    const ok = ZCreateInvoiceInput.safeParse({
      tenancy_id: '3',
      items: JSON.stringify([{ product_id: 1, quantity: '2', unit_price_sen: '100' }]),
      due_date: '2026-03-07',
    });
    expect(ok.success).toBe(true);
    const bad = ZCreateInvoiceInput.safeParse({
      tenancy_id: '3',
      items: '[]',
      invoice_date: '2026-03-08',
      due_date: '2026-03-07',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['items', 'due_date']);
  });
});
