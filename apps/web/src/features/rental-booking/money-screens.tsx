import { RefundDetailScreen, RefundListScreen } from './refunds/refund-pages';
import { BookingSettlementScreen } from './settlement/booking-settlement-page';
import { SettlementDetailScreen } from './settlement/settlement-detail-page';

// Booking money of the operator and admin sites: the fee settlement and its batches, and refunds.
export const OperatorBookingSettlementPage = () => <BookingSettlementScreen area="operator" />;
export const AdminBookingSettlementPage = () => <BookingSettlementScreen area="admin" />;
export const OperatorSettlementDetailPage = () => <SettlementDetailScreen area="operator" />;
export const AdminSettlementDetailPage = () => <SettlementDetailScreen area="admin" />;
export const OperatorRefundPage = () => <RefundListScreen area="operator" />;
export const AdminRefundPage = () => <RefundListScreen area="admin" />;
export const AdminRefundDetailPage = RefundDetailScreen;
