import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { fakeApi } from '../../../test/properties/fake-api';
import { listItem, property, STATUS_COUNTS, unitDetail } from '../../../test/properties/fixtures';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
import { renderApp } from '../../../test/render-app';
import { AdminLivePropertiesPage, AdminPropertiesPage } from '../admin-screens';
import { LandlordPropertiesPage } from '../landlord-screens';
import { OperatorEditPropertyPage } from '../operator-screens';

// The server-paged tables of the properties screens: what each sends, and paging through it.
setupScreenTests();

const SCREENS = {
  '/admin/live-properties': AdminLivePropertiesPage,
  '/admin/properties': AdminPropertiesPage,
  '/landlord/properties': LandlordPropertiesPage,
  '/operator/edit-property/$id': OperatorEditPropertyPage,
};

const signInAsAdmin = () =>
  saveSession({
    token: 'admin-token',
    role: 'admin',
    privileges: ['properties', 'properties/live-properties'],
    origin: 'login',
  });

const page = <T,>(items: T[], total: number, p: number, size: number) => ({
  data: { items, total, page: p, page_size: size },
});

describe('/admin/live-properties', () => {
  it('asks for 20 lists a page and moves to the next page', async () => {
    signInAsAdmin();
    const liveList = (id: number) => ({
      id,
      company_id: id,
      company_name: `Operator ${id}`,
      title: 'Our homes',
      is_active: true,
      path: `/live-property-list/${id}`,
      published_rental_count: 3,
    });
    const api = fakeApi({
      'admin-list-live-properties': (fields) =>
        fields.page === '2' ? page([liveList(21)], 21, 2, 20) : page([liveList(1)], 21, 1, 20),
    });
    renderApp('/admin/live-properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('cell', { name: 'Operator 1' });
    expect(api.callsTo('admin-list-live-properties')[0]?.fields).toEqual({ page: '1', page_size: '20' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'Operator 21' });
    expect(api.callsTo('admin-list-live-properties').at(-1)?.fields).toEqual({ page: '2', page_size: '20' });
  });
});

describe('listing reports on /admin/properties', () => {
  it('shows the open reports first, and a new choice of reports starts again on page 1', async () => {
    signInAsAdmin();
    const report = {
      id: 4,
      property_id: 1,
      property_name: 'Residensi Bukit Bintang',
      rental_id: null,
      company_id: 1,
      company_name: 'Demo Properties Sdn Bhd',
      reason: 'suspected_scam',
      details: 'The photos are from another building.',
      contact: null,
      reporter_user_id: null,
      is_resolved: false,
      created_at: '2026-11-20T08:00:00.000Z',
    };
    const empty = { ...page([], 0, 1, 10), status_counts: STATUS_COUNTS };
    const api = fakeApi({
      'admin-list-pending-listings': empty,
      'admin-list-properties': empty,
      'admin-list-listing-reports': page([report], 11, 1, 10),
    });
    renderApp('/admin/properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Listing reports' }));
    await screen.findByText('The photos are from another building.');
    expect(api.callsTo('admin-list-listing-reports')[0]?.fields).toEqual({
      is_resolved: 'false',
      page: '1',
      page_size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(api.callsTo('admin-list-listing-reports').at(-1)?.fields).toMatchObject({ page: '2' }),
    );
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'All reports' }));
    await waitFor(() =>
      expect(api.callsTo('admin-list-listing-reports').at(-1)?.fields).toEqual({
        page: '1',
        page_size: '10',
      }),
    );
  });
});

describe('/landlord/properties', () => {
  it('lists the landlord’s properties and offers a unit only on drafts', async () => {
    saveSession({ token: 'landlord-token', role: 'landlord', origin: 'login' });
    const api = fakeApi({
      'user-list-landlord-properties': (fields) => ({
        ...page(
          [
            listItem({
              id: fields.status === 'draft' ? 8 : 7,
              status: fields.status as never,
              name: 'My Terrace',
            }),
          ],
          1,
          1,
          10,
        ),
        status_counts: STATUS_COUNTS,
      }),
    });
    renderApp('/landlord/properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    const published = (await screen.findByText('My Terrace')).closest('tr') as HTMLElement;
    expect(within(published).queryByRole('link', { name: 'Add unit' })).toBeNull();
    expect(api.callsTo('user-list-landlord-properties')[0]?.fields).toMatchObject({ status: 'published' });
    await user.click(screen.getByRole('tab', { name: 'Draft (1)' }));
    await waitFor(() =>
      expect(api.callsTo('user-list-landlord-properties').at(-1)?.fields).toMatchObject({ status: 'draft' }),
    );
    const draft = (await screen.findByText('My Terrace')).closest('tr') as HTMLElement;
    const link = await within(draft).findByRole('link', { name: 'Add unit' });
    expect(link.getAttribute('href')).toBe('/landlord/add-unit?property_id=8');
  });
});

describe('units of /operator/edit-property/{id}', () => {
  it('pages through the property’s units', async () => {
    signInAsOperator();
    const unit = (id: number, unit_number: string) =>
      unitDetail({ id, unit_number, available_rental_count: 1 });
    const api = fakeApi({
      'user-get-property': { data: property({ unit_count: 11 }) },
      'user-list-units': (fields) =>
        fields.page === '2' ? page([unit(11, '9-9')], 11, 2, 10) : page([unit(5, '1-1')], 11, 1, 10),
    });
    renderApp('/operator/edit-property/1', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Units (11)' }));
    await screen.findByRole('link', { name: 'A-1-1' });
    expect(api.callsTo('user-list-units')[0]?.fields).toEqual({
      property_id: '1',
      page: '1',
      page_size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'A-9-9' });
    expect(api.callsTo('user-list-units').at(-1)?.fields).toMatchObject({ property_id: '1', page: '2' });
  });
});
