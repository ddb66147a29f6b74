import { divideHalfUp, lineTax, type TTaxCalculation } from '../ledger/tax';

// An invoice's (or expense's) totals (docs/decisions/0011-tax-rounding.md): each line's amount is
// quantity × unit price, its tax is rounded half up at the line, and the invoice adds the rounded lines
// (subtotal = Σ net, tax = Σ tax, amount = Σ gross). A total is never taxed or rounded again.

export type TLineInput = {
  quantity: number;
  unit_price_sen: number;
  /** null: no tax on the line. */
  tax: { rate_bp: number; calculation: TTaxCalculation } | null;
};

export type TLineTotals = { amount_sen: number; net_sen: number; tax_sen: number; total_sen: number };
export type TDocumentTotals = { subtotal_sen: number; tax_sen: number; total_sen: number };

/** Quantities have up to two decimals, carried as hundredths (1.5 = 150) so amounts stay integer sen. */
export const QUANTITY_SCALE = 100;

export function lineTotals(line: TLineInput): TLineTotals {
  const hundredths = Math.round(line.quantity * QUANTITY_SCALE);
  const amount = divideHalfUp(hundredths * line.unit_price_sen, QUANTITY_SCALE);
  if (!line.tax) return { amount_sen: amount, net_sen: amount, tax_sen: 0, total_sen: amount };
  const t = lineTax(amount, line.tax.rate_bp, line.tax.calculation);
  return { amount_sen: amount, net_sen: t.net_sen, tax_sen: t.tax_sen, total_sen: t.gross_sen };
}

export function documentTotals(lines: readonly TLineTotals[]): TDocumentTotals {
  return lines.reduce(
    (s, l) => ({
      subtotal_sen: s.subtotal_sen + l.net_sen,
      tax_sen: s.tax_sen + l.tax_sen,
      total_sen: s.total_sen + l.total_sen,
    }),
    { subtotal_sen: 0, tax_sen: 0, total_sen: 0 },
  );
}
