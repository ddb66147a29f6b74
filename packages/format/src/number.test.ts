import { describe, expect, it } from 'vitest';
import { formatNumber } from './number';

describe('formatNumber', () => {
  it('groups thousands as en-MY does', () => {
    for (const n of [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 123456789, -1234])
      expect(formatNumber(n)).toBe(n.toLocaleString('en-MY'));
  });
  it('rounds to the fraction digits asked and drops trailing zeros', () => {
    expect(formatNumber(12.5, 2)).toBe('12.5');
    expect(formatNumber(12.345, 2)).toBe((12.345).toLocaleString('en-MY', { maximumFractionDigits: 2 }));
    expect(formatNumber(1234.5, 2)).toBe('1,234.5');
    expect(formatNumber(12, 2)).toBe('12');
    expect(formatNumber(0.004, 2)).toBe('0');
    expect(formatNumber(-0.004, 2)).toBe('0');
    expect(formatNumber(1.99, 0)).toBe('2');
  });
  it('refuses what is not a finite number', () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) expect(() => formatNumber(bad)).toThrow();
  });
});
