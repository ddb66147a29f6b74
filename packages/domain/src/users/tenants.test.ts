import { describe, expect, it } from 'vitest';
import { isAdultOn, ratingAverage, ZCreateTenantInput, ZRateTenantInput } from './tenants';

const errorsOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('tenant profile', () => {
  it('is 18 on the 18th birthday, not the day before (leap days roll to 1 March)', () => {
    expect(isAdultOn('2008-05-04', '2026-05-04')).toBe(true);
    expect(isAdultOn('2008-05-05', '2026-05-04')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdultOn('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('requires name, mobile, ID and date of birth, and refuses a minor', () => {
    expect(Object.keys(errorsOf(ZCreateTenantInput.safeParse({}))).sort()).toEqual(
      ['date_of_birth', 'id_number', 'id_type', 'mobile', 'mobile_country_code', 'name'].sort(),
    );
    const minor = ZCreateTenantInput.safeParse({
      name: 'A',
      mobile_country_code: '60',
      mobile: '123456789',
      id_type: 'nric',
      id_number: '1',
      date_of_birth: `${new Date().getFullYear() - 5}-01-01`,
    });
    expect(errorsOf(minor)).toEqual({ date_of_birth: 'tenant-under-18' });
  });
});

describe('ratings', () => {
  it('takes whole scores from 1 to 5 and averages them to one decimal', () => {
    const ok = { tenant_user_id: '3', payment: '5', care_of_property: 4, communication: '4' };
    expect(ZRateTenantInput.safeParse(ok).success).toBe(true);
    expect(errorsOf(ZRateTenantInput.safeParse({ ...ok, payment: 0, communication: 6 }))).toEqual({
      payment: 'score-range',
      communication: 'score-range',
    });
    expect(ratingAverage({ payment: 5, care_of_property: 4, communication: 4 })).toBe(4.3);
  });
});
