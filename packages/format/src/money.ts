// Money is integer sen everywhere (docs/architecture.md); these only turn sen into text and back (product §9).

import { groupThousands } from './number';

export type TMoneyKind = 'wallet' | 'myr';
export type TMoneyFormatOptions = { thousands?: boolean; trimZeros?: boolean };

/** wallet → '1,234.50'; myr → 'RM 1,234.50'; negatives lead with '-' ('-RM 12.00'). */
export const formatMoney = (sen: number, kind: TMoneyKind, opts: TMoneyFormatOptions = {}): string => {
  if (!Number.isSafeInteger(sen)) throw new RangeError(`Money must be an integer number of sen, got ${sen}`);
  const { thousands = true, trimZeros = false } = opts;
  const abs = Math.abs(sen);
  const whole = String(Math.floor(abs / 100));
  let cents = String(abs % 100).padStart(2, '0');
  if (trimZeros) cents = cents.replace(/0+$/, '');
  const number = `${thousands ? groupThousands(whole) : whole}${cents ? `.${cents}` : ''}`;
  return `${sen < 0 ? '-' : ''}${kind === 'myr' ? 'RM ' : ''}${number}`;
};

const PLAIN = /^(\d*)(?:\.(\d{1,2}))?$/;
const GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?$/;

/**
 * Parses what a person types ('1,234.5', 'RM 12', '-3.25', '.5') into sen; null when it is not an amount
 * with at most 2 decimals. Commas must group thousands correctly.
 */
export const parseMoneyToSen = (text: string): number | null => {
  let s = text.trim();
  const isNegative = s.startsWith('-');
  if (isNegative) s = s.slice(1);
  s = s.replace(/^RM\s?/i, '');
  const m = PLAIN.exec(s) ?? GROUPED.exec(s);
  if (!m) return null;
  const whole = (m[1] ?? '').replace(/,/g, '');
  const fraction = m[2] ?? '';
  if (whole === '' && fraction === '') return null;
  const sen = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(sen)) return null;
  return isNegative && sen !== 0 ? -sen : sen;
};
