import {
  userCancelAppointment,
  userCancelBooking,
  userListAppointments,
  userListBookings,
  userListRefunds,
} from '@sewa/domain/booking/calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AppointmentsPage } from '../appointments-page';
import { BookingHistoryPage } from '../booking-history-page';
import { RefundsPage } from '../refunds-page';
import { appointment, booking, bookingRow, page, refund, signInAsTenant } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/booking-history': BookingHistoryPage,
  '/appointment': AppointmentsPage,
  '/refund': RefundsPage,
  '/booking/$id': () => <h1>Booking page</h1>,
};
const user = () => userEvent.setup({ delay: null });

describe('booking-history (tenant)', () => {
  it('lists the bookings by tab, with payment, refund and snag-list status, and opens one', async () => {
    signInAsTenant();
    const api = fakeApi(
      answer(userListBookings, (fields) =>
        fields.tab === 'rejected'
          ? page([bookingRow({ id: 42, booking_ref: 'b-42', status: 'rejected', refund_status: 'pending' })])
          : fields.tab === 'approved'
            ? page([])
            : page([bookingRow()]),
      ),
    );
    const view = renderApp('/booking-history', SCREENS);
    const u = user();
    const card = await screen.findByRole('article', { name: 'b-41 Gurney Paragon Residences' });
    expect(api.to(userListBookings)[0]?.fields).toMatchObject({ tab: 'all', page: '1' });
    expect(within(card).getByText('New')).toBeTruthy();
    expect(within(card).getByText('Booking paid')).toBeTruthy();
    expect(within(card).getByText('No refund')).toBeTruthy();
    expect(within(card).getByText('Not started')).toBeTruthy();

    await u.click(screen.getByRole('tab', { name: 'Rejected' }));
    const rejected = await screen.findByRole('article', { name: 'b-42 Gurney Paragon Residences' });
    expect(
      within(rejected).getByText(
        'Sorry, your booking has been rejected. Please contact your operator for the refund process.',
      ),
    ).toBeTruthy();
    expect(within(rejected).getByText('Refund pending')).toBeTruthy();
    // A rejected booking is over: nothing to cancel.
    expect(within(rejected).queryByRole('button', { name: 'Cancel' })).toBeNull();
    expect(api.to(userListBookings).at(-1)?.fields.tab).toBe('rejected');

    await u.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByText('No Results')).toBeTruthy();

    await u.click(screen.getByRole('tab', { name: 'All' }));
    await u.click(await screen.findByRole('link', { name: 'View' }));
    await waitFor(() => expect(view.at()).toBe('/booking/b-41'));
  });

  it('cancels a booking only after "Are you sure you want to cancel the booking?"', async () => {
    signInAsTenant();
    let cancelled = false;
    const api = fakeApi(
      answer(userListBookings, () => page([bookingRow(cancelled ? { status: 'cancelled' } : {})])),
      answer(userCancelBooking, () => {
        cancelled = true;
        return { data: booking({ status: 'cancelled' }) };
      }),
    );
    renderApp('/booking-history', SCREENS);
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to cancel the booking?')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(api.to(userCancelBooking)).toHaveLength(0);

    await u.click(screen.getByRole('button', { name: 'Cancel' }));
    await u.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel' }),
    );
    expect(await screen.findByText('Booking cancelled')).toBeTruthy();
    expect(api.to(userCancelBooking)[0]?.fields).toEqual({ booking_id: '41' });
    const card = await screen.findByRole('article', { name: 'b-41 Gurney Paragon Residences' });
    await waitFor(() => expect(within(card).getByText('Cancelled')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('appointment (tenant)', () => {
  it('lists the viewings in Malaysia time by tab and cancels one after confirming', async () => {
    signInAsTenant();
    let cancelled = false;
    const api = fakeApi(
      answer(userListAppointments, (fields) =>
        fields.tab === 'rejected'
          ? page([appointment({ id: 62, status: 'rejected', reason: 'Unit let', actions: [] })])
          : page(cancelled ? [] : [appointment()]),
      ),
      answer(userCancelAppointment, () => {
        cancelled = true;
        return { data: appointment({ status: 'cancelled', actions: [] }) };
      }),
    );
    renderApp('/appointment', SCREENS);
    const u = user();
    const card = await screen.findByRole('article', {
      name: 'Gurney Paragon Residences 24 Nov 2026 10:30 AM',
    });
    expect(api.to(userListAppointments)[0]?.fields.tab).toBe('new');
    expect(within(card).getByText('Requested')).toBeTruthy();
    expect(within(card).getByText('Can I see the kitchen?')).toBeTruthy();

    await u.click(within(card).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to cancel this appointment?')).toBeTruthy();
    await u.click(within(dialog).getByRole('button', { name: 'Yes, cancel' }));
    expect(await screen.findByText('Appointment cancelled')).toBeTruthy();
    expect(api.to(userCancelAppointment)[0]?.fields).toEqual({ appointment_id: '61' });
    expect(await screen.findByText('No Results')).toBeTruthy();

    await u.click(screen.getByRole('tab', { name: 'Rejected' }));
    expect(await screen.findByText('Unit let')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('refund (tenant)', () => {
  it('shows each refund with its breakdown, and the reference and date once refunded', async () => {
    signInAsTenant();
    fakeApi(
      answer(
        userListRefunds,
        page([
          refund(),
          refund({
            id: 82,
            booking_id: 43,
            booking_ref: 'b-43',
            amount_sen: 50_000,
            breakdown: {
              paid_sen: 103_000,
              credit_check_fee_sen: 3_000,
              operator_claim_sen: 25_000,
              platform_claim_sen: 25_000,
              refund_sen: 50_000,
            },
            status: 'refunded',
            reason: null,
            payout_reference: 'DUITNOW-778812',
            paid_at: '2026-11-25T06:00:00.000Z',
          }),
        ]),
      ),
    );
    renderApp('/refund', SCREENS);
    const first = await screen.findByRole('article', { name: 'b-41 RM 1,000.00' });
    expect(within(first).getByText('Requested')).toBeTruthy();
    expect(within(first).getByText('RM 1,030.00')).toBeTruthy();
    expect(within(first).getByText('-RM 30.00')).toBeTruthy();
    expect(within(first).queryByText("Operator's claim")).toBeNull();
    expect(within(first).getByText('Rejected by the operator')).toBeTruthy();

    const second = screen.getByRole('article', { name: 'b-43 RM 500.00' });
    expect(within(second).getByText('Refunded')).toBeTruthy();
    expect(within(second).getByText("Operator's claim")).toBeTruthy();
    expect(within(second).getAllByText('-RM 250.00')).toHaveLength(2);
    expect(within(second).getByText('DUITNOW-778812')).toBeTruthy();
    expect(within(second).getByText('25 Nov 2026 02:00 PM')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'b-43' }).getAttribute('href')).toBe('/booking/b-43');
  });

  it('says "No Results" when there is nothing', async () => {
    signInAsTenant();
    fakeApi(answer(userListRefunds, page([])));
    renderApp('/refund', SCREENS);
    expect(await screen.findByText('No Results')).toBeTruthy();
  });
});
