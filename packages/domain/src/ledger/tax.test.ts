import { describe, expect, it } from 'vitest';
import { divideHalfUp, lineTax, sumLineTaxes } from './tax';

describe('divideHalfUp', () => {
  it('rounds halves up and mirrors negatives', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(-5, 10)).toBe(-1);
    expect(divideHalfUp(-4, 10)).toBe(0);
    expect(divideHalfUp(0, 7)).toBe(0);
  });
  it('refuses non-integers and a zero divisor', () => {
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1, 0)).toThrow(RangeError);
  });
});

describe('lineTax', () => {
  it('adds exclusive tax, rounded half up at the line', () => {
    expect(lineTax(10_000, 800, 'exclusive')).toEqual({ net_sen: 10_000, tax_sen: 800, gross_sen: 10_800 });
    // 8% of RM0.13 = 1.04 sen → 1; of RM0.19 = 1.52 → 2; of RM0.0625 would be 0.5 → 1.
    expect(lineTax(13, 800, 'exclusive').tax_sen).toBe(1);
    expect(lineTax(19, 800, 'exclusive').tax_sen).toBe(2);
    expect(lineTax(25, 200, 'exclusive').tax_sen).toBe(1); // 0.5 sen rounds up
    expect(lineTax(24, 200, 'exclusive').tax_sen).toBe(0); // 0.48 sen rounds down
  });

  it('takes inclusive tax out of the amount so that net + tax = gross', () => {
    // RM100 inclusive of 8%: tax = 10000 × 8/108 = 740.74… → 741, net 9259.
    expect(lineTax(10_000, 800, 'inclusive')).toEqual({ net_sen: 9_259, tax_sen: 741, gross_sen: 10_000 });
    // RM10 (the top-up minimum) at 8%: 74.07… → 74.
    expect(lineTax(1_000, 800, 'inclusive')).toEqual({ net_sen: 926, tax_sen: 74, gross_sen: 1_000 });
    // 6%: RM53 → 53×6/106 = 3 exactly (300 sen).
    expect(lineTax(5_300, 600, 'inclusive')).toEqual({ net_sen: 5_000, tax_sen: 300, gross_sen: 5_300 });
    // An exact half: 1350 × 800 / 10800 = 100 exactly; 27 × 800 / 10800 = 2.0; 81 → 6.0.
    expect(lineTax(27, 800, 'inclusive').tax_sen).toBe(2);
  });

  it('keeps net + tax = gross for every amount and rate', () => {
    for (const rate of [0, 600, 800, 1000]) {
      for (let amount = 0; amount < 3_000; amount += 7) {
        for (const mode of ['inclusive', 'exclusive'] as const) {
          const t = lineTax(amount, rate, mode);
          expect(t.net_sen + t.tax_sen).toBe(t.gross_sen);
          expect(Number.isInteger(t.tax_sen)).toBe(true);
        }
      }
    }
  });

  it('mirrors a negative (credit) line', () => {
    expect(lineTax(-10_000, 800, 'inclusive')).toEqual({
      net_sen: -9_259,
      tax_sen: -741,
      gross_sen: -10_000,
    });
  });

  it('refuses a rate outside 0–100% and amounts that are not sen', () => {
    expect(() => lineTax(100, -1, 'exclusive')).toThrow(RangeError);
    expect(() => lineTax(100, 10_001, 'exclusive')).toThrow(RangeError);
    expect(() => lineTax(10.5, 800, 'exclusive')).toThrow(RangeError);
  });
});

describe('sumLineTaxes', () => {
  it('adds rounded lines: the total tax may differ from tax on the total, by design', () => {
    const lines = [
      lineTax(13, 800, 'exclusive'),
      lineTax(13, 800, 'exclusive'),
      lineTax(13, 800, 'exclusive'),
    ];
    expect(sumLineTaxes(lines)).toEqual({ net_sen: 39, tax_sen: 3, gross_sen: 42 });
    expect(lineTax(39, 800, 'exclusive').tax_sen).toBe(3);
    const halves = [lineTax(25, 200, 'exclusive'), lineTax(25, 200, 'exclusive')];
    expect(sumLineTaxes(halves).tax_sen).toBe(2); // per line 0.5→1 each, the total alone would be 1
  });
});
