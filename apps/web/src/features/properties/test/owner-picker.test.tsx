import {
  userCreateProperty,
  userGetProperty,
  userUpdateProperty,
} from '@sewa/domain/properties/calls-operator';
import { userListLandlordOptions } from '@sewa/domain/users/partners-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { property } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { OperatorAddPropertyPage, OperatorEditPropertyPage } from '../operator-screens';

// The property form's owner-landlord picker (product §2.2 landlord): the company's landlords, from
// user-list-landlord-options; the server refuses any other (invalid-landlord on the field).

setupScreenTests();

const SCREENS = {
  '/operator/add-property': OperatorAddPropertyPage,
  '/operator/add-unit/$id': () => <h1>Add unit screen</h1>,
  '/operator/edit-property/$id': OperatorEditPropertyPage,
};

const OPTIONS = {
  data: {
    items: [
      {
        id: 5,
        name: 'Tan Ah Kow',
        mobile_country_code: '60',
        mobile: '123456789',
        status: 'active' as const,
      },
      {
        id: 6,
        name: 'Siti Aminah',
        mobile_country_code: '60',
        mobile: '198765432',
        status: 'active' as const,
      },
    ],
  },
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('owner landlord picker', () => {
  it('picks one of the company landlords on a new property and sends its id', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListLandlordOptions, OPTIONS),
      answer(userCreateProperty, {
        data: property({ id: 42, landlord_user_id: 6, landlord_name: 'Siti Aminah' }),
      }),
    );
    renderApp('/operator/add-property', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    await user.type(within(form).getByLabelText(/^Property name/), 'Seri Maya');
    await choose(user, /^Property type/, 'Condominium');
    await choose(user, /^Owner \(landlord\)/, 'Siti Aminah (+60 198765432)');
    await user.type(within(form).getByLabelText(/^Street address/), 'Jalan Jelatek');
    await user.type(within(form).getByLabelText(/^Postcode/), '54200');
    await user.type(within(form).getByLabelText(/^City/), 'Setiawangsa');
    await choose(user, /^State/, 'Kuala Lumpur');
    await user.click(screen.getByRole('button', { name: 'Save and add units' }));
    await screen.findByRole('heading', { name: 'Add unit screen' });
    expect(api.to(userCreateProperty)[0]!.fields.landlord_user_id).toBe('6');
  });

  it('keeps the saved owner on edit, and shows the server refusal under the field', async () => {
    signInAsOperator();
    const saved = property({ id: 9, status: 'draft', landlord_user_id: 5, landlord_name: 'Tan Ah Kow' });
    const api = fakeApi(
      answer(userListLandlordOptions, OPTIONS),
      answer(userGetProperty, { data: saved }),
      answer(userUpdateProperty, () =>
        failure(101, { errors: { landlord_user_id: 'Choose a landlord of your company.' } }),
      ),
    );
    renderApp('/operator/edit-property/9', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Property details' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: /^Owner \(landlord\)/ }).textContent).toContain(
        'Tan Ah Kow',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Choose a landlord of your company.');
    expect(api.to(userUpdateProperty)[0]!.fields.landlord_user_id).toBe('5');
  });

  it('still offers "no landlord" when the list cannot be read', async () => {
    signInAsOperator();
    fakeApi(answer(userListLandlordOptions, () => failure(103, { message: 'Forbidden' })));
    renderApp('/operator/add-property', SCREENS);
    await screen.findByText('Your landlords could not be loaded. Try again later.');
    expect(screen.getByRole('combobox', { name: /^Owner \(landlord\)/ }).textContent).toContain(
      "No landlord (the company's own)",
    );
  });
});
