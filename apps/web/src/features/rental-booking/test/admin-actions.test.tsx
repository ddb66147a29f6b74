import {
  adminApproveAppointment,
  adminApproveBooking,
  adminCancelAppointment,
  adminCancelBooking,
  adminConfirmAppointment,
  adminGetBooking,
  adminGetCreditCheck,
  adminListAppointments,
  adminListBookings,
  adminListCreditCheckSettings,
  adminListCreditChecks,
  adminRejectAppointment,
  adminRejectBooking,
  adminRescheduleAppointment,
  adminRunCreditCheck,
  publicGetViewingSlots,
  userApproveAppointment,
  userApproveBooking,
  userRunCreditCheck,
} from '@sewa/domain/booking/calls';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminAddCtosPage, AdminCtosPage } from '../ctos-screens';
import { AdminRentalBookingPage } from '../rental-booking-screens';
import {
  appointment,
  bookingDetail,
  bookingRow,
  creditCheck,
  creditCheckDetail,
  giveReason,
  operators,
  page,
  setting,
  signInAsAdmin,
} from './fixtures';

// The admin's decisions on the admin site: the shared booking and appointment screens send the admin-
// calls, and add-ctos runs a booking's check charged to the booking's company.

setupScreenTests();

const SCREENS = {
  '/admin/rental-booking': AdminRentalBookingPage,
  '/admin/add-ctos': AdminAddCtosPage,
  '/admin/ctos': AdminCtosPage,
};

const companies = () => answer(adminListOperators, operators([{ id: 3, name: 'Demo Properties Sdn Bhd' }]));

describe('admin rental-booking decisions', () => {
  it('approves a booking through admin-approve-booking after confirmation, and links its credit check to the admin add-ctos', async () => {
    signInAsAdmin();
    let status: 'new' | 'approved' = 'new';
    const api = fakeApi(
      companies(),
      answer(adminListBookings, () => page([bookingRow({ status })])),
      answer(adminGetBooking, () => ({
        data: bookingDetail({
          status,
          actions: status === 'new' ? ['approve', 'reject', 'cancel', 'run_credit_check'] : ['cancel'],
        }),
      })),
      answer(adminApproveBooking, () => {
        status = 'approved';
        return { data: bookingDetail({ status: 'approved', actions: ['cancel'] }) };
      }),
      answer(adminListAppointments, page([])),
    );
    renderApp('/admin/rental-booking?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await within(dialog).findByText('aisyah@example.com');
    expect(within(dialog).getByRole('link', { name: 'Run credit check' }).getAttribute('href')).toBe(
      '/admin/add-ctos?booking_id=7',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the booking?' });
    expect(api.to(adminApproveBooking)).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The booking is approved.');
    expect(api.to(adminApproveBooking)[0]?.fields).toEqual({ booking_id: '7' });
    expect(api.to(userApproveBooking)).toHaveLength(0);
    // The booking read again: approve is gone, cancel stays.
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull());
    expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeTruthy();
  });

  it('rejects only with a reason through admin-reject-booking, and cancels through admin-cancel-booking', async () => {
    signInAsAdmin();
    const api = fakeApi(
      companies(),
      answer(adminListBookings, page([bookingRow()])),
      answer(adminGetBooking, { data: bookingDetail() }),
      answer(adminRejectBooking, { data: bookingDetail({ status: 'rejected', actions: [] }) }),
      answer(adminCancelBooking, { data: bookingDetail({ status: 'cancelled', actions: [] }) }),
      answer(adminListAppointments, page([])),
    );
    renderApp('/admin/rental-booking?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Reject' }));
    await giveReason(user, 'Reject the booking', 'Documents do not match the applicant.', () =>
      expect(api.to(adminRejectBooking)).toHaveLength(0),
    );
    await screen.findByText('The booking is rejected.');
    expect(api.to(adminRejectBooking)[0]?.fields).toEqual({
      booking_id: '7',
      reason: 'Documents do not match the applicant.',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel booking' }));
    const cancel = await screen.findByRole('dialog', { name: 'Cancel the booking' });
    await user.type(within(cancel).getByRole('textbox', { name: /Reason/ }), 'Unit flooded');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel booking' }));
    await screen.findByText('The booking is cancelled.');
    expect(api.to(adminCancelBooking)[0]?.fields).toEqual({ booking_id: '7', reason: 'Unit flooded' });
  });

  it('shows the server’s refusal of an admin decision and keeps the dialog open', async () => {
    signInAsAdmin();
    fakeApi(
      companies(),
      answer(adminListBookings, page([bookingRow()])),
      answer(adminGetBooking, { data: bookingDetail() }),
      answer(adminApproveBooking, failure(104, { message: 'The booking is no longer new.' })),
      answer(adminListAppointments, page([])),
    );
    renderApp('/admin/rental-booking?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
    await user.click(await within(dialog).findByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Approve the booking?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The booking could not be changed');
    expect(screen.getByRole('alertdialog', { name: 'Approve the booking?' })).toBeTruthy();
  });
});

describe('admin rental-booking appointments', () => {
  it('approves, confirms, rejects, cancels and reschedules through the admin calls', async () => {
    signInAsAdmin();
    const slots = ['2026-05-07T01:00:00.000Z', '2026-05-08T06:00:00.000Z'];
    const api = fakeApi(
      companies(),
      answer(adminListBookings, page([])),
      answer(adminListAppointments, (fields) =>
        fields.tab === 'new'
          ? page([
              appointment(),
              appointment({ id: 32, applicant_name: 'Tan Mei', status: 'approved', actions: ['confirm'] }),
            ])
          : page([]),
      ),
      answer(adminApproveAppointment, { data: appointment({ status: 'approved' }) }),
      answer(adminConfirmAppointment, { data: appointment({ id: 32, status: 'confirmed', actions: [] }) }),
      answer(adminRejectAppointment, { data: appointment({ status: 'rejected' }) }),
      answer(adminCancelAppointment, { data: appointment({ status: 'cancelled' }) }),
      answer(adminRescheduleAppointment, (fields) => ({
        data: appointment({ viewing_at: fields.viewing_at }),
      })),
      answer(publicGetViewingSlots, { data: { slots } }),
    );
    renderApp('/admin/rental-booking', SCREENS);
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('tab', { name: 'Appointments' }));
    const row = (await screen.findByText('Lim Wei')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Approve the viewing of Lim Wei' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Approve' }));
    await screen.findByText('The viewing is approved.');
    expect(api.to(adminApproveAppointment)[0]?.fields).toEqual({ appointment_id: '31' });
    expect(api.to(userApproveAppointment)).toHaveLength(0);

    const other = screen.getByText('Tan Mei').closest('tr') as HTMLElement;
    await user.click(within(other).getByRole('button', { name: /Tan Mei/ }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getAllByRole('button').at(-1)!);
    await waitFor(() => expect(api.to(adminConfirmAppointment)[0]?.fields).toEqual({ appointment_id: '32' }));

    await user.click(within(row).getByRole('button', { name: 'Reject the viewing of Lim Wei' }));
    const reject = await screen.findByRole('form', { name: 'Reject the viewing' });
    await user.type(within(reject).getByRole('textbox', { name: /Reason/ }), 'Unit under repair');
    await user.click(screen.getAllByRole('button', { name: 'Reject' }).at(-1)!);
    await screen.findByText('The viewing is rejected.');
    expect(api.to(adminRejectAppointment)[0]?.fields).toEqual({
      appointment_id: '31',
      reason: 'Unit under repair',
    });

    await user.click(within(row).getByRole('button', { name: 'Cancel the viewing of Lim Wei' }));
    const cancel = await screen.findByRole('alertdialog');
    await user.click(within(cancel).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('The appointment is cancelled.');
    expect(api.to(adminCancelAppointment)[0]?.fields).toEqual({ appointment_id: '31' });

    await user.click(within(row).getByRole('button', { name: 'Reschedule the viewing of Lim Wei' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule the viewing' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Day/ }));
    await user.click(await screen.findByRole('option', { name: '08 May 2026' }));
    await user.click(within(dialog).getByRole('combobox', { name: /^Time/ }));
    await user.click(await screen.findByRole('option', { name: '02:00 PM' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    await screen.findByText('The viewing has a new time.');
    expect(api.to(adminRescheduleAppointment)[0]?.fields).toEqual({
      appointment_id: '31',
      viewing_at: '2026-05-08T06:00:00.000Z',
    });
  });
});

describe('admin add-ctos', () => {
  it('for a booking: names the company charged, says on 777 that its wallet is short, then opens the report', async () => {
    signInAsAdmin();
    let isShort = true;
    const api = fakeApi(
      companies(),
      answer(adminGetBooking, { data: bookingDetail() }),
      answer(adminRunCreditCheck, () =>
        isShort ? failure(777, { message: 'Insufficient credit.' }) : { data: creditCheckDetail() },
      ),
      answer(adminListCreditChecks, page([creditCheck()])),
      answer(adminGetCreditCheck, { data: creditCheckDetail() }),
      answer(adminListCreditCheckSettings, { data: [setting()] }),
    );
    const { history } = renderApp('/admin/add-ctos?booking_id=7', SCREENS);
    const user = userEvent.setup({ delay: null });
    await screen.findByText('900101145678');
    expect(api.to(adminGetBooking)[0]?.fields).toEqual({ id: '7' });
    expect(screen.queryByRole('form', { name: 'Walk-in person' })).toBeNull();
    const run = screen.getByRole('button', {
      name: 'Run credit check (RM 30.00 will be charged to the wallet of Demo Properties Sdn Bhd)',
    });
    await user.click(run);
    const notice = await screen.findByText(
      'The wallet of Demo Properties Sdn Bhd does not have enough credit for a credit check. Nothing was run or charged.',
    );
    const note = notice.closest('[role="note"]') as HTMLElement;
    expect(within(note).getByRole('link', { name: 'Company wallets' }).getAttribute('href')).toBe(
      '/admin/company-wallets?search=Demo+Properties+Sdn+Bhd',
    );
    expect(api.to(adminRunCreditCheck)[0]?.fields).toEqual({ booking_id: '7' });
    expect(api.to(userRunCreditCheck)).toHaveLength(0);
    // The app's own 777 prompt opens too; close it and run again once the company has credit.
    await screen.findByRole('dialog', { name: 'Insufficient credit balance' });
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Insufficient credit balance' })).toBeNull(),
    );
    isShort = false;
    await user.click(run);
    await screen.findByRole('dialog', { name: 'Credit report: Nur Aisyah' });
    expect(history.location.pathname).toBe('/admin/ctos');
    expect(history.location.search).toContain('check_id=9');
  });

  it('without a booking: explains that admins check a booking’s applicant and lists the bookings awaiting a credit check', async () => {
    signInAsAdmin();
    const api = fakeApi(
      answer(
        adminListBookings,
        page([bookingRow({ id: 12, booking_ref: 'b-12', applicant_name: 'Tan Mei' })]),
      ),
    );
    renderApp('/admin/add-ctos', SCREENS);
    await screen.findByText(/open the booking in Rental booking and choose "Run credit check"/);
    expect(
      screen.getByText('Checks of walk-in people are run by the operator, from its own wallet.'),
    ).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Walk-in person' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open rental booking' }).getAttribute('href')).toBe(
      '/admin/rental-booking',
    );
    const row = (await screen.findByText('Tan Mei')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Properties Sdn Bhd')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'View booking b-12' }).getAttribute('href')).toBe(
      '/admin/rental-booking?booking_id=12',
    );
    expect(within(row).getByRole('link', { name: 'Run credit check b-12' }).getAttribute('href')).toBe(
      '/admin/add-ctos?booking_id=12',
    );
    expect(api.to(adminListBookings)[0]?.fields).toMatchObject({
      tab: 'all',
      awaiting_credit_check: 'true',
      page: '1',
    });
  });
});
