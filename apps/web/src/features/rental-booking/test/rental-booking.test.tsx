import {
  adminGetBooking,
  adminListAppointments,
  adminListBookings,
  publicGetViewingSlots,
  userApproveAppointment,
  userApproveBooking,
  userCancelAppointment,
  userCancelBooking,
  userGetBooking,
  userListAppointments,
  userListBookings,
  userRejectAppointment,
  userRejectBooking,
  userRescheduleAppointment,
} from '@sewa/domain/booking/calls';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminRentalBookingPage, OperatorRentalBookingPage } from '../rental-booking-screens';
import {
  appointment,
  bookingDetail,
  bookingRow,
  giveReason,
  operators,
  page,
  signInAsAdmin,
  signInAsOperator,
} from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/rental-booking': OperatorRentalBookingPage,
  '/admin/rental-booking': AdminRentalBookingPage,
};

const properties = () =>
  answer(userListProperties, {
    data: {
      items: [],
      total: 0,
      page: 1,
      page_size: 100,
    },
    status_counts: { published: 0, pending_approval: 0, unlisted: 0, draft: 0, archived: 0 },
  });

describe('operator rental-booking: bookings', () => {
  it('lists each tab’s bookings, sending the tab, and says No Results for an empty one', async () => {
    signInAsOperator();
    const api = fakeApi(
      properties(),
      answer(userListBookings, (fields) =>
        fields.tab === 'new'
          ? page([bookingRow()])
          : fields.tab === 'approved'
            ? page([bookingRow({ id: 8, booking_ref: 'b-8', status: 'approved', applicant_name: 'Ravi' })])
            : page([]),
      ),
    );
    renderApp('/operator/rental-booking', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('b-7')).toBeTruthy();
    expect(within(row).getByText('Residensi Harmoni · A-12-3 · Master room')).toBeTruthy();
    expect(within(row).getByText('Booking paid')).toBeTruthy();
    expect(within(row).getByText('Held')).toBeTruthy();
    expect(within(row).getByText('01 Jun 2026')).toBeTruthy();
    expect(api.to(userListBookings)[0]?.fields).toMatchObject({ tab: 'new', page: '1' });

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await screen.findByText('Ravi');
    expect(api.to(userListBookings).at(-1)?.fields).toMatchObject({ tab: 'approved' });
    await user.click(screen.getByRole('tab', { name: 'Rejected' }));
    await screen.findByText('No Results');
    expect(api.to(userListBookings).at(-1)?.fields).toMatchObject({ tab: 'rejected' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Aisyah');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.to(userListBookings).at(-1)?.fields).toMatchObject({ tab: 'rejected', search: 'Aisyah' }),
    );
  });

  it('opens a booking with its applicant, documents, money, credit check and history, and approves it after confirmation', async () => {
    signInAsOperator();
    let status: 'new' | 'approved' = 'new';
    const api = fakeApi(
      properties(),
      answer(userListBookings, () => page([bookingRow({ status })])),
      answer(userGetBooking, () => ({
        data: bookingDetail({
          status,
          actions: status === 'new' ? ['approve', 'reject', 'cancel', 'run_credit_check'] : ['cancel'],
        }),
      })),
      answer(userApproveBooking, () => {
        status = 'approved';
        return { data: bookingDetail({ status: 'approved', actions: ['cancel'] }) };
      }),
    );
    const { history } = renderApp('/operator/rental-booking', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'View booking b-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await within(dialog).findByText('aisyah@example.com');
    expect(history.location.search).toContain('booking_id=7');
    expect(api.to(userGetBooking)[0]?.fields).toEqual({ id: '7' });
    expect(within(dialog).getByText('900101145678')).toBeTruthy();
    expect(within(dialog).getByText('MyKad (IC)')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'IC front' }).getAttribute('src')).toBe(
      '/files/1/ic-front.png',
    );
    expect(within(dialog).getByRole('img', { name: 'Selfie' })).toBeTruthy();
    expect(within(dialog).queryByRole('img', { name: 'Passport' })).toBeNull();
    expect(within(dialog).getByText('SW0000000000B001')).toBeTruthy();
    expect(within(dialog).getByText('Payment 1 (booking)').closest('tr')?.textContent).toContain('RM 900.00');
    expect(within(dialog).getByRole('link', { name: 'Run credit check' }).getAttribute('href')).toBe(
      '/operator/add-ctos?booking_id=7',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the booking?' });
    expect(api.to(userApproveBooking)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The booking is approved.');
    expect(api.to(userApproveBooking)[0]?.fields).toEqual({ booking_id: '7' });
    // The booking and the list read again: approve is gone.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(dialog).getAllByText('Approved').length).toBeGreaterThan(0);
  });

  it('rejects only with a reason, and cancels after “Are you sure you want to cancel the booking?”', async () => {
    signInAsOperator();
    const api = fakeApi(
      properties(),
      answer(userListBookings, page([bookingRow()])),
      answer(userGetBooking, { data: bookingDetail() }),
      answer(userRejectBooking, { data: bookingDetail({ status: 'rejected', actions: [] }) }),
      answer(userCancelBooking, { data: bookingDetail({ status: 'cancelled', actions: [] }) }),
    );
    renderApp('/operator/rental-booking?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    await giveReason(user, 'Reject the booking', 'The room is taken by a walk-in tenant.', () =>
      expect(api.to(userRejectBooking)).toHaveLength(0),
    );
    await screen.findByText('The booking is rejected.');
    expect(api.to(userRejectBooking)[0]?.fields).toEqual({
      booking_id: '7',
      reason: 'The room is taken by a walk-in tenant.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    expect(within(cancel).getByText('Are you sure you want to cancel the booking?')).toBeTruthy();
    await user.click(within(cancel).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('The booking is cancelled.');
    expect(api.to(userCancelBooking)[0]?.fields).toEqual({ booking_id: '7' });
  });

  it('shows a refused decision’s reason and keeps the dialog open', async () => {
    signInAsOperator();
    fakeApi(
      properties(),
      answer(userListBookings, page([bookingRow()])),
      answer(userGetBooking, { data: bookingDetail() }),
      answer(userApproveBooking, failure(104, { message: 'The booking is no longer new.' })),
    );
    renderApp('/operator/rental-booking?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The booking could not be changed');
    expect(screen.getByRole('alertdialog', { name: 'Approve the booking?' })).toBeTruthy();
  });
});

describe('operator rental-booking: appointments', () => {
  it('lists appointments by tab and approves, rejects with a reason, cancels and reschedules them', async () => {
    signInAsOperator();
    const slots = ['2026-05-07T01:00:00.000Z', '2026-05-07T01:30:00.000Z', '2026-05-08T06:00:00.000Z'];
    const api = fakeApi(
      properties(),
      answer(userListBookings, page([])),
      answer(userListAppointments, (fields) => (fields.tab === 'new' ? page([appointment()]) : page([]))),
      answer(userApproveAppointment, { data: appointment({ status: 'approved' }) }),
      answer(userRejectAppointment, { data: appointment({ status: 'rejected' }) }),
      answer(userCancelAppointment, { data: appointment({ status: 'cancelled' }) }),
      answer(userRescheduleAppointment, (fields) => ({
        data: appointment({ viewing_at: fields.viewing_at }),
      })),
      answer(publicGetViewingSlots, { data: { slots } }),
    );
    renderApp('/operator/rental-booking', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Appointments' }));
    const row = (await screen.findByText('Lim Wei')).closest('tr') as HTMLElement;
    // 02:30 UTC is 10:30 in Malaysia.
    expect(within(row).getByText('06 May 2026 10:30 AM')).toBeTruthy();
    expect(within(row).getByText('After work please')).toBeTruthy();
    expect(api.to(userListAppointments)[0]?.fields).toMatchObject({ tab: 'new' });

    await user.click(within(row).getByRole('button', { name: 'Approve the viewing of Lim Wei' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The viewing is approved.');
    expect(api.to(userApproveAppointment)[0]?.fields).toEqual({ appointment_id: '31' });

    await user.click(within(row).getByRole('button', { name: 'Reject the viewing of Lim Wei' }));
    await giveReason(user, 'Reject the viewing', 'No viewings this week', () =>
      expect(api.to(userRejectAppointment)).toHaveLength(0),
    );
    await screen.findByText('The viewing is rejected.');
    expect(api.to(userRejectAppointment)[0]?.fields).toEqual({
      appointment_id: '31',
      reason: 'No viewings this week',
    });

    await user.click(within(row).getByRole('button', { name: 'Cancel the viewing of Lim Wei' }));
    const cancel = await screen.findByRole('alertdialog');
    expect(within(cancel).getByText('Are you sure you want to cancel this appointment?')).toBeTruthy();
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('The appointment is cancelled.');
    expect(api.to(userCancelAppointment)[0]?.fields).toEqual({ appointment_id: '31' });

    await user.click(within(row).getByRole('button', { name: 'Reschedule the viewing of Lim Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the viewing' });
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText('Choose the new time.')).toBeTruthy();
    expect(api.to(userRescheduleAppointment)).toHaveLength(0);
    await user.click(within(dialog).getByRole('combobox', { name: /^Day/ }));
    await user.click(await screen.findByRole('option', { name: '08 May 2026' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Time/ }));
    await user.click(await screen.findByRole('option', { name: '02:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await screen.findByText('The viewing has a new time.');
    expect(api.to(userRescheduleAppointment)[0]?.fields).toEqual({
      appointment_id: '31',
      viewing_at: '2026-05-08T06:00:00.000Z',
    });
  });
});

describe('admin rental-booking', () => {
  it('reads every company’s bookings with a company column and filter; no buttons when the server offers no move', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(
        adminListOperators,
        operators([
          { id: 3, name: 'Demo Properties Sdn Bhd' },
          { id: 4, name: 'Harbour Homes' },
        ]),
      ),
      answer(adminListBookings, page([bookingRow()])),
      answer(adminGetBooking, { data: bookingDetail({ status: 'checked_in', actions: [] }) }),
      answer(adminListAppointments, page([appointment({ status: 'confirmed', actions: [] })])),
    );
    renderApp('/admin/rental-booking', SCREENS);
    const user = userEvent.setup({ delay: null });
    const row = (await screen.findByText('Nur Aisyah')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    await user.click(screen.getAllByRole('combobox', { name: 'Company' })[0]!);
    await user.click(await screen.findByRole('option', { name: 'Harbour Homes' }));
    await waitFor(() =>
      expect(api.to(adminListBookings).at(-1)?.fields).toMatchObject({ company_id: '4', tab: 'new' }),
    );

    // The table read again for the company: its row is a new one.
    await user.click(await screen.findByRole('button', { name: 'View booking b-7' }));
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await within(dialog).findByText('aisyah@example.com');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.to(adminGetBooking)[0]?.fields).toEqual({ id: '7' });

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: 'Appointments' }));
    const appointmentRow = (await screen.findByText('Lim Wei')).closest('tr') as HTMLElement;
    expect(within(appointmentRow).queryByRole('button', { name: /Approve/ })).toBeNull();
  });
});
