import { formatMoney } from '@sewa/format/money';

// Amounts as every account screen shows them (public listings trim ".00": shared/listings/money.ts).

/** Sen as "RM 1,234.00". */
export const rm = (sen: number) => formatMoney(sen, 'myr');

/** Sen as a form's RM text without the symbol or grouping ("1234.50"), '' for nothing. */
export const rmText = (sen: number | null | undefined) =>
  sen === null || sen === undefined || sen === 0 ? '' : formatMoney(sen, 'wallet', { thousands: false });

/** An amount in a table or summary: never wrapped, figures aligned. */
export function Money({ sen }: { sen: number }) {
  return <span className="whitespace-nowrap tabular-nums">{rm(sen)}</span>;
}
