import { describe, expect, it } from 'vitest';
import {
  emptyRentalForm,
  moveInTotalsOf,
  rentalInputOf,
  senOf,
  suggestedCostsText,
} from './rental-form-values';

const costs = (items: Partial<ReturnType<typeof emptyRentalForm>['move_in_costs']>) => ({
  ...emptyRentalForm().move_in_costs,
  ...items,
});

describe('rental form amounts', () => {
  it('reads RM as typed into sen, empty cost items as 0', () => {
    expect(senOf('1,250.50')).toBe(125050);
    expect(senOf('')).toBe('');
    expect(senOf('', 0)).toBe(0);
    // Not an amount: passed on so the schema refuses it on that field.
    expect(senOf('12.345')).toBe('12.345');
  });

  it('totals every move-in item and the refundable deposits among them', () => {
    const totals = moveInTotalsOf(
      costs({
        first_month_rent: '1500',
        security_deposit: '3000',
        utility_deposit: '750',
        access_card_deposit: '100.50',
        other_fee: '20',
      }),
    );
    expect(totals).toEqual({ total: 537050, deposits: 385050, isComplete: true });
  });

  it('counts a half-typed amount as 0 and says the total is not final', () => {
    expect(moveInTotalsOf(costs({ first_month_rent: '1500', registration_fee: '1.2.3' }))).toEqual({
      total: 150000,
      deposits: 0,
      isComplete: false,
    });
  });

  it('suggests the usual amounts from the rent, and nothing without one', () => {
    expect(suggestedCostsText('1500')).toMatchObject({
      first_month_rent: '1500',
      security_deposit: '3000',
      utility_deposit: '750',
      last_month_rent: '',
    });
    expect(suggestedCostsText('1333.33')).toMatchObject({ utility_deposit: '666.67' });
    expect(suggestedCostsText('')).toBeNull();
  });

  it('builds the payload in sen under the schema names', () => {
    const form = {
      ...emptyRentalForm(),
      monthly_rent_sen: '1800',
      available_from: '2026-12-01',
      move_in_costs: costs({ agreement_fee: '250' }),
    };
    const input = rentalInputOf(form);
    expect(input).toMatchObject({
      monthly_rent_sen: 180000,
      available_from: '2026-12-01',
      status: 'available',
    });
    expect(input.move_in_costs.agreement_fee).toBe(25000);
    expect(input.move_in_costs.first_month_rent).toBe(0);
  });
});
