import { lazyRouteComponent } from '@tanstack/react-router';
import type { TScreens } from '../../app/screens';

// The operator's and admin's booking screens (product §2.2 rental-booking, ctos, booking-settlement,
// refund; §2.5), in three chunks: bookings and links, credit checks, and booking money.
const booking = (name: keyof typeof import('./rental-booking-screens')) =>
  lazyRouteComponent(() => import('./rental-booking-screens'), name);
const ctos = (name: keyof typeof import('./ctos-screens')) =>
  lazyRouteComponent(() => import('./ctos-screens'), name);
const money = (name: keyof typeof import('./money-screens')) =>
  lazyRouteComponent(() => import('./money-screens'), name);

export const RENTAL_BOOKING_SCREENS: TScreens = {
  '/operator/rental-booking': booking('OperatorRentalBookingPage'),
  '/operator/generate-booking-link/$id/$rental_id': booking('OperatorBookingLinkPage'),
  '/admin/rental-booking': booking('AdminRentalBookingPage'),
  '/admin/generate-booking-link/$id/$rental_id': booking('AdminBookingLinkPage'),
  '/operator/ctos': ctos('OperatorCtosPage'),
  '/operator/add-ctos': ctos('OperatorAddCtosPage'),
  '/admin/ctos': ctos('AdminCtosPage'),
  '/admin/add-ctos': ctos('AdminAddCtosPage'),
  '/admin/edit-ctos/$id': ctos('EditCtosPage'),
  '/operator/booking-settlement': money('OperatorBookingSettlementPage'),
  '/operator/settlement-detail/$id': money('OperatorSettlementDetailPage'),
  '/operator/refund': money('OperatorRefundPage'),
  '/admin/booking-settlement': money('AdminBookingSettlementPage'),
  '/admin/settlement-detail/$id': money('AdminSettlementDetailPage'),
  '/admin/refund': money('AdminRefundPage'),
  '/admin/refund-details/$id': money('AdminRefundDetailPage'),
};
