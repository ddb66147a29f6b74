import {
  adminGetLandlord,
  adminListLandlords,
  userCreateLandlordProfile,
  userGetLandlord,
  userListLandlords,
} from '@sewa/domain/users/partners-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';
import { AdminEditLandlordPage, AdminLandlordsPage } from '../admin-screens';
import {
  OperatorCreateLandlordPage,
  OperatorEditLandlordPage,
  OperatorLandlordsPage,
} from '../operator-screens';
import { landlord, landlordItem, pageOf } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/landlord': OperatorLandlordsPage,
  '/operator/create-new-landlord-profile': OperatorCreateLandlordPage,
  '/operator/edit-landlord/$id': OperatorEditLandlordPage,
  '/admin/landlord': AdminLandlordsPage,
  '/admin/edit-landlord/$id': AdminEditLandlordPage,
};

const asOperator = () =>
  saveSession({ token: 'op', role: 'operator', privileges: ['users/landlord'], origin: 'login' });
const asAdmin = () =>
  saveSession({ token: 'ad', role: 'admin', privileges: ['users/landlord'], origin: 'login' });

describe('operator landlords', () => {
  it('lists landlords with the properties they own, searches, and says No Results', async () => {
    asOperator();
    const api = fakeApi(
      answer(userListLandlords, (fields) =>
        fields.search === 'nobody' ? pageOf([]) : pageOf([landlordItem()]),
      ),
    );
    renderApp('/operator/landlord', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Tan Ah Kow')).closest('tr') as HTMLElement;
    expect(within(row).getByText('+60 123456789')).toBeTruthy();
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Edit Tan Ah Kow' }).getAttribute('href')).toBe(
      '/operator/edit-landlord/5',
    );
    expect(screen.getByRole('link', { name: 'New landlord' })).toBeTruthy();
    await user.type(screen.getByRole('searchbox', { name: 'Search landlords' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
    expect(api.to(userListLandlords).at(-1)?.fields).toMatchObject({ search: 'nobody', page: '1' });
  });

  it('checks the form with the shared schema, puts the server 101 under the mobile, then creates', async () => {
    asOperator();
    let isTaken = true;
    const api = fakeApi(
      answer(userCreateLandlordProfile, () =>
        isTaken
          ? failure(101, { errors: { mobile: 'This mobile number is already registered.' } })
          : { data: landlord({ id: 77, has_password: false, properties: [] }) },
      ),
      answer(userGetLandlord, { data: landlord({ id: 77, has_password: false, properties: [] }) }),
    );
    const { history } = renderApp('/operator/create-new-landlord-profile', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Landlord' });
    await user.click(screen.getByRole('button', { name: 'Create landlord' }));
    expect(fieldErrorOf(within(form).getByLabelText(/^Name/))).toBe('This field is required.');
    expect(api.to(userCreateLandlordProfile)).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), 'Tan Ah Kow');
    await user.type(within(form).getByPlaceholderText('123456789'), '0123456789');
    await user.type(within(form).getByLabelText(/^Account number/), '512345678901');
    await user.click(screen.getByRole('button', { name: 'Create landlord' }));
    await screen.findByText('This mobile number is already registered.');
    expect(api.to(userCreateLandlordProfile)[0]!.fields).toMatchObject({
      name: 'Tan Ah Kow',
      mobile_country_code: '60',
      mobile: '0123456789',
      bank_account_number: '512345678901',
    });

    isTaken = false;
    await user.click(screen.getByRole('button', { name: 'Create landlord' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/edit-landlord/77'));
    await screen.findByText(/has not set a password yet/);
    expect(screen.getByText(/No property names this landlord/)).toBeTruthy();
  });

  it('shows the properties the landlord owns on its record', async () => {
    asOperator();
    fakeApi(answer(userGetLandlord, { data: landlord() }));
    renderApp('/operator/edit-landlord/5', SCREENS);
    const link = await screen.findByRole('link', { name: 'Residensi Bukit Bintang' });
    expect(link.getAttribute('href')).toBe('/operator/edit-property/31');
    expect(screen.getByText('Properties owned (1)')).toBeTruthy();
    expect((screen.getByLabelText(/^Bank$/) as HTMLInputElement).value).toBe('Maybank');
  });

  it('says not found for another company landlord', async () => {
    asOperator();
    fakeApi(answer(userGetLandlord, () => failure(102, { message: 'Not found.' })));
    renderApp('/operator/edit-landlord/999', SCREENS);
    expect((await screen.findAllByText(/not found/i)).length).toBeGreaterThan(0);
    expect(screen.queryByRole('form', { name: 'Landlord' })).toBeNull();
  });
});

describe('admin landlords', () => {
  it('lists landlords of every company without an add button, and opens one', async () => {
    asAdmin();
    fakeApi(
      answer(adminListLandlords, pageOf([landlordItem({ company_name: 'Acme Homes' })])),
      answer(adminGetLandlord, { data: landlord({ company_name: 'Acme Homes' }) }),
    );
    renderApp('/admin/landlord', SCREENS);
    await screen.findByText('Acme Homes');
    expect(screen.queryByRole('link', { name: 'New landlord' })).toBeNull();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Edit Tan Ah Kow' }));
    await screen.findByText('Of Acme Homes');
  });
});
