import { z } from 'zod';
import { fInt } from '../forms/fields';

// product §3 move-in costs, each in sen. The total is always computed, never typed in.
export const MOVE_IN_ITEMS = [
  'first_month_rent',
  'last_month_rent',
  'move_in_fee',
  'registration_fee',
  'agreement_fee',
  'security_deposit',
  'utility_deposit',
  'access_card_deposit',
  'carpark_deposit',
  'other_fee',
  'credit_check_fee',
  'tenancy_agreement_fee',
] as const;
export type TMoveInItem = (typeof MOVE_IN_ITEMS)[number];

/** Refundable items (held, not charged): the rental's "deposits". */
export const DEPOSIT_ITEMS: readonly TMoveInItem[] = [
  'security_deposit',
  'utility_deposit',
  'access_card_deposit',
  'carpark_deposit',
];

export const MAX_MONEY_SEN = 100_000_000; // RM 1,000,000: far above any rent, well inside int32.
export const fSen = () => fInt().pipe(z.number().int().min(0).max(MAX_MONEY_SEN));

export type TMoveInCosts = Record<TMoveInItem, number>;

export const ZMoveInCosts = z.object(
  Object.fromEntries(MOVE_IN_ITEMS.map((k) => [k, fSen().default(0)])) as Record<
    TMoveInItem,
    z.ZodDefault<ReturnType<typeof fSen>>
  >,
);

export const emptyMoveInCosts = (): TMoveInCosts =>
  Object.fromEntries(MOVE_IN_ITEMS.map((k) => [k, 0])) as TMoveInCosts;

/** Typical Malaysian terms: first month in advance, two months' security, half a month's utility. */
export const suggestedMoveInCosts = (monthlyRentSen: number): TMoveInCosts => ({
  ...emptyMoveInCosts(),
  first_month_rent: monthlyRentSen,
  security_deposit: monthlyRentSen * 2,
  utility_deposit: Math.round(monthlyRentSen / 2),
});

/** Sum of the items that apply (all by default; a booking setting may narrow them). */
export const computeMoveInTotal = (
  costs: Partial<TMoveInCosts>,
  applicable: readonly TMoveInItem[] = MOVE_IN_ITEMS,
): number => applicable.reduce((sum, item) => sum + (costs[item] ?? 0), 0);

export const computeDepositTotal = (costs: Partial<TMoveInCosts>): number =>
  computeMoveInTotal(costs, DEPOSIT_ITEMS);
