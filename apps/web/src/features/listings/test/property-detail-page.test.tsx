import { publicGetViewingSlots, userCreateAppointment } from '@sewa/domain/booking/calls';
import { publicGetPropertyDetail, publicReportListing } from '@sewa/domain/properties/calls-public';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi, type TFakeAnswer, type THandler } from '../../../test/fake-api';
import { maps } from '../../../test/fake-leaflet';
import { publicDetail } from '../../../test/properties-fixtures';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { PropertyDetailPage } from '../detail/property-detail-page';

setupScreenTests();

const SCREENS = {
  '/property-detail/$id': PropertyDetailPage,
  '/booking/$id': () => <h1>Booking page</h1>,
  '/login': () => <h1>Login page</h1>,
  '/appointment': () => <h1>Appointments page</h1>,
};

function open(
  detail: THandler<typeof publicGetPropertyDetail> = { data: publicDetail() },
  path = '/property-detail/11',
  ...more: TFakeAnswer[]
) {
  const api = fakeApi(
    answer(publicGetPropertyDetail, detail),
    answer(publicReportListing, { data: { id: 77 } }),
    ...more,
  );
  const view = renderApp(path, SCREENS);
  return { api, view, user: userEvent.setup({ delay: null }) };
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

  it('shows the location on a street map centred on the property, its pin named', async () => {
    open();
    await screen.findByRole('heading', { level: 1, name: 'Gurney Paragon Residences' });
    await waitFor(() => expect(maps).toHaveLength(1));
    expect(maps[0]?.view).toEqual({ center: [5.437, 100.31], zoom: 15 });
    expect(screen.getByRole('button', { name: 'Gurney Paragon Residences' })).toBeTruthy();
  });

  it("opens the booking from a rental's Book now when the operator takes online bookings", async () => {
    const { api, view, user } = open();
    const book = await screen.findByRole('link', { name: 'Book now' });
    // Whether it can be booked comes with the listing: no call per rental.
    expect(api.sent.map((c) => c.call)).toEqual(['public-get-property-detail']);
    await user.click(book);
    await waitFor(() => expect(view.at()).toBe('/booking/101'));
  });

  it('keeps Book now disabled with the reason in words for a trial operator, and offers a viewing', async () => {
    const detail = publicDetail();
    const { api } = open({
      data: {
        ...detail,
        rentals: detail.rentals.map((r) => ({ ...r, booking_blocked_by: 'trial' as const })),
      },
    });
    const reason = await screen.findByText(
      'This operator is on a free trial and cannot take online bookings yet. Book a viewing instead.',
    );
    const button = screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
    expect(screen.queryByRole('link', { name: 'Book now' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book a viewing' })).toBeTruthy();
    expect(api.to(publicGetViewingSlots)).toHaveLength(0);
  });

  it('asks a visitor to log in before booking a viewing, coming back to the same form', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Book a viewing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a viewing' });
    expect(within(dialog).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/property-detail/11?viewing=101')}`,
    );
  });

  it('books a viewing: slots by day in Malaysia time, a time is required, then the request is sent', async () => {
    saveSession({ token: 'tenant-token', role: 'tenant', privileges: [], origin: 'login' });
    // Monday 23 Nov 2026 9:00 and 9:30 am, Tuesday 24 Nov 10:30 am (Malaysia).
    const slots = ['2026-11-23T01:00:00.000Z', '2026-11-23T01:30:00.000Z', '2026-11-24T02:30:00.000Z'];
    const { api, user, view } = open(
      { data: publicDetail() },
      // Back from the login: the viewing form of that rental opens again.
      '/property-detail/11?viewing=101',
      answer(publicGetViewingSlots, { data: { slots } }),
      answer(userCreateAppointment, (fields) => ({
        data: {
          id: 61,
          company_id: 1,
          company_name: 'Demo Properties Sdn Bhd',
          property_id: 11,
          property_name: 'Gurney Paragon Residences',
          rental_id: 101,
          unit_name: 'B-12-3',
          room_name: 'Room A',
          applicant_name: 'Lim Wei Jie',
          applicant_mobile: null,
          status: 'requested' as const,
          viewing_at: fields.viewing_at ?? '',
          message: fields.message ?? null,
          reason: null,
          created_at: '2026-11-22T01:00:00.000Z',
          actions: ['cancel' as const],
        },
      })),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Book a viewing' });
    const monday = await within(dialog).findByRole('group', { name: 'Monday, 23 November' });
    expect(
      within(monday)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['09:00 AM', '09:30 AM']);
    expect(within(dialog).getByRole('group', { name: 'Tuesday, 24 November' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Request viewing' }));
    expect(await within(dialog).findByText('Please choose a time.')).toBeTruthy();
    expect(api.to(userCreateAppointment)).toHaveLength(0);

    await user.click(within(monday).getByRole('button', { name: '09:30 AM' }));
    await user.type(within(dialog).getByLabelText(/^Message to the operator/), 'After work please.');
    await user.click(within(dialog).getByRole('button', { name: 'Request viewing' }));
    expect(
      await within(dialog).findByText('The operator will confirm your viewing on 23 Nov 2026 09:30 AM.'),
    ).toBeTruthy();
    expect(api.to(userCreateAppointment)[0]?.fields).toEqual({
      rental_id: '101',
      viewing_at: '2026-11-23T01:30:00.000Z',
      message: 'After work please.',
    });
    await user.click(within(dialog).getByRole('link', { name: 'See my appointments' }));
    await waitFor(() => expect(view.at()).toBe('/appointment'));
  });

  it('shows the cover first, eager, in sized copies', async () => {
    open();
    const [cover] = await screen.findAllByRole('img', { name: /Gurney Paragon Residences/ });
    expect(cover!.getAttribute('src')).toBe('/files/2/b.jpg');
    expect([cover!.getAttribute('loading'), cover!.getAttribute('fetchpriority')]).toEqual(['eager', 'high']);
    expect(cover!.getAttribute('srcset')).toContain('/files/2/b.jpg?w=640 640w');
    expect(cover!.getAttribute('sizes')).toBe('(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw');
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
