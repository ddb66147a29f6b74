import { userCreateRental, userGetUnit } from '@sewa/domain/properties/calls-units';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { rental, unitDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { OperatorAddRentalPage } from '../operator-screens';

setupScreenTests();

const SCREENS = {
  '/operator/add-rental/$id': OperatorAddRentalPage,
  '/operator/edit-unit/$id': () => <h1>Unit screen</h1>,
};

function open(unit = unitDetail()) {
  signInAsOperator();
  const api = fakeApi(answer(userGetUnit, { data: unit }), answer(userCreateRental, { data: rental() }));
  const view = renderApp(`/operator/add-rental/${unit.id}`, SCREENS);
  return { api, view, user: userEvent.setup({ delay: null }) };
}

const total = () => screen.getByTestId('move-in-total').textContent;

describe('/operator/add-rental/{id}', () => {
  it('totals the move-in costs as they are typed, with the domain calculator', async () => {
    const { user } = open();
    const form = await screen.findByRole('form', { name: 'Rental' });
    expect(total()).toBe('RM 0');
    await user.type(within(form).getByLabelText(/^Monthly rent/), '1500');
    await user.click(within(form).getByRole('button', { name: 'Fill in typical amounts' }));
    // First month + two months' security + half a month's utility.
    expect(total()).toBe('RM 5,250');
    await user.type(within(form).getByLabelText('Access card deposit'), '50.50');
    expect(total()).toBe('RM 5,300.50');
    expect(screen.getByText('of which refundable deposits').nextSibling?.textContent).toBe('RM 3,800.50');
  });

  it('refuses an empty rent and date with the schema messages, then sends sen and goes to the unit', async () => {
    const { api, user, view } = open();
    const form = await screen.findByRole('form', { name: 'Rental' });
    await user.click(within(form).getByRole('button', { name: 'Save rental' }));
    expect((await within(form).findAllByText('This field is required.')).length).toBe(2);
    expect(api.to(userCreateRental)).toEqual([]);

    await user.type(within(form).getByLabelText(/^Monthly rent/), '1,800');
    await user.type(within(form).getByLabelText(/^Available from/), '2026-12-01');
    await user.type(within(form).getByLabelText('Agreement fee'), '250');
    await user.click(within(form).getByRole('button', { name: 'Save rental' }));
    await screen.findByRole('heading', { name: 'Unit screen' });
    const [sent] = api.to(userCreateRental);
    expect(sent?.fields).toMatchObject({
      unit_id: '5',
      monthly_rent_sen: '180000',
      available_from: '2026-12-01',
      status: 'available',
    });
    expect(JSON.parse(sent!.fields.move_in_costs!)).toMatchObject({
      agreement_fee: 25000,
      first_month_rent: 0,
    });
    expect(view.history.location.search).toBe('?tabId=rentals');
  });

  it('explains that a unit let by room needs its rooms first', async () => {
    open(unitDetail({ rental_type: 'room' }));
    expect(await screen.findByText(/has no rooms yet/)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Rental' })).toBeNull();
  });

  it('shows the server refusal under its field', async () => {
    signInAsOperator();
    const unit = unitDetail();
    const api = fakeApi(
      answer(userGetUnit, { data: unit }),
      answer(
        userCreateRental,
        failure(101, {
          message: 'Validation failed.',
          errors: { unit_id: 'x', monthly_rent_sen: 'The rent is too low.' },
        }),
      ),
    );
    renderApp(`/operator/add-rental/${unit.id}`, SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Rental' });
    await user.type(within(form).getByLabelText(/^Monthly rent/), '2');
    await user.type(within(form).getByLabelText(/^Available from/), '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Save rental' }));
    await waitFor(() => expect(api.to(userCreateRental).length).toBe(1));
    expect(await within(form).findByText('The rent is too low.')).toBeTruthy();
  });
});
