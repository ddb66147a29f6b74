import { describe, expect, it } from 'vitest';
import { locationTerms, queryTerms } from './search-terms';

const pj = {
  name: 'Damansara Utama Court',
  street: '3 Jalan SS 21/37',
  city: 'Petaling Jaya',
  state: 'Selangor',
  postcode: '47400',
};

describe('location search terms', () => {
  it('indexes word beginnings of name, street, city, state and postcode, lower-cased', () => {
    const terms = new Set(locationTerms(pj));
    for (const t of [
      'da',
      'damansara',
      'utama',
      'jalan',
      'ss',
      '21',
      '37',
      'petal',
      'petaling',
      'jaya',
      'selangor',
      '47400',
      '474',
    ]) {
      expect(terms.has(t), t).toBe(true);
    }
    expect(terms.has('amansara')).toBe(false); // beginnings only
  });

  it('adds place names written together and their initials', () => {
    const terms = new Set(locationTerms({ ...pj, city: 'George Town', state: 'Penang' }));
    expect([terms.has('georgetown'), terms.has('gt'), terms.has('georget')]).toEqual([true, true, true]);
    expect(new Set(locationTerms({ ...pj, city: 'Kuala Lumpur', state: 'Kuala Lumpur' })).has('kl')).toBe(
      true,
    );
  });

  it('turns a query into distinct words of two letters or more', () => {
    expect(queryTerms('  Petaling  JAYA, petaling ')).toEqual(['petaling', 'jaya']);
    expect(queryTerms('a')).toEqual([]);
    expect(queryTerms(undefined)).toEqual([]);
    expect(queryTerms('Ampang-Hilir')).toEqual(['ampang', 'hilir']);
  });

  it('matches every query word against the terms', () => {
    const terms = new Set(locationTerms(pj));
    const matches = (q: string) => queryTerms(q).every((t) => terms.has(t));
    expect(['petaling jaya', 'PJ', 'damansara', 'ss 21', 'Selangor 47400'].every(matches)).toBe(true);
    expect(['kuala lumpur', 'jaya kl'].some(matches)).toBe(false);
  });
});
