import {
  userCreateTenantProfile,
  userGetTenant,
  userListTenantRatings,
  userListTenants,
  userRateTenant,
  userUpdateTenantProfile,
} from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../../test/fake-api';
import { renderApp } from '../../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../../test/setup-screens';
import { CreateTenantPage, RateTenantPage, TenantListPage, ViewTenantPage } from '../operator-screens';
import { listItem, page, rating, signInAsOperator, tenant } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/tenant': TenantListPage,
  '/operator/create-new-tenant-profile': CreateTenantPage,
  '/operator/view-tenant/$id': ViewTenantPage,
  '/operator/rate-tenant': RateTenantPage,
};

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('operator tenants list', () => {
  it('shows the tenants with source and rating, searches, filters by source and says No Results', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userListTenants, (fields) =>
        fields.search === 'nobody'
          ? page([])
          : page([listItem(), listItem({ id: 6, name: 'Kumar', source: 'booking', average_rating: null })]),
      ),
    );
    renderApp('/operator/tenant', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Tan Mei Ling')).closest('tr') as HTMLElement;
    expect(within(row).getByText('+60 162345601')).toBeTruthy();
    expect(within(row).getByText('Added by operator')).toBeTruthy();
    expect(within(row).getByText('4.3 / 5')).toBeTruthy();
    const kumar = screen.getByText('Kumar').closest('tr') as HTMLElement;
    expect(within(kumar).getByText('No ratings')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add tenant' }).getAttribute('href')).toBe(
      '/operator/create-new-tenant-profile',
    );

    await choose(user, /^Source/, 'Online booking');
    await waitFor(() => expect(api.to(userListTenants).at(-1)?.fields).toMatchObject({ source: 'booking' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tenants' }), 'nobody');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('No Results');
    expect(api.to(userListTenants).at(-1)?.fields).toMatchObject({ search: 'nobody', source: 'booking' });
  });
});

describe('create-new-tenant-profile', () => {
  it('checks the 18+ rule and required fields before sending anything', async () => {
    signInAsOperator();
    const api = fakeApi();
    renderApp('/operator/create-new-tenant-profile', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Tenant profile' });
    const year = new Date().getFullYear() - 10;
    await user.type(within(form).getByLabelText(/^Date of birth/), `${year}-01-01`);
    await user.click(screen.getByRole('button', { name: 'Save tenant' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByLabelText(/^Date of birth/))).toBe(
        'Tenant must be at least 18 years old.',
      ),
    );
    expect(fieldErrorOf(within(form).getByLabelText(/^Full name/))).toBe('This field is required.');
    expect(fieldErrorOf(within(form).getByLabelText(/^IC or passport number/))).toBe(
      'This field is required.',
    );
    expect(api.to(userCreateTenantProfile)).toEqual([]);
  });

  it('sends the profile with its documents, then opens the tenant; a 101 lands on its field', async () => {
    signInAsOperator();
    let attempt = 0;
    const api = fakeApi(
      answer(userCreateTenantProfile, () =>
        ++attempt === 1
          ? failure(101, { errors: { mobile: 'Please enter a valid mobile number.' } })
          : { data: { id: 5, linked: false, invited: true } },
      ),
      answer(userGetTenant, { data: tenant() }),
    );
    const { history } = renderApp('/operator/create-new-tenant-profile', SCREENS);
    const user = userEvent.setup({ delay: null });
    const form = await screen.findByRole('form', { name: 'Tenant profile' });
    await user.type(within(form).getByLabelText(/^Full name/), 'Tan Mei Ling');
    await user.type(within(form).getByRole('textbox', { name: /Mobile number/ }), '162345601');
    await user.type(within(form).getByLabelText(/^Date of birth/), '1994-03-12');
    await user.selectOptions(within(form).getByLabelText(/^Gender/), '20');
    await user.selectOptions(within(form).getByLabelText(/^Race/), '10');
    await user.type(within(form).getByLabelText(/^IC or passport number/), '940312-14-5566');
    await user.type(within(form).getByLabelText(/^Occupation/), 'Accountant');
    await user.type(within(form).getByLabelText(/^Contact name/), 'Tan Ah Kow');
    const icFront = within(form).getByLabelText(/IC \(front\)/, { selector: 'input' });
    await user.upload(
      icFront,
      new File([new Uint8Array([137, 80, 78, 71])], 'ic.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save tenant' }));
    await waitFor(() =>
      expect(fieldErrorOf(within(form).getByRole('textbox', { name: /Mobile number/ }))).toBe(
        'Please enter a valid mobile number.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Save tenant' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/view-tenant/5'));
    const sent = api.to(userCreateTenantProfile).at(-1)!;
    expect(sent.fields).toMatchObject({
      name: 'Tan Mei Ling',
      mobile_country_code: '60',
      mobile: '162345601',
      date_of_birth: '1994-03-12',
      gender: '20',
      race: '10',
      id_type: 'nric',
      nationality: 'MY',
      occupation: 'Accountant',
      emergency_contact_name: 'Tan Ah Kow',
    });
    expect(Object.keys(sent.files)).toEqual(['ic_front']);
    await screen.findByText('Tenant added. An SMS invitation to set a password was sent.');
  });
});

describe('view-tenant', () => {
  it('shows the profile and documents, edits an owned tenant and lists the ratings', async () => {
    signInAsOperator();
    const ratings = { count: 1, payment: 5, care_of_property: 4, communication: 3, overall: 4 };
    const api = fakeApi(
      answer(userGetTenant, { data: tenant({ ratings }) }),
      answer(userUpdateTenantProfile, (fields) => ({ data: tenant({ name: fields.name, ratings }) })),
      answer(userListTenantRatings, page([rating()])),
    );
    renderApp('/operator/view-tenant/5', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Tan Mei Ling' });
    expect(screen.getByText('940312-14-5566')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'IC (front)' })[0]?.getAttribute('href')).toBe(
      '/files/91/abc.png',
    );
    expect(screen.getByRole('link', { name: 'Rate tenant' }).getAttribute('href')).toBe(
      '/operator/rate-tenant?tenant_id=5',
    );

    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Tenant profile' });
    const name = within(form).getByLabelText(/^Full name/);
    await user.clear(name);
    await user.type(name, 'Tan Mei Mei');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Tenant profile saved.');
    expect(api.to(userUpdateTenantProfile)[0]?.fields).toMatchObject({
      id: '5',
      name: 'Tan Mei Mei',
      id_number: '940312-14-5566',
    });
    await screen.findByRole('heading', { name: 'Tan Mei Mei' });

    await user.click(screen.getByRole('tab', { name: 'Ratings' }));
    await screen.findByText('Always paid on time.');
    expect(screen.getByText('1 rating')).toBeTruthy();
    expect(screen.getByText('5.0 / 5')).toBeTruthy();
  });

  it('a linked tenant’s profile is read-only', async () => {
    signInAsOperator();
    fakeApi(answer(userGetTenant, { data: tenant({ is_owned: false }) }));
    renderApp('/operator/view-tenant/5', SCREENS);
    await screen.findByText(/manages their own Sewa account/);
    expect(screen.queryByRole('button', { name: 'Edit profile' })).toBeNull();
  });

  it('another company’s tenant reads as not found', async () => {
    signInAsOperator();
    fakeApi(answer(userGetTenant, failure(102)));
    renderApp('/operator/view-tenant/9', SCREENS);
    await screen.findByText('This record was not found, or it belongs to another company.');
  });
});

describe('rate-tenant', () => {
  it('asks the three questions, refuses a missing score, then saves and returns to the tenant', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetTenant, { data: tenant() }),
      answer(userRateTenant, { data: rating() }),
      answer(userListTenantRatings, page([rating()])),
    );
    const { history } = renderApp('/operator/rate-tenant?tenant_id=5', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('heading', { name: 'Rate Tan Mei Ling' });
    const payment = screen.getByRole('radiogroup', { name: /pay rent/ });
    await user.click(within(payment).getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(screen.getAllByText('This field is required.')).toHaveLength(2));
    expect(api.to(userRateTenant)).toEqual([]);
    await user.click(
      within(screen.getByRole('radiogroup', { name: /look after/ })).getByRole('radio', { name: '4 stars' }),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: /communication/ })).getByRole('radio', {
        name: '1 star',
      }),
    );
    await user.type(screen.getByLabelText(/^Comment/), 'Good tenant');
    await user.click(screen.getByRole('button', { name: 'Submit rating' }));
    await waitFor(() => expect(history.location.pathname).toBe('/operator/view-tenant/5'));
    expect(api.to(userRateTenant)[0]?.fields).toEqual({
      tenant_user_id: '5',
      payment: '5',
      care_of_property: '4',
      communication: '1',
      comment: 'Good tenant',
    });
  });

  it('offers a tenant picker without tenant_id, and says so when there are no tenants', async () => {
    signInAsOperator();
    fakeApi(answer(userListTenants, page([])));
    renderApp('/operator/rate-tenant', SCREENS);
    await screen.findByText('You have no tenants to rate yet.');
  });
});
