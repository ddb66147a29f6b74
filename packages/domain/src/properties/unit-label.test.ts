import { describe, expect, it } from 'vitest';
import { carriesBlock, unitLabel } from './unit-label';

describe('unitLabel', () => {
  it('puts the block before the number', () => {
    expect(unitLabel({ block: 'A', unit_number: '12-3' })).toBe('A-12-3');
    expect(unitLabel({ block: 'Tower B', unit_number: '5' })).toBe('Tower B-5');
  });

  it('shows the number alone without a block', () => {
    expect(unitLabel({ block: null, unit_number: '12-3' })).toBe('12-3');
    expect(unitLabel({ block: '', unit_number: '12-3' })).toBe('12-3');
    expect(unitLabel({ block: '  ', unit_number: '12-3' })).toBe('12-3');
    expect(unitLabel({ unit_number: '7' })).toBe('7');
  });

  it('does not prefix a number that already carries its block', () => {
    expect(unitLabel({ block: 'A', unit_number: 'A-12-3' })).toBe('A-12-3');
    expect(unitLabel({ block: 'a', unit_number: 'A-12-3' })).toBe('A-12-3');
    expect(unitLabel({ block: 'B', unit_number: 'B12-3' })).toBe('B12-3');
    expect(unitLabel({ block: 'C', unit_number: 'C 5' })).toBe('C 5');
    expect(unitLabel({ block: 'Tower 2', unit_number: 'Tower 2-15-1' })).toBe('Tower 2-15-1');
  });

  it('still prefixes a number that only begins with the same letter', () => {
    expect(carriesBlock('A', 'AB-1')).toBe(false);
    expect(unitLabel({ block: 'A', unit_number: 'AB-1' })).toBe('A-AB-1');
    expect(carriesBlock('1', '12-3')).toBe(false);
    expect(unitLabel({ block: '1', unit_number: '12-3' })).toBe('1-12-3');
  });
});
