import { describe, expect, it } from 'vitest';
import {
  calculateStampDuty,
  daysLateForStamping,
  lateStampingPenaltySen,
  stampingDeadline,
} from './stamp-duty';

const rm = (n: number) => Math.round(n * 100);
const duty = (rent: number, months: number, copies = 0, signed_on = '2025-06-01') =>
  calculateStampDuty({ monthly_rent_sen: rm(rent), tenure_months: months, copies, signed_on });

describe('stamp duty from 2025', () => {
  it('charges RM1 per RM250 of annual rent for up to 1 year', () => {
    // RM1,000 × 12 = RM12,000 → 48 units × RM1.
    expect(duty(1000, 12)).toMatchObject({ rules: '2025', units: 48, duty_sen: rm(48), total_sen: rm(48) });
  });
  it('charges RM3 for over 1 to 3 years', () => {
    expect(duty(1000, 13).duty_sen).toBe(rm(144));
    expect(duty(1000, 36).duty_sen).toBe(rm(144));
  });
  it('charges RM5 for over 3 to 5 years', () => {
    expect(duty(1000, 37).duty_sen).toBe(rm(240));
    expect(duty(1000, 60).duty_sen).toBe(rm(240));
  });
  it('charges RM7 for over 5 years', () => {
    expect(duty(1000, 61).duty_sen).toBe(rm(336));
  });
  it('counts a part of RM250 as a whole unit', () => {
    // RM1,010 × 12 = RM12,120 → 48.48 → 49 units.
    expect(duty(1010, 12)).toMatchObject({ units: 49, duty_sen: rm(49) });
    // Exactly RM12,250 → 49 units, one sen more → 50.
    expect(
      calculateStampDuty({ monthly_rent_sen: 102_084, tenure_months: 12, copies: 0, signed_on: '2025-01-01' })
        .units,
    ).toBe(50);
  });
  it('has no RM2,400 exemption any more and applies the RM10 minimum', () => {
    // RM150 × 12 = RM1,800 → 8 units × RM1 = RM8 → minimum RM10.
    expect(duty(150, 12)).toMatchObject({ units: 8, duty_sen: rm(10), exempt: false });
  });
  it('charges a short tenure on its total rent', () => {
    // 6 months × RM2,000 = RM12,000 → 48 units.
    expect(duty(2000, 6).units).toBe(48);
  });
  it('adds RM10 per duplicate copy', () => {
    expect(duty(1000, 12, 2)).toMatchObject({ duty_sen: rm(48), duplicate_sen: rm(20), total_sen: rm(68) });
  });
});

describe('stamp duty before 2025', () => {
  it('exempts the first RM2,400 of annual rent and uses RM1/RM2/RM4', () => {
    // RM1,000 × 12 = RM12,000 − RM2,400 = RM9,600 → 38.4 → 39 units.
    expect(duty(1000, 12, 0, '2024-12-31')).toMatchObject({ rules: 'pre-2025', units: 39, duty_sen: rm(39) });
    expect(duty(1000, 24, 0, '2024-12-31').duty_sen).toBe(rm(78));
    expect(duty(1000, 48, 0, '2024-12-31').duty_sen).toBe(rm(156));
  });
  it('owes nothing, duplicates included, when the rent is within the exemption', () => {
    expect(duty(200, 12, 1, '2024-06-01')).toMatchObject({
      exempt: true,
      duty_sen: 0,
      duplicate_sen: 0,
      total_sen: 0,
    });
  });
  it('applies the RM10 minimum once duty is owed', () => {
    // RM210 × 12 = RM2,520 − RM2,400 = RM120 → 1 unit × RM1 → RM10.
    expect(duty(210, 12, 1, '2024-06-01')).toMatchObject({ units: 1, duty_sen: rm(10), total_sen: rm(20) });
  });
});

describe('late stamping', () => {
  it('has a 30-day deadline', () => {
    expect(stampingDeadline('2025-01-01')).toBe('2025-01-31');
    expect(daysLateForStamping('2025-01-01', '2025-01-31')).toBe(0);
    expect(daysLateForStamping('2025-01-01', '2025-02-05')).toBe(5);
  });
  it('charges the greater of RM50 or 10% within 3 months of the deadline', () => {
    expect(lateStampingPenaltySen(rm(48), '2025-01-01', '2025-01-31')).toBe(0);
    expect(lateStampingPenaltySen(rm(48), '2025-01-01', '2025-02-01')).toBe(rm(50));
    expect(lateStampingPenaltySen(rm(1000), '2025-01-01', '2025-03-01')).toBe(rm(100));
  });
  it('charges the greater of RM100 or 20% later', () => {
    expect(lateStampingPenaltySen(rm(48), '2025-01-01', '2025-06-01')).toBe(rm(100));
    expect(lateStampingPenaltySen(rm(1000), '2025-01-01', '2025-06-01')).toBe(rm(200));
  });
});
