import { userGetTenancy, userListTenancies } from '@sewa/domain/tenancy/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { MyTenanciesPage, MyTenancyDetailPage } from '../tenant-screens';
import { page, signInAsTenant, tenancyDetail, tenancyRow } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/tenancy': MyTenanciesPage,
  '/tenancy-detail/$id': MyTenancyDetailPage,
  '/inventory-list': () => <h1>Inventory list</h1>,
};
const user = () => userEvent.setup({ delay: null });

describe('tenant tenancy pages', () => {
  it('lists the tenant’s tenancies as cards and opens one', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(
        userListTenancies,
        page([tenancyRow(), tenancyRow({ id: 30, code: 'T-000030', status: 'ended' })]),
      ),
      answer(userGetTenancy, { data: tenancyDetail() }),
    );
    const view = renderApp('/tenancy', SCREENS);
    const card = await screen.findByRole('article', { name: 'T-000031 Residensi Harmoni' });
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('01 Jun 2026 – 31 May 2027')).toBeTruthy();
    expect(within(card).getByText('RM 1,200.00')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'T-000030 Residensi Harmoni' })).getByText('Ended'),
    ).toBeTruthy();
    expect(api.to(userListTenancies)[0]?.fields).toMatchObject({ status: 'all' });
    await user().click(within(card).getByRole('link', { name: 'View tenancy T-000031' }));
    await waitFor(() => expect(view.at()).toBe('/tenancy-detail/31'));
    await screen.findByRole('heading', { name: 'Tenancy T-000031' });
  });

  it('says No Results when the tenant has no tenancy', async () => {
    signInAsTenant();
    fakeApi(answer(userListTenancies, page([])));
    renderApp('/tenancy', SCREENS);
    expect(await screen.findByText('No Results')).toBeTruthy();
  });

  it('shows the terms, the shared documents without moves, and the lists to answer', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userGetTenancy, {
        data: tenancyDetail({
          actions: [],
          documents: [
            {
              id: 72,
              file_id: 702,
              url: '/files/702/house-rules.pdf',
              name: 'house-rules.pdf',
              mime: 'application/pdf',
              size: 4096,
              visibility: 'shared',
              created_at: '2026-06-01T03:00:00.000Z',
            },
          ],
          inventory_lists: [
            { id: 81, kind: 'check_in', status: 'pending', updated_at: '2026-05-30T02:00:00.000Z' },
          ],
        }),
      }),
    );
    const view = renderApp('/tenancy-detail/31', SCREENS);
    const u = user();
    const overview = await screen.findByRole('tabpanel', { name: 'Overview' });
    expect(api.to(userGetTenancy)[0]?.fields).toEqual({ id: '31' });
    expect(within(overview).getByText('Monthly rent').nextElementSibling?.textContent).toBe('RM 1,200.00');
    // The booking is named, not linked to the operator's screens.
    expect(within(overview).queryByRole('link', { name: 'b-7' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Terminate|Activate|Mark check-in/ })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Deposits' })).toBeNull();

    await u.click(screen.getByRole('tab', { name: 'Documents' }));
    expect(view.history.location.search).toContain('tabId=documents');
    const documents = await screen.findByRole('tabpanel', { name: 'Documents' });
    expect(within(documents).getByRole('link', { name: 'house-rules.pdf' }).getAttribute('href')).toBe(
      '/files/702/house-rules.pdf',
    );
    expect(within(documents).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(documents).queryByRole('button', { name: 'Upload' })).toBeNull();

    await u.click(screen.getByRole('tab', { name: 'Inventory' }));
    const lists = await screen.findByRole('tabpanel', { name: 'Inventory' });
    expect(within(lists).getByText('Waiting for tenant')).toBeTruthy();
    expect(within(lists).getByRole('link', { name: 'Answer' }).getAttribute('href')).toBe(
      '/inventory-list?id=81',
    );
  });
});
