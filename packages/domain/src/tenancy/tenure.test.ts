import { describe, expect, it } from 'vitest';
import { ZCreateTenancyInput } from './schemas';
import {
  addDays,
  addMonthsToDay,
  daysBetween,
  nextPaymentDate,
  tenancyCanEnd,
  tenureMonths,
  tenurePresetEnd,
} from './tenure';

describe('tenure presets', () => {
  it('end one day before the anniversary', () => {
    expect(tenurePresetEnd('2026-12-01', '3m')).toBe('2027-02-28');
    expect(tenurePresetEnd('2026-12-01', '6m')).toBe('2027-05-31');
    expect(tenurePresetEnd('2026-12-01', '1y')).toBe('2027-11-30');
  });

  it('clamp month ends and cross leap days', () => {
    expect(tenurePresetEnd('2027-11-30', '3m')).toBe('2028-02-28');
    expect(tenurePresetEnd('2028-02-29', '1y')).toBe('2029-02-27');
    expect(tenurePresetEnd('2026-01-15', '1y')).toBe('2027-01-14');
  });

  it('count whole months of a tenure', () => {
    expect(tenureMonths('2026-12-01', '2027-11-30')).toBe(12);
    expect(tenureMonths('2026-12-01', '2027-02-28')).toBe(3);
    expect(tenureMonths('2026-12-01', '2026-12-10')).toBe(1);
  });
});

describe('calendar days', () => {
  it('add and count days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-11-23', '2027-01-22')).toBe(60);
    expect(daysBetween('2026-11-23', '2026-11-20')).toBe(-3);
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('ends a tenancy from its last day on', () => {
    expect(tenancyCanEnd('2027-11-30', '2027-11-29')).toBe(false);
    expect(tenancyCanEnd('2027-11-30', '2027-11-30')).toBe(true);
  });
});

describe('next payment date', () => {
  const t = {
    tenure_start: '2026-12-01',
    tenure_end: '2027-11-30',
    payment_day: 7,
    payment_frequency: 'monthly' as const,
  };

  it('is the payment day of this month or the next', () => {
    expect(nextPaymentDate(t, '2026-11-23')).toBe('2026-12-07');
    expect(nextPaymentDate(t, '2027-03-07')).toBe('2027-03-07');
    expect(nextPaymentDate(t, '2027-03-08')).toBe('2027-04-07');
  });

  it('steps by the payment frequency and stops at the tenure end', () => {
    expect(nextPaymentDate({ ...t, payment_frequency: 'quarterly' }, '2027-01-01')).toBe('2027-03-07');
    expect(nextPaymentDate(t, '2027-11-08')).toBeNull();
  });
});

describe('create tenancy input', () => {
  const base = {
    tenant_user_id: 1,
    property_id: 2,
    unit_id: 3,
    tenure_start: '2026-12-01',
    tenure_end: '2027-11-30',
    monthly_rent_sen: 150_000,
  };
  const issues = (v: object) =>
    ZCreateTenancyInput.safeParse(v).error?.issues.map((i) => `${String(i.path[0])}:${i.message}`) ?? [];

  it('takes the defaults of a monthly residential tenancy paid on the 7th', () => {
    const v = ZCreateTenancyInput.parse(base);
    expect(v).toMatchObject({ payment_day: 7, payment_frequency: 'monthly', used_for: 'residential' });
    expect(v.security_deposit_sen).toBe(0);
  });

  it('refuses a tenure that ends before it starts and a rent-free period outside it', () => {
    expect(issues({ ...base, tenure_end: '2026-11-30' })).toContain('tenure_end:tenure-end-before-start');
    expect(issues({ ...base, rent_free_start: '2026-11-01', rent_free_end: '2026-12-31' })).toContain(
      'rent_free_start:rent-free-outside-tenure',
    );
    expect(issues({ ...base, rent_free_start: '2026-12-01' })).toContain('rent_free_end:required');
  });

  it('sanitises house rules to the editor tags', () => {
    const v = ZCreateTenancyInput.parse({
      ...base,
      house_rules: '<p onclick="x()">No <strong>pets</strong><script>alert(1)</script></p>',
    });
    expect(v.house_rules).toBe('<p>No <strong>pets</strong>alert(1)</p>');
  });
});
