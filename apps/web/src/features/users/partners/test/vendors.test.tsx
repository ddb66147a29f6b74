import {
  userArchiveVendor,
  userCreateVendorProfile,
  userGetVendor,
  userListVendors,
} from '@sewa/domain/users/partners-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../../app/session';
import { answer, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';
import { OperatorCreateVendorPage, OperatorEditVendorPage, OperatorVendorsPage } from '../operator-screens';
import { pageOf, vendor } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/vendor': OperatorVendorsPage,
  '/operator/create-new-vendor-profile': OperatorCreateVendorPage,
  '/operator/edit-vendor/$id': OperatorEditVendorPage,
};

const asOperator = () =>
  saveSession({ token: 'op', role: 'operator', privileges: ['users/vendor'], origin: 'login' });

describe('operator vendors', () => {
  it('lists the active vendors, and the archived ones when asked', async () => {
    asOperator();
    const api = fakeApi(
      answer(userListVendors, (fields) =>
        fields.include_archived === 'true'
          ? pageOf([vendor(), vendor({ id: 4, name: 'Old Supplier', status: 'archived' })])
          : pageOf([vendor()]),
      ),
    );
    renderApp('/operator/vendor', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Kedai Paip Maju')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Supplies')).toBeTruthy();
    expect(screen.queryByText('Old Supplier')).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    await screen.findByText('Old Supplier');
    expect(api.to(userListVendors).at(-1)?.fields).toMatchObject({ include_archived: 'true' });
  });

  it('creates a vendor after the schema checks', async () => {
    asOperator();
    const api = fakeApi(
      answer(userCreateVendorProfile, { data: vendor({ id: 20 }) }),
      answer(userGetVendor, { data: vendor({ id: 20 }) }),
    );
    const { history } = renderApp('/operator/create-new-vendor-profile', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Vendor' });
    await user.type(within(form).getByLabelText(/^E-mail/), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    // Validation runs asynchronously (the resolver): wait for it rather than reading at once.
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Vendor name/))).toBe('This field is required.'),
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^E-mail/))).toBe('Please enter a valid e-mail address.');
    await user.clear(within(form).getByLabelText(/^E-mail/));
    await user.type(within(form).getByLabelText(/^Vendor name/), 'Kedai Paip Maju');
    await user.click(screen.getByRole('button', { name: 'Create vendor' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/edit-vendor/20'));
    // No mobile typed: the country code is not sent either.
    expect(api.to(userCreateVendorProfile)[0]!.fields).toMatchObject({ name: 'Kedai Paip Maju', mobile: '' });
  });

  it('archives a vendor only after confirming', async () => {
    asOperator();
    const api = fakeApi(
      answer(userGetVendor, { data: vendor() }),
      answer(userArchiveVendor, { data: vendor({ status: 'archived' }) }),
    );
    renderApp('/operator/edit-vendor/3', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive Kedai Paip Maju?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.to(userArchiveVendor)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(api.to(userArchiveVendor)).toHaveLength(1));
    expect(api.to(userArchiveVendor)[0]!.fields).toEqual({ id: '3' });
    await screen.findByText(/This vendor is archived/);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
  });
});
