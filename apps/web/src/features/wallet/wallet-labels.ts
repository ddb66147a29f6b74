import type { TWalletEntry } from '@sewa/domain/wallet/schemas';
import { formatMoney } from '@sewa/format/money';
import type { TFunction } from 'i18next';
import { rm } from '../../shared/amounts';
import { csvText, downloads } from '../../shared/csv';
import { formatDisplayDate } from '../../shared/display-date';

export { rm };

// The texts the wallet screens share: an entry's kind, its date, amounts in RM.

/** A wallet entry's kind in the reader's language; an unknown kind is shown as it came. */
export const kindLabel = (t: TFunction, kind: string): string => t(`kind.${kind}`, { defaultValue: kind });

/** A signed amount: '+RM 10.00' for a credit, '-RM 10.00' for a debit. */
export const signedRm = (sen: number) => (sen > 0 ? `+${rm(sen)}` : rm(sen));

/** An instant from the API (ISO with its offset), in Malaysian time. */
export const when = (iso: string | null) =>
  iso ? formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a') : '';

/**
 * The wallet history as CSV (UTF-8 with a BOM, so spreadsheet programs read the Chinese headers):
 * date, kind, memo, reference, amount and balance in RM with two decimals, a debit negative.
 */
export function historyCsv(rows: readonly TWalletEntry[], t: TFunction): string {
  const plain = (sen: number) => formatMoney(sen, 'wallet', { thousands: false });
  const header = ['date', 'kind', 'memo', 'reference', 'amount', 'balance'].map((k) => t(`history.csv.${k}`));
  const lines = rows.map((r) => [
    when(r.created_at),
    kindLabel(t, r.kind),
    r.memo ?? '',
    r.reference ?? '',
    plain(r.amount_sen),
    plain(r.balance_after_sen),
  ]);
  return csvText(header, lines);
}

export { downloads };
