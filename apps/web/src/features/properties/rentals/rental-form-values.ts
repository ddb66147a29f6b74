import {
  computeDepositTotal,
  computeMoveInTotal,
  emptyMoveInCosts,
  MOVE_IN_ITEMS,
  suggestedMoveInCosts,
  type TMoveInCosts,
  type TMoveInItem,
} from '@sewa/domain/properties/move-in-costs';
import type { TRental } from '@sewa/domain/properties/rental-schemas';
import { parseMoneyToSen } from '@sewa/format/money';

// add-rental / edit rental. Amounts are typed in RM; the fields keep the payload's names
// (monthly_rent_sen, move_in_costs.<item>) so the schema's and the server's errors land on them.

export type TRentalForm = {
  room_id: string;
  /** RM as typed. */
  monthly_rent_sen: string;
  available_from: string;
  status: string;
  /** RM as typed, per item. */
  move_in_costs: Record<TMoveInItem, string>;
};

const ringgit = (sen: number): string => (sen % 100 === 0 ? String(sen / 100) : (sen / 100).toFixed(2));

const costsText = (costs: TMoveInCosts): Record<TMoveInItem, string> =>
  Object.fromEntries(MOVE_IN_ITEMS.map((item) => [item, costs[item] ? ringgit(costs[item]) : ''])) as Record<
    TMoveInItem,
    string
  >;

export const emptyRentalForm = (roomId = ''): TRentalForm => ({
  room_id: roomId,
  monthly_rent_sen: '',
  available_from: '',
  status: 'available',
  move_in_costs: costsText(emptyMoveInCosts()),
});

export const rentalFormOf = (r: TRental): TRentalForm => ({
  room_id: r.room_id === null ? '' : String(r.room_id),
  monthly_rent_sen: ringgit(r.monthly_rent_sen),
  available_from: r.available_from.slice(0, 10),
  status: r.status,
  move_in_costs: costsText(r.move_in_costs),
});

/** Typed RM → sen; '' is 0 for cost items; text that is not an amount is passed on for the schema to refuse. */
export const senOf = (text: string, emptyAs: number | '' = ''): number | string => {
  if (text.trim() === '') return emptyAs;
  return parseMoneyToSen(text) ?? text;
};

export const moveInCostsOf = (form: TRentalForm['move_in_costs']) =>
  Object.fromEntries(MOVE_IN_ITEMS.map((item) => [item, senOf(form[item] ?? '', 0)])) as Record<
    TMoveInItem,
    number | string
  >;

/** The payload fields shared by create and update. */
export const rentalInputOf = (form: TRentalForm) => ({
  monthly_rent_sen: senOf(form.monthly_rent_sen),
  available_from: form.available_from,
  status: form.status,
  move_in_costs: moveInCostsOf(form.move_in_costs),
});

/** The live totals under the cost items: what moving in costs and how much of it is refundable. */
export function moveInTotalsOf(form: TRentalForm['move_in_costs']): {
  total: number;
  deposits: number;
  isComplete: boolean;
} {
  const raw = moveInCostsOf(form);
  // While an amount is half-typed or invalid, count it as 0 and say the total is not final.
  const costs = Object.fromEntries(
    MOVE_IN_ITEMS.map((item) => [item, typeof raw[item] === 'number' && raw[item] >= 0 ? raw[item] : 0]),
  ) as TMoveInCosts;
  const isComplete = MOVE_IN_ITEMS.every(
    (item) => typeof raw[item] === 'number' && (raw[item] as number) >= 0,
  );
  return { total: computeMoveInTotal(costs), deposits: computeDepositTotal(costs), isComplete };
}

/** The usual Malaysian amounts for a rent (first month, two months' security, half a month's utility). */
export function suggestedCostsText(rentText: string): Record<TMoveInItem, string> | null {
  const rent = senOf(rentText);
  if (typeof rent !== 'number' || rent <= 0) return null;
  return costsText(suggestedMoveInCosts(rent));
}
