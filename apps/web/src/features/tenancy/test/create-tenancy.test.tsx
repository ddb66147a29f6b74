import { userListProperties } from '@sewa/domain/properties/calls-operator';
import { userListRooms, userListUnits } from '@sewa/domain/properties/calls-units';
import { userCreateTenancy, userGetTenancyPrefill } from '@sewa/domain/tenancy/calls';
import { userListTenants } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { listItem, pageOf, roomDetail, STATUS_COUNTS, unitDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { fieldErrorOf, setupScreenTests } from '../../../test/setup-screens';
import { CreateTenancyPage } from '../tenancy-screens';
import { prefill, signInAsOperator, tenancyDetail } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/create-new-tenancy': CreateTenancyPage,
  '/operator/tenancy-details/$id': () => <h1>Tenancy details</h1>,
  '/operator/tenancy': () => <h1>Tenancies</h1>,
};
const user = () => userEvent.setup({ delay: null });

const tenant = (id: number, name: string) => ({
  id,
  name,
  email: null,
  mobile_country_code: '60',
  mobile: `1234${id}`,
  status: 'active' as const,
  source: 'operator' as const,
  average_rating: null,
  added_at: '2026-05-01T00:00:00.000Z',
});

const pickers = () => [
  answer(userListProperties, {
    data: pageOf([listItem({ id: 11, name: 'Residensi Harmoni' })], 1, 1, 100),
    status_counts: STATUS_COUNTS,
  }),
  answer(userListUnits, { data: pageOf([unitDetail({ id: 12, property_id: 11 })], 1, 1, 100) }),
  answer(userListRooms, {
    data: pageOf([roomDetail({ id: 13, unit_id: 12, title: 'Master room' })], 1, 1, 100),
  }),
  answer(userListTenants, (fields) => ({
    data: pageOf(
      fields.search === 'Tan'
        ? [tenant(52, 'Tan Ah Kow')]
        : [tenant(51, 'Nur Aisyah'), tenant(52, 'Tan Ah Kow')],
      2,
      1,
      100,
    ),
  })),
];

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = (u: ReturnType<typeof user>) =>
  u.click(screen.getByRole('button', { name: 'Create tenancy' }));

describe('create-new-tenancy (manual)', () => {
  it('checks the form with the call’s schema, then sends the terms in sen and basis points', async () => {
    signInAsOperator();
    const api = fakeApi(
      ...pickers(),
      answer(userCreateTenancy, () => ({
        data: tenancyDetail({ id: 40, code: 'T-000040', status: 'pending' }),
      })),
    );
    const view = renderApp('/operator/create-new-tenancy', SCREENS);
    const u = user();
    await screen.findByRole('form', { name: 'Tenancy' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Residensi Harmoni' })).toBeTruthy());

    // Nothing filled: the tenant, place, tenure and rent are required; nothing is sent.
    await submit(u);
    const tenantBox = screen.getByRole('combobox', { name: /^Tenant/ });
    await waitFor(() => expect(fieldErrorOf(tenantBox)).toBe('This field is required.'));
    expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Property/ }))).toBe('This field is required.');
    expect(fieldErrorOf(box(/^Monthly rent/))).toBe('This field is required.');
    expect(api.to(userCreateTenancy)).toHaveLength(0);

    // The tenant is found by a search, the place picked property → unit → room.
    await u.type(screen.getByRole('searchbox', { name: 'Find a tenant' }), 'Tan');
    await u.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(api.to(userListTenants).at(-1)?.fields).toMatchObject({ search: 'Tan' }));
    await waitFor(() => expect(within(tenantBox).queryByRole('option', { name: /Nur Aisyah/ })).toBeNull());
    await u.selectOptions(tenantBox, within(tenantBox).getByRole('option', { name: /Tan Ah Kow/ }));
    await u.selectOptions(screen.getByRole('combobox', { name: /^Property/ }), '11');
    await waitFor(() => expect(screen.getByRole('option', { name: 'A-12-3' })).toBeTruthy());
    await u.selectOptions(screen.getByRole('combobox', { name: /^Unit/ }), '12');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Master room' })).toBeTruthy());
    await u.selectOptions(screen.getByRole('combobox', { name: /^Room/ }), '13');
    expect(screen.getByRole('link', { name: 'Add tenant' }).getAttribute('href')).toBe(
      '/operator/create-new-tenant-profile',
    );

    // A tenure that ends before it starts is refused on the page.
    await u.type(box(/^Tenure start/), '2026-07-01');
    await u.type(box(/^Tenure end/), '2026-06-30');
    await u.type(box(/^Monthly rent/), '1,500.50');
    await submit(u);
    await waitFor(() =>
      expect(fieldErrorOf(box(/^Tenure end/))).toBe('The tenure must end after it starts.'),
    );
    expect(api.to(userCreateTenancy)).toHaveLength(0);

    // The 1 year preset ends the day before the anniversary.
    await u.click(screen.getByRole('button', { name: '1 year' }));
    expect((box(/^Tenure end/) as HTMLInputElement).value).toBe('2027-06-30');
    await u.type(box(/^Security deposit/), '3001');
    await u.type(box(/^Late payment interest/), '10.5');
    await u.type(box(/^Electricity rate/), '0.57');
    await u.clear(box(/^Payment day/));
    await u.type(box(/^Payment day/), '1');
    await u.selectOptions(screen.getByRole('combobox', { name: /^Rental payment frequency/ }), 'quarterly');
    await u.click(screen.getByRole('button', { name: 'Add extra tenant' }));
    const extra = screen.getByRole('listitem', { name: 'Extra tenant 1' });
    await u.type(within(extra).getByRole('textbox', { name: /^Name/ }), 'Siti');
    await u.type(within(extra).getByRole('textbox', { name: /^Mobile/ }), '+60 199');
    await submit(u);

    await waitFor(() => expect(api.to(userCreateTenancy)).toHaveLength(1));
    const sent = api.to(userCreateTenancy)[0]!.fields;
    expect(sent).toMatchObject({
      tenant_user_id: '52',
      property_id: '11',
      unit_id: '12',
      room_id: '13',
      tenure_start: '2026-07-01',
      tenure_end: '2027-06-30',
      monthly_rent_sen: '150050',
      security_deposit_sen: '300100',
      late_payment_interest_bps: '1050',
      electricity_rate_sen: '57',
      payment_day: '1',
      payment_frequency: 'quarterly',
      used_for: 'residential',
    });
    expect(sent.booking_id).toBeUndefined();
    expect(sent.utility_deposit_sen).toBeUndefined();
    expect(JSON.parse(sent.extra_tenants!)).toEqual([{ name: 'Siti', mobile: '+60 199' }]);
    await waitFor(() => expect(view.at()).toBe('/operator/tenancy-details/40'));
  });

  it('shows the server’s refusal under its field (a place already let)', async () => {
    signInAsOperator();
    fakeApi(
      ...pickers(),
      answer(userCreateTenancy, () =>
        failure(101, { errors: { unit_id: 'This unit or room already has a pending or active tenancy.' } }),
      ),
    );
    renderApp('/operator/create-new-tenancy', SCREENS);
    const u = user();
    const tenantBox = await screen.findByRole('combobox', { name: /^Tenant/ });
    await waitFor(() => expect(within(tenantBox).getByRole('option', { name: /Nur Aisyah/ })).toBeTruthy());
    await u.selectOptions(tenantBox, '51');
    await u.selectOptions(screen.getByRole('combobox', { name: /^Property/ }), '11');
    await waitFor(() => expect(screen.getByRole('option', { name: 'A-12-3' })).toBeTruthy());
    await u.selectOptions(screen.getByRole('combobox', { name: /^Unit/ }), '12');
    await u.type(box(/^Tenure start/), '2026-07-01');
    await u.type(box(/^Tenure end/), '2027-06-30');
    await u.type(box(/^Monthly rent/), '1200');
    await submit(u);
    await waitFor(() =>
      expect(fieldErrorOf(screen.getByRole('combobox', { name: /^Unit/ }))).toBe(
        'This unit or room already has a pending or active tenancy.',
      ),
    );
  });
});

describe('create-new-tenancy (from a booking)', () => {
  it('prefills the booking’s terms, fixes its tenant and place, and sends the booking', async () => {
    signInAsOperator();
    const api = fakeApi(
      ...pickers(),
      answer(userGetTenancyPrefill, { data: prefill() }),
      answer(userCreateTenancy, () => ({ data: tenancyDetail({ id: 41, status: 'pending' }) })),
    );
    const view = renderApp('/operator/create-new-tenancy?booking_id=7', SCREENS);
    const u = user();
    await screen.findByText("From booking b-7: the tenant and the place are the booking's.");
    expect(api.to(userGetTenancyPrefill)[0]?.fields).toEqual({ booking_id: '7' });
    // Tenant and place are shown, not chosen.
    expect(screen.queryByRole('combobox', { name: /^Tenant/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Property/ })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Tenant' }) as HTMLInputElement).value).toBe('Nur Aisyah');
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Place' }) as HTMLInputElement).value).toBe(
        'Residensi Harmoni · A-12-3 · Master room',
      ),
    );
    expect((box(/^Tenure start/) as HTMLInputElement).value).toBe('2026-06-01');
    expect((box(/^Tenure end/) as HTMLInputElement).value).toBe('2027-05-31');
    expect((box(/^Monthly rent/) as HTMLInputElement).value).toBe('1200.00');
    expect((box(/^Security deposit/) as HTMLInputElement).value).toBe('2400.00');
    expect((box(/^Payment day/) as HTMLInputElement).value).toBe('7');

    await submit(u);
    await waitFor(() => expect(api.to(userCreateTenancy)).toHaveLength(1));
    expect(api.to(userCreateTenancy)[0]!.fields).toMatchObject({
      booking_id: '7',
      tenant_user_id: '51',
      property_id: '11',
      unit_id: '12',
      room_id: '13',
      monthly_rent_sen: '120000',
      first_month_rental_sen: '120000',
      security_deposit_sen: '240000',
      utility_deposit_sen: '10000',
      payment_day: '7',
    });
    await waitFor(() => expect(view.at()).toBe('/operator/tenancy-details/41'));
  });
});
