import { MOVE_IN_ITEMS, type TMoveInCosts, type TMoveInItem } from '../properties/move-in-costs';
import type { TBookingSetting } from '../properties/setting-schemas';

// What a booking costs and what is given back (product §3 move-in costs; §9 tenant cancellation).
// Integer sen throughout; the server stores the result at submit so later price changes never move a
// booking's figures.

export type TBookingAmounts = {
  booking_fee_sen: number;
  /** The credit-check fee the applicant pays (the rental's item), 0 when no check is required. */
  credit_check_fee_sen: number;
  /** Every move-in item that applies, in sen (the credit-check item only when a check is required). */
  items: Partial<TMoveInCosts>;
  /** The items collected with payment 1 (the booking setting's list); the rest are payment 2. */
  pay_now_items: TMoveInItem[];
  payment1_sen: number;
  payment2_sen: number;
  total_sen: number;
};

export function bookingAmounts(costs: Partial<TMoveInCosts>, setting: TBookingSetting): TBookingAmounts {
  const items: Partial<TMoveInCosts> = {};
  for (const item of MOVE_IN_ITEMS) {
    const sen = costs[item] ?? 0;
    if (item === 'credit_check_fee' && !setting.is_credit_check_required) continue;
    if (sen > 0) items[item] = sen;
  }
  // The credit check runs after payment 1, so its fee is always collected then.
  const payNow = MOVE_IN_ITEMS.filter(
    (item) =>
      items[item] !== undefined && (setting.move_in_items.includes(item) || item === 'credit_check_fee'),
  );
  const sum = (list: readonly TMoveInItem[]) => list.reduce((s, item) => s + (items[item] ?? 0), 0);
  const later = MOVE_IN_ITEMS.filter((item) => items[item] !== undefined && !payNow.includes(item));
  const payment1 = setting.booking_fee_sen + sum(payNow);
  const payment2 = sum(later);
  return {
    booking_fee_sen: setting.booking_fee_sen,
    credit_check_fee_sen: items.credit_check_fee ?? 0,
    items,
    pay_now_items: payNow,
    payment1_sen: payment1,
    payment2_sen: payment2,
    total_sen: payment1 + payment2,
  };
}

/** Shares of a tenant's cancellation the operator and the platform may claim, in basis points. */
export type TCancellationShares = { operator_bp: number; platform_bp: number };
/** Product §9: the operator and the platform company may each claim 50% of the payment. */
export const DEFAULT_CANCELLATION_SHARES: TCancellationShares = { operator_bp: 5_000, platform_bp: 5_000 };

export type TRefundReason = 'rejected' | 'operator_cancel' | 'tenant_cancel';

export type TRefundAmounts = {
  paid_sen: number;
  /** Kept by the platform: the credit-check fee (the check was run or could have been). */
  credit_check_fee_sen: number;
  operator_claim_sen: number;
  platform_claim_sen: number;
  refund_sen: number;
};

/**
 * What happens to the money paid when a booking ends before check-in. Rejection and an operator's
 * cancellation give back everything but the credit-check fee; a tenant's cancellation lets the operator
 * and the platform claim their shares of the rest (rounded down, so the tenant never loses a sen to
 * rounding), and gives back what remains.
 */
export function refundAmounts(
  reason: TRefundReason,
  paidSen: number,
  creditCheckFeePaidSen: number,
  shares: TCancellationShares = DEFAULT_CANCELLATION_SHARES,
): TRefundAmounts {
  const fee = Math.min(creditCheckFeePaidSen, paidSen);
  const rest = paidSen - fee;
  if (reason !== 'tenant_cancel')
    return {
      paid_sen: paidSen,
      credit_check_fee_sen: fee,
      operator_claim_sen: 0,
      platform_claim_sen: 0,
      refund_sen: rest,
    };
  const operator = Math.floor((rest * shares.operator_bp) / 10_000);
  const platform = Math.min(rest - operator, Math.floor((rest * shares.platform_bp) / 10_000));
  return {
    paid_sen: paidSen,
    credit_check_fee_sen: fee,
    operator_claim_sen: operator,
    platform_claim_sen: platform,
    refund_sen: rest - operator - platform,
  };
}
