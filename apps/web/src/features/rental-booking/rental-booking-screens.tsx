import { RentalBookingScreen } from './bookings/rental-booking-page';
import { BookingLinkScreen } from './links/booking-link-page';

// The booking screens of the operator and admin sites: bookings and appointments, and booking links.
export const OperatorRentalBookingPage = () => <RentalBookingScreen area="operator" />;
export const AdminRentalBookingPage = () => <RentalBookingScreen area="admin" />;
export const OperatorBookingLinkPage = () => <BookingLinkScreen area="operator" />;
export const AdminBookingLinkPage = () => <BookingLinkScreen area="admin" />;
