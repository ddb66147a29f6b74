import { describe, expect, it } from 'vitest';
import { findCountry, isKnownDialCode, listCountries } from './countries';
import { isValidMobile, normaliseMobile } from './phone';

describe('listCountries', () => {
  const list = listCountries();
  it('lists every country once with a dial code, Malaysia first', () => {
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(new Set(list.map((c) => c.code)).size).toBe(list.length);
    expect(list[0]).toEqual({ code: 'MY', dialCode: '60', name: { en: 'Malaysia', cn: '马来西亚' } });
    for (const c of list) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dialCode).toMatch(/^[1-9][0-9]{0,2}$/);
    }
  });
  it('sorts the rest by English name', () => {
    const names = list.slice(1).map((c) => c.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(names[0]).toMatch(/^Afghanistan|^Åland/);
  });
  it('names countries in English and Simplified Chinese', () => {
    expect(findCountry('sg')).toEqual({
      code: 'SG',
      dialCode: '65',
      name: { en: 'Singapore', cn: '新加坡' },
    });
    expect(findCountry('CN')?.name.cn).toBe('中国');
    expect(findCountry('US')?.dialCode).toBe('1');
    expect(findCountry('ID')?.name).toEqual({ en: 'Indonesia', cn: '印度尼西亚' });
    for (const c of list) {
      expect(c.name.en, c.code).not.toBe(c.code);
      expect(c.name.cn, c.code).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(findCountry('ZZ')).toBeUndefined();
  });
  it('knows dial codes', () => {
    expect(isKnownDialCode('60')).toBe(true);
    expect(isKnownDialCode('44')).toBe(true);
    expect(isKnownDialCode('999')).toBe(false);
  });
});

describe('normaliseMobile', () => {
  it('drops the Malaysian trunk zero and builds E.164', () => {
    const want = { countryCode: '60', national: '123456789', e164: '+60123456789' };
    expect(normaliseMobile('60', '0123456789')).toEqual(want);
    expect(normaliseMobile('60', '123456789')).toEqual(want);
    expect(normaliseMobile('60', '012-345 6789')).toEqual(want);
    expect(normaliseMobile('60', '+60123456789')).toEqual(want);
    expect(normaliseMobile('60', '01123456789')).toEqual({
      countryCode: '60',
      national: '1123456789',
      e164: '+601123456789',
    });
  });
  it('handles other countries', () => {
    expect(normaliseMobile('65', '9123 4567')?.e164).toBe('+6591234567');
    expect(normaliseMobile('44', '07400 123456')?.national).toBe('7400123456');
  });
  it('returns null for non-numbers and another country code', () => {
    for (const bad of ['', 'abc', '01234a6789', '+65 9123 4567', '++60123456789'])
      expect(normaliseMobile('60', bad), bad).toBeNull();
    expect(normaliseMobile('6a', '0123456789')).toBeNull();
    expect(normaliseMobile('9999', '0123456789')).toBeNull();
  });
});

describe('isValidMobile', () => {
  it('accepts Malaysian mobiles only (+60 1X, 9 or 10 digits)', () => {
    for (const ok of ['0123456789', '123456789', '0173456789', '01123456789', '0193456789'])
      expect(isValidMobile('60', ok), ok).toBe(true);
    for (const bad of ['0312345678', '12345678', '012345678901', '0223456789', '', '0123456789x'])
      expect(isValidMobile('60', bad), bad).toBe(false);
  });
  it('checks other countries loosely', () => {
    expect(isValidMobile('65', '91234567')).toBe(true);
    expect(isValidMobile('86', '13812345678')).toBe(true);
    expect(isValidMobile('1', '2015550123')).toBe(true);
    expect(isValidMobile('65', '12')).toBe(false);
    expect(isValidMobile('65', '+60123456789')).toBe(false);
  });
});
