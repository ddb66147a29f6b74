import {
  adminGetAgreementFees,
  adminListPmas,
  adminUpdateAgreementFees,
} from '@sewa/domain/agreements/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminAgreementFeesPage } from '../admin/admin-pages';
import { AdminPmaListPage } from '../pma/pma-list';
import { agreementRow, page } from './fixtures';

setupScreenTests();

const user = () => userEvent.setup({ delay: null });
const asAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['agreement', 'agreement/pma'],
    origin: 'login',
  });

describe('admin agreement-fees', () => {
  it('shows the fees in RM and saves them in sen', async () => {
    asAdmin();
    const api = fakeApi(
      answer(adminGetAgreementFees, { data: { stamping_fee_sen: 1_000, esign_fee_sen: 0 } }),
      answer(adminUpdateAgreementFees, { data: { stamping_fee_sen: 1_500, esign_fee_sen: 250 } }),
    );
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    const form = await screen.findByRole('form', { name: 'Agreement fees' });
    const stamping = within(form).getByLabelText(/Stamping fee/) as HTMLInputElement;
    expect(stamping.value).toBe('10.00');
    await user().clear(stamping);
    await user().type(stamping, '15');
    const esign = within(form).getByLabelText(/E-sign fee/);
    await user().clear(esign);
    await user().type(esign, '2.50');
    await user().click(within(form).getByRole('button', { name: 'Save fees' }));
    await waitFor(() => expect(api.to(adminUpdateAgreementFees)).toHaveLength(1));
    expect(api.to(adminUpdateAgreementFees)[0]?.fields).toMatchObject({
      stamping_fee_sen: '1500',
      esign_fee_sen: '250',
    });
    expect(await screen.findByText('Agreement fees saved.')).toBeTruthy();
  });

  it('refuses an empty fee under its field without calling', async () => {
    asAdmin();
    const api = fakeApi(
      answer(adminGetAgreementFees, { data: { stamping_fee_sen: 1_000, esign_fee_sen: 0 } }),
    );
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    const form = await screen.findByRole('form', { name: 'Agreement fees' });
    await user().clear(within(form).getByLabelText(/Stamping fee/));
    await user().click(within(form).getByRole('button', { name: 'Save fees' }));
    expect(await within(form).findByRole('alert')).toBeTruthy();
    expect(api.to(adminUpdateAgreementFees)).toEqual([]);
  });

  it('shows a load failure with a retry', async () => {
    asAdmin();
    fakeApi(answer(adminGetAgreementFees, failure(500)));
    renderApp('/admin/agreement-fees', { '/admin/agreement-fees': AdminAgreementFeesPage });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});

describe('admin pma', () => {
  it('lists every company’s PMAs, and says No Results when there are none', async () => {
    asAdmin();
    fakeApi(
      answer(adminListPmas, (fields) =>
        fields.tab === 'void'
          ? page([])
          : page([agreementRow({ id: 7, reference: 'PMA-000001', company_name: 'Harmoni Homes' })]),
      ),
    );
    renderApp('/admin/pma', { '/admin/pma': AdminPmaListPage });
    expect(await screen.findByText('PMA-000001')).toBeTruthy();
    expect(screen.getByText('Harmoni Homes')).toBeTruthy();
    await user().click(screen.getByRole('tab', { name: 'Void' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
  });
});
