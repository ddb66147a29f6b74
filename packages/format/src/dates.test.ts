import { format } from 'date-fns';
import { afterEach, describe, expect, it } from 'vitest';
import { isValidDateString, parseDateString, presetEnd, toDateString, toDateTimeString } from './dates';
import { formatDisplayDate } from './display';

const ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kuala_Lumpur', 'Pacific/Kiritimati'];
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});
/** Runs a check under several machine time zones (Node re-reads TZ when it is assigned). */
const inEveryZone = (check: () => void) => {
  for (const tz of ZONES) {
    process.env.TZ = tz;
    check();
  }
};

describe('parseDateString', () => {
  it('accepts the three shapes as Malaysian wall time', () => {
    expect(parseDateString('2025-03-09')).toEqual({
      kind: 'date',
      date: new Date('2025-03-09T00:00:00+08:00'),
    });
    expect(parseDateString('2025-03-09 13:05:59')).toEqual({
      kind: 'datetime',
      date: new Date('2025-03-09T13:05:59+08:00'),
    });
    expect(parseDateString('2025-03-09T13:05:59')?.kind).toBe('datetime');
    expect(parseDateString('2025-03')).toEqual({
      kind: 'month',
      date: new Date('2025-03-01T00:00:00+08:00'),
    });
  });
  it('accepts leap days only in leap years', () => {
    expect(parseDateString('2024-02-29')).not.toBeNull();
    expect(parseDateString('2000-02-29')).not.toBeNull();
    expect(parseDateString('1900-02-29')).toBeNull();
    expect(parseDateString('2025-02-29')).toBeNull();
  });
  it('rejects impossible dates, times and other shapes', () => {
    for (const bad of [
      '2025-02-30',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '2025-13',
      '2025-00',
      '2025-01-01 24:00:00',
      '2025-01-01 23:60:00',
      '2025-01-01 23:59:60',
      '2025-1-01',
      '25-01-01',
      '2025-01-01 12:00',
      '2025-01-01T12:00:00Z',
      '2025-01-01T12:00:00+08:00',
      ' 2025-01-01',
      '2025-01-01 ',
      '2025/01/01',
      '0000-01-01',
      '',
      'today',
      '2025-01-01  12:00:00',
    ])
      expect(parseDateString(bad), bad).toBeNull();
  });
  it('keeps years below 100 literal', () => {
    expect(toDateString(parseDateString('0099-12-31')!.date)).toBe('0099-12-31');
  });
  it('isValidDateString can require a kind', () => {
    expect(isValidDateString('2025-01-31')).toBe(true);
    expect(isValidDateString('2025-02-31')).toBe(false);
    expect(isValidDateString('2025-01', 'month')).toBe(true);
    expect(isValidDateString('2025-01', 'date')).toBe(false);
    expect(isValidDateString('2025-01-01 00:00:00', 'datetime')).toBe(true);
  });
});

describe('Malaysian wall time regardless of machine zone', () => {
  it('round-trips strings', () => {
    inEveryZone(() => {
      expect(toDateTimeString(parseDateString('2025-03-30 02:30:00')!.date)).toBe('2025-03-30 02:30:00');
      expect(toDateString(new Date('2025-01-31T16:00:00Z'))).toBe('2025-02-01');
      expect(toDateString(new Date('2025-01-31T15:59:59Z'))).toBe('2025-01-31');
    });
  });
});

describe('presetEnd', () => {
  it('ends one day before the anniversary', () => {
    inEveryZone(() => {
      expect(presetEnd('2025-01-15', '3m')).toBe('2025-04-14');
      expect(presetEnd('2025-01-15', '6m')).toBe('2025-07-14');
      expect(presetEnd('2025-01-15', '1y')).toBe('2026-01-14');
      expect(presetEnd('2025-01-01', '1y')).toBe('2025-12-31');
      expect(presetEnd('2025-03-01', '3m')).toBe('2025-05-31');
    });
  });
  it('clamps month ends as date-fns addMonths does, then subtracts a day', () => {
    expect(presetEnd('2024-11-30', '3m')).toBe('2025-02-27');
    expect(presetEnd('2025-08-31', '6m')).toBe('2026-02-27');
    expect(presetEnd('2024-02-29', '1y')).toBe('2025-02-27');
    expect(presetEnd('2023-08-31', '6m')).toBe('2024-02-28');
  });
  it('takes a datetime string or an instant read in Malaysia', () => {
    expect(presetEnd('2025-01-15 23:59:59', '3m')).toBe('2025-04-14');
    inEveryZone(() => {
      // 2025-01-31 20:00 UTC is already 1 February in Malaysia.
      expect(presetEnd(new Date('2025-01-31T20:00:00Z'), '3m')).toBe('2025-04-30');
    });
  });
  it('refuses months and invalid starts', () => {
    expect(() => presetEnd('2025-01', '3m')).toThrow(RangeError);
    expect(() => presetEnd('2025-02-30', '3m')).toThrow(RangeError);
    expect(() => presetEnd(new Date(Number.NaN), '1y')).toThrow(RangeError);
  });
});

describe('formatDisplayDate', () => {
  const instant = new Date('2025-03-09T06:05:00Z'); // 14:05 in Malaysia
  it('renders the product formats in +08:00', () => {
    inEveryZone(() => {
      expect(formatDisplayDate(instant, 'DD Mon YYYY')).toBe('09 Mar 2025');
      expect(formatDisplayDate(instant, 'DD-Mon-YYYY')).toBe('09-Mar-2025');
      expect(formatDisplayDate(instant, 'hh:mm a')).toBe('02:05 PM');
      expect(formatDisplayDate(instant, 'DD Mon YYYY hh:mm a')).toBe('09 Mar 2025 02:05 PM');
      expect(formatDisplayDate(new Date('2025-03-08T16:00:00Z'), 'DD Mon YYYY')).toBe('09 Mar 2025');
    });
  });
  it('handles midnight and noon', () => {
    expect(formatDisplayDate('2025-12-31 00:07:00', 'hh:mm a')).toBe('12:07 AM');
    expect(formatDisplayDate('2025-12-31 12:00:00', 'hh:mm a')).toBe('12:00 PM');
    expect(formatDisplayDate('2025-12-31 23:59:00', 'hh:mm a')).toBe('11:59 PM');
  });
  it('accepts the spec date strings and blanks invalid values', () => {
    expect(formatDisplayDate('2025-02-01', 'DD-Mon-YYYY')).toBe('01-Feb-2025');
    expect(formatDisplayDate('2025-09', 'DD Mon YYYY')).toBe('01 Sep 2025');
    expect(formatDisplayDate('2025-02-30', 'DD Mon YYYY')).toBe('');
    expect(formatDisplayDate(null, 'DD Mon YYYY')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN), 'hh:mm a')).toBe('');
  });
  it('writes Chinese month names in Chinese (product §2: /cn pages)', () => {
    inEveryZone(() => {
      expect(formatDisplayDate('2026-12-27', 'DD Mon YYYY', 'cn')).toBe('2026年12月27日');
      expect(formatDisplayDate('2026-12-27', 'DD-Mon-YYYY', 'cn')).toBe('2026年12月27日');
      expect(formatDisplayDate(instant, 'hh:mm a', 'cn')).toBe('下午02:05');
      expect(formatDisplayDate('2025-12-31 00:07:00', 'hh:mm a', 'cn')).toBe('上午12:07');
      expect(formatDisplayDate(instant, 'DD Mon YYYY hh:mm a', 'cn')).toBe('2025年3月9日 下午02:05');
      expect(formatDisplayDate('2025-02-30', 'DD Mon YYYY', 'cn')).toBe('');
    });
    expect(formatDisplayDate('2026-12-27', 'DD Mon YYYY', 'en')).toBe('27 Dec 2026');
  });
  it('agrees with date-fns tokens for a machine already in Malaysia', () => {
    process.env.TZ = 'Asia/Kuala_Lumpur';
    for (let h = 0; h < 24; h += 5) {
      const d = new Date(Date.UTC(2025, h % 12, 1 + h, h, (7 * h) % 60));
      expect(formatDisplayDate(d, 'DD Mon YYYY')).toBe(format(d, 'dd MMM yyyy'));
      expect(formatDisplayDate(d, 'DD-Mon-YYYY')).toBe(format(d, 'dd-MMM-yyyy'));
      expect(formatDisplayDate(d, 'hh:mm a')).toBe(format(d, 'hh:mm a'));
    }
  });
});
