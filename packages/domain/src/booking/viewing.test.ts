import { describe, expect, it } from 'vitest';
import { isOfficeHoursSlot, viewingProblem, viewingSlots } from './viewing';

// Malaysia is UTC+8: 10:00 MYT is 02:00Z.
const myt = (day: string, time: string) => new Date(`${day}T${time}:00+08:00`);

describe('office hours', () => {
  it('weekdays 8:30 to 6:30 pm, Saturday to 1 pm, Sunday closed, on half-hour starts', () => {
    expect(isOfficeHoursSlot(myt('2026-05-04', '08:30'))).toBe(true); // Monday
    expect(isOfficeHoursSlot(myt('2026-05-04', '08:00'))).toBe(false);
    expect(isOfficeHoursSlot(myt('2026-05-04', '18:00'))).toBe(true);
    expect(isOfficeHoursSlot(myt('2026-05-04', '18:30'))).toBe(false);
    expect(isOfficeHoursSlot(myt('2026-05-04', '10:15'))).toBe(false);
    expect(isOfficeHoursSlot(myt('2026-05-09', '12:30'))).toBe(true); // Saturday
    expect(isOfficeHoursSlot(myt('2026-05-09', '13:00'))).toBe(false);
    expect(isOfficeHoursSlot(myt('2026-05-10', '10:00'))).toBe(false); // Sunday
  });
});

describe('viewingSlots', () => {
  it('from two hours ahead to the end of the third working day after today', () => {
    const slots = viewingSlots(myt('2026-05-04', '10:00')); // Monday
    expect(slots[0]).toBe(myt('2026-05-04', '12:00').toISOString());
    expect(slots.at(-1)).toBe(myt('2026-05-07', '18:00').toISOString()); // Thursday
    // Monday 12:00–18:00 (13 starts) and three full days of 20.
    expect(slots).toHaveLength(13 + 3 * 20);
  });

  it('counts Saturday as a (half) working day and skips Sunday', () => {
    const slots = viewingSlots(myt('2026-05-08', '10:00')); // Friday
    const days = [
      ...new Set(
        slots.map((s) => new Date(new Date(s).getTime() + 8 * 3_600_000).toISOString().slice(0, 10)),
      ),
    ];
    expect(days).toEqual(['2026-05-08', '2026-05-09', '2026-05-11', '2026-05-12']);
    expect(slots.filter((s) => s.startsWith('2026-05-09'))).toHaveLength(9);
  });

  it('names the problem of a time outside the rules', () => {
    const now = myt('2026-05-04', '10:00');
    expect(viewingProblem(myt('2026-05-05', '09:00'), now)).toBeNull();
    expect(viewingProblem(myt('2026-05-10', '10:00'), now)).toBe('viewing-office-hours');
    expect(viewingProblem(myt('2026-05-08', '10:00'), now)).toBe('viewing-window');
    expect(viewingProblem(myt('2026-05-04', '11:00'), now)).toBe('viewing-window');
  });
});
