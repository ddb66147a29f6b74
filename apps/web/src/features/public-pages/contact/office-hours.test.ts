import { describe, expect, it } from 'vitest';
import { clockText, hoursText } from './office-hours';

describe('office hours text', () => {
  it('reads as the contact page always did, in both languages', () => {
    const weekdays = { closed: false, open: '08:30', close: '18:30' };
    expect(hoursText(weekdays, 'en')).toBe('8.30 am – 6.30 pm');
    expect(hoursText(weekdays, 'cn')).toBe('上午 8:30 – 下午 6:30');
    expect(hoursText({ ...weekdays, closed: true }, 'en')).toBeNull();
  });
  it('puts noon in the afternoon and midnight in the morning', () => {
    expect([clockText('12:00', 'en'), clockText('00:15', 'en')]).toEqual(['12.00 pm', '12.15 am']);
  });
});
