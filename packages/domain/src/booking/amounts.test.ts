import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_SETTING } from '../properties/setting-schemas';
import { bookingAmounts, refundAmounts } from './amounts';

const COSTS = {
  first_month_rent: 150_000,
  security_deposit: 300_000,
  utility_deposit: 50_000,
  agreement_fee: 20_000,
  credit_check_fee: 3_000,
  last_month_rent: 0,
};

describe('bookingAmounts', () => {
  it('splits the items into payment 1 (the setting’s list plus the booking fee) and payment 2', () => {
    const a = bookingAmounts(COSTS, {
      booking_fee_sen: 10_000,
      is_credit_check_required: false,
      move_in_items: ['first_month_rent', 'security_deposit'],
    });
    expect(a).toEqual({
      booking_fee_sen: 10_000,
      credit_check_fee_sen: 0,
      items: {
        first_month_rent: 150_000,
        security_deposit: 300_000,
        utility_deposit: 50_000,
        agreement_fee: 20_000,
      },
      pay_now_items: ['first_month_rent', 'security_deposit'],
      payment1_sen: 460_000,
      payment2_sen: 70_000,
      total_sen: 530_000,
    });
  });

  it('collects the credit-check fee with payment 1 when a check is required, whatever the list says', () => {
    const a = bookingAmounts(COSTS, {
      booking_fee_sen: 0,
      is_credit_check_required: true,
      move_in_items: [],
    });
    expect(a.credit_check_fee_sen).toBe(3_000);
    expect(a.pay_now_items).toEqual(['credit_check_fee']);
    expect([a.payment1_sen, a.payment2_sen]).toEqual([3_000, 520_000]);
  });

  it('the default setting collects everything now, and zero items never show', () => {
    const a = bookingAmounts(COSTS, DEFAULT_BOOKING_SETTING);
    expect(a.payment2_sen).toBe(0);
    expect(a.payment1_sen).toBe(520_000);
    expect(a.items).not.toHaveProperty('last_month_rent');
  });
});

describe('refundAmounts', () => {
  it('a rejection gives back everything but the credit-check fee', () => {
    expect(refundAmounts('rejected', 463_000, 3_000)).toEqual({
      paid_sen: 463_000,
      credit_check_fee_sen: 3_000,
      operator_claim_sen: 0,
      platform_claim_sen: 0,
      refund_sen: 460_000,
    });
  });

  it("the operator's cancellation is a rejection's money", () => {
    expect(refundAmounts('operator_cancel', 463_000, 3_000)).toEqual(
      refundAmounts('rejected', 463_000, 3_000),
    );
  });

  it("a tenant's cancellation: 50% each to the operator and the platform, rounded down, the odd sen to the tenant", () => {
    expect(refundAmounts('tenant_cancel', 463_001, 3_000)).toEqual({
      paid_sen: 463_001,
      credit_check_fee_sen: 3_000,
      operator_claim_sen: 230_000,
      platform_claim_sen: 230_000,
      refund_sen: 1,
    });
    expect(refundAmounts('tenant_cancel', 10_000, 0)).toMatchObject({
      operator_claim_sen: 5_000,
      platform_claim_sen: 5_000,
      refund_sen: 0,
    });
    // Other shares: 30% operator, 20% platform.
    expect(
      refundAmounts('tenant_cancel', 10_001, 0, { operator_bp: 3_000, platform_bp: 2_000 }),
    ).toMatchObject({
      operator_claim_sen: 3_000,
      platform_claim_sen: 2_000,
      refund_sen: 5_001,
    });
  });

  it('never keeps more than was paid', () => {
    expect(refundAmounts('rejected', 2_000, 3_000)).toMatchObject({
      credit_check_fee_sen: 2_000,
      refund_sen: 0,
    });
    expect(refundAmounts('tenant_cancel', 0, 0)).toMatchObject({ operator_claim_sen: 0, refund_sen: 0 });
  });
});
