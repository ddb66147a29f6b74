import { describe, expect, it } from 'vitest';
import { mostCommonCity } from './suggested-place';

describe('mostCommonCity', () => {
  it('is the city most results are in, the first seen on a tie, none without results', () => {
    const of = (...cities: string[]) => mostCommonCity(cities.map((city) => ({ city })));
    expect(of('Johor Bahru', 'George Town', 'George Town')).toBe('George Town');
    expect(of('Ipoh', 'Kuala Lumpur', 'Kuala Lumpur', 'Ipoh')).toBe('Ipoh');
    expect(of(' ', 'Melaka')).toBe('Melaka');
    expect(of()).toBeNull();
  });
});
