import { describe, expect, it } from 'vitest';
import { formatMoney, parseMoneyToSen } from './money';

describe('formatMoney', () => {
  it('formats wallet and myr with 2 decimals and thousands separators', () => {
    expect(formatMoney(123450, 'wallet')).toBe('1,234.50');
    expect(formatMoney(123450, 'myr')).toBe('RM 1,234.50');
    expect(formatMoney(0, 'myr')).toBe('RM 0.00');
    expect(formatMoney(5, 'wallet')).toBe('0.05');
    expect(formatMoney(100000000, 'myr')).toBe('RM 1,000,000.00');
    expect(formatMoney(99999, 'wallet')).toBe('999.99');
  });
  it('puts the minus sign before RM', () => {
    expect(formatMoney(-1200, 'myr')).toBe('-RM 12.00');
    expect(formatMoney(-123456, 'wallet')).toBe('-1,234.56');
    expect(formatMoney(-0, 'myr')).toBe('RM 0.00');
  });
  it('can drop thousands separators and trim trailing zeros', () => {
    expect(formatMoney(123450, 'myr', { thousands: false })).toBe('RM 1234.50');
    expect(formatMoney(123450, 'myr', { trimZeros: true })).toBe('RM 1,234.5');
    expect(formatMoney(1200, 'wallet', { trimZeros: true })).toBe('12');
    expect(formatMoney(1205, 'wallet', { trimZeros: true })).toBe('12.05');
    expect(formatMoney(36500, 'myr', { trimZeros: true, thousands: false })).toBe('RM 365');
  });
  it('accepts integer sen only', () => {
    for (const bad of [1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(() => formatMoney(bad, 'myr')).toThrow();
  });
});

describe('parseMoneyToSen', () => {
  it('parses amounts with up to 2 decimals', () => {
    expect(parseMoneyToSen('1,234.5')).toBe(123450);
    expect(parseMoneyToSen('1234.56')).toBe(123456);
    expect(parseMoneyToSen(' 12 ')).toBe(1200);
    expect(parseMoneyToSen('0.05')).toBe(5);
    expect(parseMoneyToSen('.5')).toBe(50);
    expect(parseMoneyToSen('RM 1,000,000.00')).toBe(100000000);
    expect(parseMoneyToSen('RM12')).toBe(1200);
    expect(parseMoneyToSen('-3.25')).toBe(-325);
    expect(parseMoneyToSen('-0')).toBe(0);
  });
  it('returns null for anything else', () => {
    for (const bad of [
      '',
      ' ',
      '.',
      '1.234',
      '1,23',
      '12,34.5',
      '1,2345',
      'abc',
      '1e3',
      '1.',
      '--1',
      '+1',
      '1 000',
      ',123',
      'RM',
    ])
      expect(parseMoneyToSen(bad), bad).toBeNull();
  });
  it('round-trips with formatMoney', () => {
    for (const sen of [0, 1, 10, 99, 100, 123456789, -4500]) {
      expect(parseMoneyToSen(formatMoney(sen, 'myr'))).toBe(sen);
      expect(parseMoneyToSen(formatMoney(sen, 'wallet', { trimZeros: true }))).toBe(sen);
    }
  });
});
