// Calendar days (YYYY-MM-DD) for the booking's rules; "today" is the Malaysian day of the clock's now.

/** The day `months` calendar months after `day`, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
export function addMonthsToDay(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}
