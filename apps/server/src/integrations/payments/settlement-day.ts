import { toDateString } from '@sewa/domain';

// Payex settles FPX and e-wallet payments on the next working day (T+1; ADR 0013). Public holidays
// are not known here, so a holiday only makes a payment show as missing a day early.

/** The Malaysian day a payment made at `paidAt` settles: the next weekday after its own day. */
export function settlementDayOf(paidAt: Date): string {
  const day = new Date(`${toDateString(paidAt)}T00:00:00Z`);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day.toISOString().slice(0, 10);
}
