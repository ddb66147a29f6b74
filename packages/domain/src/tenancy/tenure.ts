import { presetEnd, type TDatePreset } from '@sewa/format';
import { PAYMENT_FREQUENCY_MONTHS, type TPaymentFrequency } from './schemas';

// Tenure arithmetic on calendar days ('YYYY-MM-DD', Malaysian days). The create-new-tenancy presets are
// the date picker's (3 months, 6 months, 1 year), each ending one day before the anniversary.

export const TENURE_PRESETS: readonly TDatePreset[] = ['3m', '6m', '1y'];
export const tenurePresetEnd = (start: string, preset: TDatePreset): string => presetEnd(start, preset);

const dayMs = 86_400_000;
const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number => Math.round((utc(to) - utc(from)) / dayMs);
export const addDays = (day: string, days: number): string =>
  new Date(utc(day) + days * dayMs).toISOString().slice(0, 10);

/** The day `months` calendar months after `day`, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** Whole months a tenure covers (1 Jan – 31 Dec is 12), rounded to the nearest month. */
export function tenureMonths(start: string, end: string): number {
  const [ys, ms, ds] = start.split('-').map(Number) as [number, number, number];
  const [ye, me, de] = addDays(end, 1).split('-').map(Number) as [number, number, number];
  const months = (ye - ys) * 12 + (me - ms) + (de - ds) / 30;
  return Math.max(1, Math.round(months));
}

/** A tenancy may be ended from its tenure's last day on. */
export const tenancyCanEnd = (tenureEnd: string, today: string): boolean => today >= tenureEnd;

/**
 * The next rent due day on or after `today`: the payment day of each period (monthly, quarterly, …)
 * counted from the tenure's first month, inside the tenure; null when none is left.
 */
export function nextPaymentDate(
  t: { tenure_start: string; tenure_end: string; payment_day: number; payment_frequency: TPaymentFrequency },
  today: string,
): string | null {
  const step = PAYMENT_FREQUENCY_MONTHS[t.payment_frequency];
  const first = `${t.tenure_start.slice(0, 8)}${String(t.payment_day).padStart(2, '0')}`;
  for (let i = 0; i < 240; i += step) {
    const due = addMonthsToDay(first, i);
    if (due > t.tenure_end) return null;
    if (due >= today && due >= t.tenure_start) return due;
  }
  return null;
}
