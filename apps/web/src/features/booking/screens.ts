import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// The visitor's and tenant's booking screens (issue 11): the booking stepper (public: a visitor starts
// it, and logs in before submitting), and the tenant's bookings, appointments and refunds.
export const BOOKING_SCREENS: TScreens = {
  '/booking/$id': lazyRouteComponent(() => import('./booking-page'), 'BookingPage'),
  '/booking-history': lazyRouteComponent(() => import('./booking-history-page'), 'BookingHistoryPage'),
  '/appointment': lazyRouteComponent(() => import('./appointments-page'), 'AppointmentsPage'),
  '/refund': lazyRouteComponent(() => import('./refunds-page'), 'RefundsPage'),
};
