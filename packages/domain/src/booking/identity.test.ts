import { describe, expect, it } from 'vitest';
import { ADULT_AGE, ageOn, birthDateFromIc } from './identity';

describe('birthDateFromIc', () => {
  it('reads YYMMDD, a year after this one’s being last century', () => {
    expect(birthDateFromIc('900101145678', '2026-05-04')).toBe('1990-01-01');
    expect(birthDateFromIc('080504145678', '2026-05-04')).toBe('2008-05-04');
    expect(birthDateFromIc('260504145678', '2026-05-04')).toBe('2026-05-04');
    expect(birthDateFromIc('270101145678', '2026-05-04')).toBe('1927-01-01');
  });

  it('refuses dates that do not exist and numbers that are not 12 digits', () => {
    expect(birthDateFromIc('901301145678', '2026-05-04')).toBeNull();
    expect(birthDateFromIc('900230145678', '2026-05-04')).toBeNull();
    expect(birthDateFromIc('000229145678', '2026-05-04')).toBe('2000-02-29');
    expect(birthDateFromIc('010229145678', '2026-05-04')).toBeNull();
    expect(birthDateFromIc('90010114567', '2026-05-04')).toBeNull();
    expect(birthDateFromIc('900101-14-5678', '2026-05-04')).toBeNull();
  });
});

describe('ageOn', () => {
  it('turns 18 on the 18th birthday, not the day before', () => {
    expect(ageOn('2008-05-04', '2026-05-04')).toBe(ADULT_AGE);
    expect(ageOn('2008-05-05', '2026-05-04')).toBe(17);
    expect(ageOn('2008-05-03', '2026-05-04')).toBe(18);
  });

  it('counts a 29 February birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
  });
});
