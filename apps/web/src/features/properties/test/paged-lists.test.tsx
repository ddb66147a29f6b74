import {
  adminListListingReports,
  adminListLiveProperties,
  adminListPendingListings,
  adminListProperties,
} from '@sewa/domain/properties/calls-admin';
import { userGetProperty, userListLandlordProperties } from '@sewa/domain/properties/calls-operator';
import { userListUnits } from '@sewa/domain/properties/calls-units';
import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, fakeApi } from '../../../test/fake-api';
import {
  listItem,
  listingReport,
  liveList,
  pageOf,
  property,
  STATUS_COUNTS,
  unitDetail,
} from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests, signInAsOperator } from '../../../test/setup-screens';
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
  data: pageOf(items, total, p, size),
});

describe('/admin/live-properties', () => {
  it('asks for 20 lists a page and moves to the next page', async () => {
    signInAsAdmin();
    const list = (id: number) =>
      liveList({ id, company_id: id, company_name: `Operator ${id}`, path: `/live-property-list/${id}` });
    const api = fakeApi(
      answer(adminListLiveProperties, (fields) =>
        fields.page === '2' ? page([list(21)], 21, 2, 20) : page([list(1)], 21, 1, 20),
      ),
    );
    renderApp('/admin/live-properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByRole('cell', { name: 'Operator 1' });
    expect(api.to(adminListLiveProperties)[0]?.fields).toEqual({ page: '1', page_size: '20' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('cell', { name: 'Operator 21' });
    expect(api.to(adminListLiveProperties).at(-1)?.fields).toEqual({ page: '2', page_size: '20' });
  });
});

describe('listing reports on /admin/properties', () => {
  it('shows the open reports first, and a new choice of reports starts again on page 1', async () => {
    signInAsAdmin();
    const empty = { ...page([], 0, 1, 10), status_counts: STATUS_COUNTS };
    const api = fakeApi(
      answer(adminListPendingListings, empty),
      answer(adminListProperties, empty),
      answer(adminListListingReports, page([listingReport()], 11, 1, 10)),
    );
    renderApp('/admin/properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Listing reports' }));
    await screen.findByText('The photos are from another building.');
    expect(api.to(adminListListingReports)[0]?.fields).toEqual({
      is_resolved: 'false',
      page: '1',
      page_size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.to(adminListListingReports).at(-1)?.fields).toMatchObject({ page: '2' }));
    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'All reports' }));
    await waitFor(() =>
      expect(api.to(adminListListingReports).at(-1)?.fields).toEqual({
        page: '1',
        page_size: '10',
      }),
    );
  });
});

describe('/landlord/properties', () => {
  it('lists the landlord’s properties and offers a unit only on drafts', async () => {
    saveSession({ token: 'landlord-token', role: 'landlord', origin: 'login' });
    const api = fakeApi(
      answer(userListLandlordProperties, (fields) => ({
        ...page(
          [
            listItem({
              id: fields.status === 'draft' ? 8 : 7,
              status: fields.status as TListingStatus,
              name: 'My Terrace',
            }),
          ],
          1,
          1,
          10,
        ),
        status_counts: STATUS_COUNTS,
      })),
    );
    renderApp('/landlord/properties', SCREENS);
    const user = userEvent.setup({ delay: null });
    const published = (await screen.findByText('My Terrace')).closest('tr') as HTMLElement;
    expect(within(published).queryByRole('link', { name: 'Add unit' })).toBeNull();
    expect(api.to(userListLandlordProperties)[0]?.fields).toMatchObject({ status: 'published' });
    await user.click(screen.getByRole('tab', { name: 'Draft (1)' }));
    await waitFor(() =>
      expect(api.to(userListLandlordProperties).at(-1)?.fields).toMatchObject({ status: 'draft' }),
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
    const api = fakeApi(
      answer(userGetProperty, { data: property({ unit_count: 11 }) }),
      answer(userListUnits, (fields) =>
        fields.page === '2' ? page([unit(11, '9-9')], 11, 2, 10) : page([unit(5, '1-1')], 11, 1, 10),
      ),
    );
    renderApp('/operator/edit-property/1', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Units (11)' }));
    await screen.findByRole('link', { name: 'A-1-1' });
    expect(api.to(userListUnits)[0]?.fields).toEqual({
      property_id: '1',
      page: '1',
      page_size: '10',
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'A-9-9' });
    expect(api.to(userListUnits).at(-1)?.fields).toMatchObject({ property_id: '1', page: '2' });
  });
});
