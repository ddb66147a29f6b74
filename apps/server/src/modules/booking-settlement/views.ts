import { bookingRef, type TBookingFee, type TBookingSettlement, type TSettlementStatus } from '@sewa/domain';
import type { TFeeRow, TSettlementRow } from './repository';

export const toFee = (r: TFeeRow): TBookingFee => ({
  booking_id: r.bookingId,
  booking_ref: bookingRef(r.bookingId),
  company_id: r.companyId,
  company_name: r.companyName,
  property_name: r.propertyName,
  applicant_name: r.applicantName,
  booking_status: r.bookingStatus as TBookingFee['booking_status'],
  paid_sen: r.paidSen,
  operator_sen: r.operatorSen,
  refund_sen: r.refundSen,
  settlement_status: r.settlementStatus as TSettlementStatus,
  settlement_id: r.settlementId,
  paid_at: r.paidAt ? r.paidAt.toISOString() : null,
});

export const toSettlement = (r: {
  settlement: TSettlementRow;
  companyName: string;
  bookingCount: number;
}): TBookingSettlement => ({
  id: r.settlement.id,
  company_id: r.settlement.companyId,
  company_name: r.companyName,
  status: r.settlement.status as TBookingSettlement['status'],
  total_sen: r.settlement.totalSen,
  booking_count: r.bookingCount,
  reference: r.settlement.reference,
  settled_at: r.settlement.settledAt ? r.settlement.settledAt.toISOString() : null,
  created_at: r.settlement.createdAt.toISOString(),
});
