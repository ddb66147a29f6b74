import { publicGetPropertyDetail, publicReportListing } from '@sewa/domain/properties/calls-public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi, type THandler } from '../../../test/fake-api';
import { publicDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { PropertyDetailPage } from '../detail/property-detail-page';

setupScreenTests();

const SCREENS = { '/property-detail/$id': PropertyDetailPage };

function open(detail: THandler<typeof publicGetPropertyDetail> = { data: publicDetail() }) {
  const api = fakeApi(
    answer(publicGetPropertyDetail, detail),
    answer(publicReportListing, { data: { id: 77 } }),
  );
  renderApp('/property-detail/11', SCREENS);
  return { api, user: userEvent.setup({ delay: null }) };
}

describe('/property-detail/{id}', () => {
  it('shows the listing: price, facts, facilities, the rental with its move-in costs and preferences', async () => {
    const { api } = open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gurney Paragon Residences' })).toBeTruthy();
    expect(api.to(publicGetPropertyDetail)[0]?.fields).toEqual({ id: '11' });
    expect(screen.getByText('From RM 900 / month')).toBeTruthy();
    expect(screen.getByText('Freehold')).toBeTruthy();
    expect(screen.getByText('01 Nov 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Demo Properties Sdn Bhd' }).getAttribute('href')).toBe(
      '/live-property-list/3',
    );
    expect(screen.getByText('Swimming pool')).toBeTruthy();
    const rentals = screen.getByRole('region', { name: 'Available to rent (1)' });
    expect(within(rentals).getByRole('heading', { name: 'Room A' })).toBeTruthy();
    expect(within(rentals).getByText('Female')).toBeTruthy();
    expect(within(rentals).getByText('RM 2,700')).toBeTruthy();
    expect(within(rentals).getByText('Security deposit')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href')).toContain(
      '5.437,100.31',
    );
  });

  it('keeps booking closed: the button is disabled and says booking opens soon', async () => {
    open();
    const button = await screen.findByRole('button', { name: 'Booking opens soon' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows all photos, cover first', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Show all photos (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'All photos of Gurney Paragon Residences' });
    expect(
      within(dialog)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(['/files/2/b.jpg', '/files/1/a.jpg']);
  });

  it('reports the listing: a reason is required, then the visitor is thanked', async () => {
    const { api, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Report this listing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this listing' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(api.to(publicReportListing)).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: /Reason/ }));
    await user.click(await screen.findByRole('option', { name: 'Suspected scam' }));
    await user.type(
      within(dialog).getByLabelText('Details'),
      'Asked for a deposit by bank transfer before viewing.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you for your report.')).toBeTruthy();
    expect(api.to(publicReportListing)[0]?.fields).toEqual({
      property_id: '11',
      reason: 'suspected_scam',
      details: 'Asked for a deposit by bank transfer before viewing.',
      contact: '',
    });
  });

  it('says the listing is not available when it is not published', async () => {
    open(failure(102, { message: 'Not found.' }));
    expect(await screen.findByText(/This listing is not available/)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull());
  });
});
