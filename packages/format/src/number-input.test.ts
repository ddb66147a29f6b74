import { describe, expect, it } from 'vitest';
import { cleanNumberInput, isKeyBlocked, sanitizeNumberInput } from './number-input';

describe('isKeyBlocked', () => {
  it('always blocks minus', () => {
    for (const min of [undefined, 0, 1, 5]) {
      expect(isKeyBlocked('-', '', min)).toBe(true);
      expect(isKeyBlocked('-', '12', min)).toBe(true);
    }
  });
  it('lets digits and editing keys through without a minimum of 1', () => {
    for (const min of [undefined, 0]) {
      expect(isKeyBlocked('0', '', min)).toBe(false);
      expect(isKeyBlocked('0', '0', min)).toBe(false);
    }
    for (const key of ['1', '9', '.', 'Backspace', 'ArrowLeft', 'Tab'])
      expect(isKeyBlocked(key, '', 1)).toBe(false);
  });
  it('blocks a leading zero when the minimum is 1 or more', () => {
    for (const min of [1, 2, 10]) {
      expect(isKeyBlocked('0', '', min)).toBe(true);
      expect(isKeyBlocked('0', '12', min, { start: 0, end: 0 })).toBe(true);
      expect(isKeyBlocked('0', '1', min)).toBe(false);
      expect(isKeyBlocked('0', '10', min)).toBe(false);
    }
  });
  it('judges the value the key would produce, replacing the selection', () => {
    expect(isKeyBlocked('0', '5', 1, { start: 0, end: 1 })).toBe(true);
    expect(isKeyBlocked('0', '15', 1, { start: 0, end: 1 })).toBe(true); // "05"
    expect(isKeyBlocked('0', '15', 1, { start: 1, end: 2 })).toBe(false); // "10"
  });
});

describe('cleanNumberInput', () => {
  it('drops minus signs and stray characters', () => {
    expect(cleanNumberInput('-12')).toBe('12');
    expect(cleanNumberInput('1-2a3')).toBe('123');
    expect(cleanNumberInput('1.2.3')).toBe('1.23');
  });
  it('drops leading zeros only with a minimum of 1 or more', () => {
    expect(cleanNumberInput('007', 1)).toBe('7');
    expect(cleanNumberInput('0', 1)).toBe('');
    expect(cleanNumberInput('007', 0)).toBe('007');
    expect(cleanNumberInput('007')).toBe('007');
    expect(cleanNumberInput('100', 1)).toBe('100');
  });
});

describe('sanitizeNumberInput', () => {
  it('refuses a finished value below the minimum', () => {
    expect(sanitizeNumberInput('3', 5)).toBe('');
    expect(sanitizeNumberInput('4.99', 5)).toBe('');
    expect(sanitizeNumberInput('5', 5)).toBe('5');
    expect(sanitizeNumberInput('30', 5)).toBe('30');
    expect(sanitizeNumberInput('0', 1)).toBe('');
    expect(sanitizeNumberInput('0.5', 1)).toBe('');
  });
  it('keeps zero and decimals without a minimum, and empties non-numbers', () => {
    expect(sanitizeNumberInput('0')).toBe('0');
    expect(sanitizeNumberInput('0', 0)).toBe('0');
    expect(sanitizeNumberInput('-2.5')).toBe('2.5');
    expect(sanitizeNumberInput('')).toBe('');
    expect(sanitizeNumberInput('.')).toBe('');
    expect(sanitizeNumberInput('abc', 0)).toBe('');
  });
});
