import { divideHalfUp } from '../ledger/tax';
import { PAYMENT_FREQUENCY_MONTHS, type TPaymentFrequency } from '../tenancy/schemas';
import { addDays, addMonthsToDay, daysBetween } from '../tenancy/tenure';

// Calendar rules of billing (docs/decisions/0021-billing.md, product §9 "Rental reminders"): the periods
// auto billing invoices, the rent of a period (rent-free days and a short last period prorated by day),
// and the reminder schedule of an invoice. Days are 'YYYY-MM-DD' Malaysian calendar days; month ends,
// February and leap years come from addMonthsToDay / addDays (UTC calendar arithmetic).

// ---- billing periods ----

export type TBillingTerms = {
  tenure_start: string;
  tenure_end: string;
  payment_day: number;
  payment_frequency: TPaymentFrequency;
  monthly_rent_sen: number;
  rent_free_start: string | null;
  rent_free_end: string | null;
  /** Paid ahead (at booking or move-in): the first / last period is not invoiced again. */
  first_month_rental_sen: number;
  last_month_rental_sen: number;
};

export type TBillingPeriod = {
  index: number;
  start: string;
  end: string;
  /** The invoice date (= due date): the period's payment day, never before the tenure starts. */
  billing_date: string;
  rent_sen: number;
  /** Why nothing is invoiced for the period (null: it is). */
  skip: 'first_month_prepaid' | 'last_month_prepaid' | null;
};

const overlapDays = (a1: string, a2: string, b1: string, b2: string): number => {
  const [from] = [a1, b1].sort().slice(-1) as [string];
  const [to] = [a2, b2].sort() as [string];
  return to < from ? 0 : daysBetween(from, to) + 1;
};

/**
 * Every period of the tenure, in order: starts every 1, 3, 6 or 12 months from the tenure's start. With
 * `until`, the periods starting after that day are left out (their invoice date, never before their
 * start, is after it too).
 */
export function billingPeriods(t: TBillingTerms, until?: string): TBillingPeriod[] {
  const step = PAYMENT_FREQUENCY_MONTHS[t.payment_frequency];
  const out: TBillingPeriod[] = [];
  const payDay = String(t.payment_day).padStart(2, '0');
  for (let i = 0; i < 600; i++) {
    const start = addMonthsToDay(t.tenure_start, i * step);
    if (start > t.tenure_end || (until !== undefined && start > until)) break;
    const fullEnd = addDays(addMonthsToDay(t.tenure_start, (i + 1) * step), -1);
    const end = [fullEnd, t.tenure_end].sort()[0] as string;
    const due = `${start.slice(0, 8)}${payDay}`;
    // The first payment day on or after the period's start.
    const billing = due < start ? addMonthsToDay(due, 1) : due;
    const fullRent = t.monthly_rent_sen * step;
    const fullDays = daysBetween(start, fullEnd) + 1;
    const days = daysBetween(start, end) + 1;
    const free =
      t.rent_free_start && t.rent_free_end ? overlapDays(start, end, t.rent_free_start, t.rent_free_end) : 0;
    const rent = divideHalfUp(fullRent * (days - free), fullDays);
    const isLast = end === t.tenure_end;
    const skip =
      i === 0 && t.first_month_rental_sen > 0
        ? 'first_month_prepaid'
        : isLast && i > 0 && t.last_month_rental_sen > 0
          ? 'last_month_prepaid'
          : null;
    out.push({ index: i, start, end, billing_date: billing, rent_sen: rent, skip });
  }
  return out;
}

/**
 * The periods to invoice as of `today`: billed on or before today, not before auto billing started. Only
 * the periods started by today are worked out (the daily job reads every auto-billed tenancy).
 */
export const periodsDue = (t: TBillingTerms, today: string, activeFrom: string): TBillingPeriod[] =>
  billingPeriods(t, today).filter(
    (p) => p.skip === null && p.billing_date <= today && p.billing_date >= activeFrom,
  );

// ---- reminders ----

/** product §3 "Grace period settings" (days counted from the invoice date). */
export type TReminderSettings = {
  /** The 5th reminder: smart services are terminated (auto cut-off) this many days after. Default 6. */
  termination_days: number;
  /** The 6th reminder: the grace period starts. Default 7. */
  start_days: number;
  /** How long the grace period lasts; the penalty is charged when it ends unpaid. Default 7. */
  duration_days: number;
  /** The 7th reminder, the eviction notice (the last day). Default 14. */
  last_notice_days: number;
  penalty_type: 'percentage' | 'fixed';
  /** Basis points of the balance (500 = 5%) or sen. */
  penalty_value: number;
  is_auto_cut_off: boolean;
};

export const DEFAULT_REMINDER_SETTINGS: TReminderSettings = {
  termination_days: 6,
  start_days: 7,
  duration_days: 7,
  last_notice_days: 14,
  penalty_type: 'percentage',
  penalty_value: 0,
  is_auto_cut_off: false,
};

/** The seven reminders of product §9, then one a day until paid. */
export const REMINDER_KINDS = [
  'before_3',
  'on_date',
  'after_2',
  'after_5',
  'termination',
  'grace_start',
  'eviction',
  'daily',
] as const;
export type TReminderKind = (typeof REMINDER_KINDS)[number];

/** The day of each of the seven reminders of an invoice dated `invoiceDate`. */
export function reminderDays(
  invoiceDate: string,
  s: TReminderSettings,
): Record<Exclude<TReminderKind, 'daily'>, string> {
  return {
    before_3: addDays(invoiceDate, -3),
    on_date: invoiceDate,
    after_2: addDays(invoiceDate, 2),
    after_5: addDays(invoiceDate, 5),
    termination: addDays(invoiceDate, s.termination_days),
    grace_start: addDays(invoiceDate, s.start_days),
    eviction: addDays(invoiceDate, s.last_notice_days),
  };
}

/**
 * The reminders due on `today` for an unpaid invoice dated `invoiceDate` (several when settings put two
 * on one day); after the eviction notice, `daily` every day until paid.
 */
export function remindersDueOn(invoiceDate: string, today: string, s: TReminderSettings): TReminderKind[] {
  const days = reminderDays(invoiceDate, s);
  const due: TReminderKind[] = (Object.keys(days) as (keyof typeof days)[]).filter((k) => days[k] === today);
  const lastScheduled = Object.values(days).sort().at(-1) ?? invoiceDate;
  if (today > lastScheduled) due.push('daily');
  return due;
}

/** The day the grace period ends: the penalty is charged then if the invoice is still unpaid. */
export const penaltyDay = (invoiceDate: string, s: TReminderSettings): string =>
  addDays(invoiceDate, s.start_days + s.duration_days);

/** Settings whose days contradict each other (field → message key). */
export function reminderSettingsProblems(s: TReminderSettings): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = [];
  if (s.last_notice_days < s.start_days)
    out.push({ path: 'last_notice_days', message: 'last-notice-before-grace' });
  if (s.penalty_type === 'percentage' && s.penalty_value > 10_000)
    out.push({ path: 'penalty_value', message: 'penalty-too-large' });
  return out;
}

// ---- penalty and late payment interest ----

/** The penalty on an unpaid balance: a percentage of it (half up) or a fixed amount, never above nothing owed. */
export function penaltyAmount(
  balanceSen: number,
  s: Pick<TReminderSettings, 'penalty_type' | 'penalty_value'>,
): number {
  if (balanceSen <= 0 || s.penalty_value <= 0) return 0;
  return s.penalty_type === 'fixed' ? s.penalty_value : divideHalfUp(balanceSen * s.penalty_value, 10_000);
}

/** Days of interest each late-interest charge covers: one charge per 30 days overdue. */
export const INTEREST_PERIOD_DAYS = 30;

/**
 * Late payment interest on an overdue balance for `days` days at a yearly rate in basis points
 * (1000 = 10% a year), simple interest on a 365-day year, half up.
 */
export const lateInterest = (balanceSen: number, yearlyBps: number, days: number): number =>
  balanceSen <= 0 || yearlyBps <= 0 || days <= 0
    ? 0
    : divideHalfUp(balanceSen * yearlyBps * days, 10_000 * 365);

/** How many whole interest periods an invoice due `dueDate` is overdue on `today`. */
export const interestPeriodsOn = (dueDate: string, today: string): number =>
  Math.max(0, Math.floor(daysBetween(dueDate, today) / INTEREST_PERIOD_DAYS));
