import {
  adminGetBooking,
  adminListBookings,
  userGetBooking,
  userListBookings,
} from '@sewa/domain/booking/calls';
import { userListProperties } from '@sewa/domain/properties/calls-operator';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveSession } from '../../../app/session';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { AdminRentalBookingPage, OperatorRentalBookingPage } from '../rental-booking-screens';
import { bookingDetail, bookingRow, page, signInAsAdmin } from './fixtures';

setupScreenTests();

const SCREENS = {
  '/operator/rental-booking': OperatorRentalBookingPage,
  '/admin/rental-booking': AdminRentalBookingPage,
};

const signInWithTenancy = () =>
  saveSession({
    token: 'op-token',
    role: 'operator',
    privileges: ['rental-booking', 'tenancy'],
    origin: 'login',
  });

const openBooking = async (area: 'operator' | 'admin', detail: ReturnType<typeof bookingDetail>) => {
  fakeApi(
    answer(userListProperties, () => failure(103)),
    answer(adminListOperators, () => failure(103)),
    answer(area === 'admin' ? adminListBookings : userListBookings, page([bookingRow()])),
    answer(area === 'admin' ? adminGetBooking : userGetBooking, { data: detail }),
  );
  renderApp(`/${area}/rental-booking?booking_id=7`, SCREENS);
  const dialog = await screen.findByRole('dialog', { name: 'Booking b-7' });
  await within(dialog).findByText('aisyah@example.com');
  return dialog;
};

describe('booking detail: its tenancy', () => {
  it('offers the operator to create the tenancy of an approved booking, prefilled from it', async () => {
    signInWithTenancy();
    const dialog = await openBooking('operator', bookingDetail({ status: 'approved', tenancy_id: null }));
    expect(within(dialog).getByRole('link', { name: 'Create tenancy' }).getAttribute('href')).toBe(
      '/operator/create-new-tenancy?booking_id=7',
    );
    expect(within(dialog).queryByRole('link', { name: 'View tenancy' })).toBeNull();
  });

  it('opens the tenancy once the booking has one', async () => {
    signInWithTenancy();
    const dialog = await openBooking('operator', bookingDetail({ status: 'confirmed', tenancy_id: 31 }));
    expect(within(dialog).getByRole('link', { name: 'View tenancy' }).getAttribute('href')).toBe(
      '/operator/tenancy-details/31',
    );
    expect(within(dialog).queryByRole('link', { name: 'Create tenancy' })).toBeNull();
  });

  it('offers nothing for a booking not yet approved', async () => {
    signInWithTenancy();
    const dialog = await openBooking('operator', bookingDetail({ status: 'new', tenancy_id: null }));
    expect(within(dialog).queryByRole('link', { name: 'Create tenancy' })).toBeNull();
  });

  it('lets an admin only open the tenancy', async () => {
    signInAsAdmin();
    const dialog = await openBooking('admin', bookingDetail({ status: 'approved', tenancy_id: null }));
    expect(within(dialog).queryByRole('link', { name: 'Create tenancy' })).toBeNull();
  });

  it('links the admin to the booking’s tenancy on the admin site', async () => {
    signInAsAdmin();
    const dialog = await openBooking('admin', bookingDetail({ status: 'confirmed', tenancy_id: 31 }));
    expect(within(dialog).getByRole('link', { name: 'View tenancy' }).getAttribute('href')).toBe(
      '/admin/tenancy-details/31',
    );
  });
});
