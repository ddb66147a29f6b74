// Tax on one line, with the one rounding rule of the product (docs/decisions/0011-tax-rounding.md):
// rates are basis points (800 = 8%), the tax of each line is rounded half up to the sen at that line,
// and net + tax = gross always holds. Invoices add rounded lines; they never round a total.

export const TAX_CALCULATIONS = ['inclusive', 'exclusive'] as const;
export type TTaxCalculation = (typeof TAX_CALCULATIONS)[number];

export type TLineTax = { net_sen: number; tax_sen: number; gross_sen: number };

const BP = 10_000;

/** a / b rounded half up (half away from zero for negative a: a credit line mirrors its debit). */
export function divideHalfUp(a: number, b: number): number {
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b) || b <= 0) {
    throw new RangeError(`divideHalfUp needs safe integers and a positive divisor (${a} / ${b})`);
  }
  const abs = Math.abs(a);
  const q = Math.floor(abs / b);
  const rounded = 2 * (abs - q * b) >= b ? q + 1 : q;
  // 0 - x, not -x: a negative amount that rounds to nothing is 0, not -0.
  return a < 0 ? 0 - rounded : rounded;
}

/**
 * The tax of one line. `exclusive`: the amount is before tax, tax is added. `inclusive`: the amount
 * already holds the tax, which is taken out of it.
 */
export function lineTax(amountSen: number, rateBp: number, calculation: TTaxCalculation): TLineTax {
  if (!Number.isSafeInteger(amountSen)) throw new RangeError(`Amount must be integer sen, got ${amountSen}`);
  if (!Number.isInteger(rateBp) || rateBp < 0 || rateBp > BP) throw new RangeError(`Bad tax rate ${rateBp}`);
  if (!Number.isSafeInteger(amountSen * (BP + rateBp))) throw new RangeError('Amount too large for tax');
  if (calculation === 'exclusive') {
    const tax = divideHalfUp(amountSen * rateBp, BP);
    return { net_sen: amountSen, tax_sen: tax, gross_sen: amountSen + tax };
  }
  const tax = divideHalfUp(amountSen * rateBp, BP + rateBp);
  return { net_sen: amountSen - tax, tax_sen: tax, gross_sen: amountSen };
}

/** Lines taxed one by one, then added up (never a tax on the total). */
export function sumLineTaxes(lines: readonly TLineTax[]): TLineTax {
  return lines.reduce(
    (sum, l) => ({
      net_sen: sum.net_sen + l.net_sen,
      tax_sen: sum.tax_sen + l.tax_sen,
      gross_sen: sum.gross_sen + l.gross_sen,
    }),
    { net_sen: 0, tax_sen: 0, gross_sen: 0 },
  );
}
