import { describe, expect, it } from 'vitest';
import {
  computeDepositTotal,
  computeMoveInTotal,
  emptyMoveInCosts,
  MOVE_IN_ITEMS,
  suggestedMoveInCosts,
  ZMoveInCosts,
} from './move-in-costs';

describe('move-in costs', () => {
  it('lists the 12 items of product §3', () => {
    expect(MOVE_IN_ITEMS).toHaveLength(12);
    expect(MOVE_IN_ITEMS).toContain('credit_check_fee');
  });

  it('totals every item in sen, exactly', () => {
    const costs = {
      ...emptyMoveInCosts(),
      first_month_rent: 150_050,
      security_deposit: 300_100,
      other_fee: 1,
    };
    expect(computeMoveInTotal(costs)).toBe(450_151);
    expect(computeMoveInTotal({})).toBe(0);
    expect(computeDepositTotal({ security_deposit: 2, utility_deposit: 3, first_month_rent: 100 })).toBe(5);
  });

  it('totals only the items a booking setting applies', () => {
    const costs = suggestedMoveInCosts(120_000);
    expect(costs).toMatchObject({
      first_month_rent: 120_000,
      security_deposit: 240_000,
      utility_deposit: 60_000,
    });
    expect(computeMoveInTotal(costs, ['first_month_rent', 'utility_deposit'])).toBe(180_000);
    expect(computeMoveInTotal(costs)).toBe(420_000);
  });

  it('parses items from the wire, defaulting missing ones to 0 and refusing negatives and fractions', () => {
    expect(ZMoveInCosts.parse({ first_month_rent: '100000' })).toEqual({
      ...emptyMoveInCosts(),
      first_month_rent: 100_000,
    });
    expect(ZMoveInCosts.safeParse({ security_deposit: -1 }).success).toBe(false);
    expect(ZMoveInCosts.safeParse({ security_deposit: 1.5 }).success).toBe(false);
  });
});
