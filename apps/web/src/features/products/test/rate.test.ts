import { describe, expect, it } from 'vitest';
import { basisPointsOf, percentOf, rateText } from '../tax-items/rate';

describe('tax rate: percent typed, basis points stored', () => {
  it('turns a percent with up to 2 decimals into basis points', () => {
    expect(basisPointsOf('8')).toBe(800);
    expect(basisPointsOf('6.5')).toBe(650);
    expect(basisPointsOf(' 8.25 % ')).toBe(825);
    expect(basisPointsOf('0')).toBe(0);
    expect(basisPointsOf('100')).toBe(10_000);
  });
  it('leaves anything else as typed, for the schema to refuse', () => {
    expect(basisPointsOf('8.255')).toBe('8.255');
    expect(basisPointsOf('-1')).toBe('-1');
    expect(basisPointsOf('')).toBe('');
  });
  it('shows basis points as a percent', () => {
    expect(percentOf(800)).toBe('8');
    expect(percentOf(825)).toBe('8.25');
    expect(rateText(650)).toBe('6.5%');
  });
});
