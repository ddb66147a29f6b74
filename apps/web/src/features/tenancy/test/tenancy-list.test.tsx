import { userListLandlordProperties, userListProperties } from '@sewa/domain/properties/calls-operator';
import { userListRooms, userListUnits } from '@sewa/domain/properties/calls-units';
import { adminListTenancies, userListTenancies } from '@sewa/domain/tenancy/calls';
import { adminListOperators, userListTenants } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { downloads } from '../../../shared/csv';
import { answer, fakeApi } from '../../../test/fake-api';
import { listItem, pageOf, roomDetail, STATUS_COUNTS, unitDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminTenancyPage, LandlordTenancyPage, OperatorTenancyPage } from '../tenancy-screens';
import { page, signInAsAdmin, signInAsLandlord, signInAsOperator, tenancyRow } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/tenancy': OperatorTenancyPage,
  '/admin/tenancy': AdminTenancyPage,
  '/landlord/tenancy': LandlordTenancyPage,
  '/operator/create-new-tenancy': () => <h1>Create page</h1>,
  '/operator/tenancy-details/$id': () => <h1>Details page</h1>,
  '/landlord/tenancy-details': () => <h1>Landlord details page</h1>,
};
const user = () => userEvent.setup({ delay: null });

const operatorOptions = () => [
  answer(userListProperties, {
    data: pageOf([listItem({ id: 11, name: 'Residensi Harmoni' })], 1, 1, 100),
    status_counts: STATUS_COUNTS,
  }),
  answer(userListUnits, { data: pageOf([unitDetail({ id: 12, property_id: 11 })], 1, 1, 100) }),
  answer(userListRooms, { data: pageOf([roomDetail({ id: 13, unit_id: 12 })], 1, 1, 100) }),
  answer(userListTenants, {
    data: pageOf(
      [
        {
          id: 51,
          name: 'Nur Aisyah',
          email: null,
          mobile_country_code: '60',
          mobile: '123456789',
          status: 'active' as const,
          source: 'booking' as const,
          average_rating: null,
          added_at: '2026-05-01T00:00:00.000Z',
        },
      ],
      1,
      1,
      100,
    ),
  }),
];

const choose = async (u: ReturnType<typeof user>, name: string, option: string) => {
  await u.click(await screen.findByRole('combobox', { name }));
  await u.click(await screen.findByRole('option', { name: option }));
};

describe('operator tenancy list', () => {
  it('lists each status tab, keeping the tab in the address, and says No Results for an empty one', async () => {
    signInAsOperator();
    const api = fakeApi(
      ...operatorOptions(),
      answer(userListTenancies, (fields) =>
        fields.status === 'active'
          ? page([tenancyRow()])
          : fields.status === 'pending'
            ? page([tenancyRow({ id: 32, code: 'T-000032', status: 'pending', tenant_name: 'Ravi' })])
            : page([]),
      ),
    );
    const view = renderApp('/operator/tenancy?status=active', SCREENS);
    const u = user();
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('T-000031')).toBeTruthy();
    expect(within(row).getByText('Residensi Harmoni')).toBeTruthy();
    expect(within(row).getByText('A-12-3 · Master room')).toBeTruthy();
    expect(within(row).getByText('01 Jun 2026 –')).toBeTruthy();
    expect(within(row).getByText('31 May 2027')).toBeTruthy();
    expect(within(row).getByText('Ends in 45 days')).toBeTruthy();
    expect(within(row).getByText('RM 1,200.00')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View tenancy T-000031' }).getAttribute('href')).toBe(
      '/operator/tenancy-details/31',
    );
    expect(api.to(userListTenancies)[0]?.fields).toMatchObject({ status: 'active', page: '1' });

    await u.click(screen.getByRole('tab', { name: 'Pending' }));
    await screen.findByText('Ravi');
    expect(view.history.location.search).toContain('status=pending');
    expect(api.to(userListTenancies).at(-1)?.fields).toMatchObject({ status: 'pending' });

    await u.click(screen.getByRole('tab', { name: 'Terminated' }));
    expect(await screen.findByText('No Results')).toBeTruthy();
    expect(api.to(userListTenancies).at(-1)?.fields).toMatchObject({ status: 'terminated' });

    expect(screen.getByRole('link', { name: 'Create tenancy' }).getAttribute('href')).toBe(
      '/operator/create-new-tenancy',
    );
  });

  it('sends each filter: property, unit and room, tenant, tenure ending within, search', async () => {
    signInAsOperator();
    const api = fakeApi(
      ...operatorOptions(),
      answer(userListTenancies, () => page([tenancyRow()])),
    );
    renderApp('/operator/tenancy', SCREENS);
    const u = user();
    await screen.findByText('Nur Aisyah', { selector: 'span' });
    // Without a status in the address, every tenancy.
    expect(api.to(userListTenancies)[0]?.fields).toMatchObject({ status: 'all' });

    await choose(u, 'Property', 'Residensi Harmoni');
    await waitFor(() =>
      expect(api.to(userListTenancies).at(-1)?.fields).toMatchObject({ property_id: '11' }),
    );
    await choose(u, 'Unit', 'A-12-3');
    await choose(u, 'Room', 'Master Room');
    await choose(u, 'Tenant', 'Nur Aisyah');
    await choose(u, 'Tenure ending', 'Ending within 60 days');
    await u.type(screen.getByRole('searchbox', { name: 'Search' }), 'A-12');
    await u.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.to(userListTenancies).at(-1)?.fields).toMatchObject({
        status: 'all',
        property_id: '11',
        unit_id: '12',
        room_id: '13',
        tenant_user_id: '51',
        ending_within: '60',
        search: 'A-12',
      }),
    );

    await u.click(screen.getByRole('button', { name: 'Clear filters' }));
    // Back to the unfiltered list (read from the cache): the unit and room filters go with the property.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Property' }).textContent).toBe('All properties'),
    );
    expect(screen.queryByRole('combobox', { name: 'Unit' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Tenure ending' }).textContent).toBe('Any tenure end');
  });

  it('exports every filtered row as CSV, a thousand a page', async () => {
    signInAsOperator();
    const save = vi.spyOn(downloads, 'save').mockImplementation(() => {});
    const api = fakeApi(
      ...operatorOptions(),
      answer(userListTenancies, (fields) =>
        fields.page_size === '1000'
          ? page([
              tenancyRow(),
              tenancyRow({ id: 33, code: 'T-000033', tenant_name: 'Tan, "Ah" Kow', room_name: null }),
            ])
          : page([tenancyRow()]),
      ),
    );
    renderApp('/operator/tenancy?status=active', SCREENS);
    const u = user();
    await screen.findByText('Nur Aisyah', { selector: 'span' });
    await choose(u, 'Tenure ending', 'Ending within 30 days');
    await u.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const sent = api.to(userListTenancies).find((s) => s.fields.page_size === '1000');
    expect(sent?.fields).toMatchObject({ status: 'active', ending_within: '30', page: '1' });
    const [fileName, text] = save.mock.calls[0]!;
    expect(fileName).toMatch(/^tenancies-active-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (text as string)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Code,Status,Tenant,Mobile,Property,Unit,Room,Tenure start,Tenure end,Monthly rent (RM),Deposits (RM),Booking',
    );
    expect(lines[1]).toBe(
      'T-000031,Active,Nur Aisyah,+60 123456789,Residensi Harmoni,A-12-3,Master room,2026-06-01,2027-05-31,1200.00,2500.00,b-7',
    );
    expect(lines[2]).toContain('"Tan, ""Ah"" Kow"');
    save.mockRestore();
  });
});

describe('admin and landlord tenancy lists', () => {
  it('shows the admin every company, filtered by company, without a create button', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(adminListOperators, {
        data: pageOf(
          [
            {
              id: 3,
              name: 'Demo Properties Sdn Bhd',
              domain_code: 'demo',
              owner: null,
              trial_starts_at: null,
              trial_ends_at: null,
              is_trial: false,
              properties_count: 1,
              created_at: '2026-01-01T00:00:00.000Z',
            },
          ],
          1,
          1,
          100,
        ),
      }),
      answer(adminListTenancies, () => page([tenancyRow()])),
    );
    renderApp('/admin/tenancy', SCREENS);
    const u = user();
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getAllByText('Demo Properties Sdn Bhd').length).toBeGreaterThan(0);
    expect(within(row).getByRole('link', { name: 'View tenancy T-000031' }).getAttribute('href')).toBe(
      '/admin/tenancy-details/31',
    );
    expect(screen.queryByRole('link', { name: 'Create tenancy' })).toBeNull();
    await choose(u, 'Company', 'Demo Properties Sdn Bhd');
    await waitFor(() => expect(api.to(adminListTenancies).at(-1)?.fields).toMatchObject({ company_id: '3' }));
  });

  it('shows the landlord their tenancies, opening the details by ?id=', async () => {
    signInAsLandlord();
    const api = fakeApi(
      answer(userListLandlordProperties, {
        data: pageOf([listItem({ id: 11, name: 'Residensi Harmoni' })], 1, 1, 100),
        status_counts: STATUS_COUNTS,
      }),
      answer(userListTenancies, () => page([tenancyRow()])),
    );
    renderApp('/landlord/tenancy', SCREENS);
    const link = await screen.findByRole('link', { name: 'View tenancy T-000031' });
    expect(link.getAttribute('href')).toBe('/landlord/tenancy-details?id=31');
    expect(screen.queryByRole('link', { name: 'Create tenancy' })).toBeNull();
    expect(api.to(userListTenancies)[0]?.fields).toMatchObject({ status: 'all' });
  });
});
