import { dataOf, pageOf, ZEmpty, ZIdInput } from '../forms/shapes';
import { defineContract } from '../protocol/contract';
import { ZPaymentStart } from '../wallet/schemas';
import {
  BOOKING_DOCUMENT_FILES,
  CREDIT_CHECK_CONSENT_FILES,
  ZAdminListBookingsInput,
  ZAppointment,
  ZAppointmentIdInput,
  ZAppointmentReasonInput,
  ZBookingDetail,
  ZBookingFee,
  ZBookingFeeTotals,
  ZBookingIdInput,
  ZBookingLink,
  ZBookingRow,
  ZBookingSettlement,
  ZBookingSettlementDetail,
  ZBookingTerms,
  ZBookingTermsInput,
  ZCancelBookingInput,
  ZCreateAppointmentInput,
  ZCreateBookingInput,
  ZCreateBookingLinkInput,
  ZCreateBookingResult,
  ZCreateBookingSettlementInput,
  ZCreateCreditCheckInput,
  ZCreditCheck,
  ZCreditCheckDetail,
  ZCreditCheckSetting,
  ZListAppointmentsInput,
  ZListBookingFeesInput,
  ZListBookingLinksInput,
  ZListBookingSettlementsInput,
  ZListBookingsInput,
  ZListCreditChecksInput,
  ZListRefundsInput,
  ZMarkRefundPaidInput,
  ZRefund,
  ZRefundIdInput,
  ZRejectBookingInput,
  ZRejectRefundInput,
  ZRescheduleAppointmentInput,
  ZRunCreditCheckInput,
  ZSettleBookingSettlementInput,
  ZSignConsentInput,
  ZUpdateCreditCheckSettingInput,
} from './schemas';

// Rental booking end to end (docs/decisions/0017-booking.md). The names the issue fixes are kept
// exactly; `user-` calls serve the tenant (own records) and the operator's side (its company's), each
// use case scoping by who calls; `admin-` calls see every company.

// ---- booking: visitor and tenant ----
export const publicGetBookingTerms = defineContract({
  name: 'public-get-booking-terms',
  input: ZBookingTermsInput,
  output: dataOf(ZBookingTerms),
});
export const userCreateBooking = defineContract({
  name: 'user-create-booking',
  input: ZCreateBookingInput,
  output: dataOf(ZCreateBookingResult),
  files: BOOKING_DOCUMENT_FILES,
});
export const userGetBooking = defineContract({
  name: 'user-get-booking',
  input: ZIdInput,
  output: dataOf(ZBookingDetail),
});
export const userSignCreditCheckConsent = defineContract({
  name: 'user-sign-credit-check-consent',
  input: ZSignConsentInput,
  output: dataOf(ZBookingDetail),
});
export const userPayBooking = defineContract({
  name: 'user-pay-booking',
  input: ZBookingIdInput,
  output: dataOf(ZPaymentStart),
});
export const userListBookings = defineContract({
  name: 'user-list-bookings',
  input: ZListBookingsInput,
  output: dataOf(pageOf(ZBookingRow)),
});
export const userCancelBooking = defineContract({
  name: 'user-cancel-booking',
  input: ZCancelBookingInput,
  output: dataOf(ZBookingDetail),
});

// ---- booking: operator ----
export const userApproveBooking = defineContract({
  name: 'user-approve-booking',
  input: ZBookingIdInput,
  output: dataOf(ZBookingDetail),
});
export const userRejectBooking = defineContract({
  name: 'user-reject-booking',
  input: ZRejectBookingInput,
  output: dataOf(ZBookingDetail),
});
export const userCreateBookingLink = defineContract({
  name: 'user-create-booking-link',
  input: ZCreateBookingLinkInput,
  output: dataOf(ZBookingLink),
});
export const userListBookingLinks = defineContract({
  name: 'user-list-booking-links',
  input: ZListBookingLinksInput,
  output: dataOf(ZBookingLink.array()),
});

// ---- booking: admin ----
export const adminListBookings = defineContract({
  name: 'admin-list-bookings',
  input: ZAdminListBookingsInput,
  output: dataOf(pageOf(ZBookingRow)),
});
export const adminGetBooking = defineContract({
  name: 'admin-get-booking',
  input: ZIdInput,
  output: dataOf(ZBookingDetail),
});
export const adminCreateBookingLink = defineContract({
  name: 'admin-create-booking-link',
  input: ZCreateBookingLinkInput,
  output: dataOf(ZBookingLink),
});
export const adminListBookingLinks = defineContract({
  name: 'admin-list-booking-links',
  input: ZListBookingLinksInput,
  output: dataOf(ZBookingLink.array()),
});

// ---- appointments ----
export const publicGetViewingSlots = defineContract({
  name: 'public-get-viewing-slots',
  input: ZEmpty,
  output: dataOf(ZEmpty.extend({ slots: ZAppointment.shape.viewing_at.array() })),
});
export const userCreateAppointment = defineContract({
  name: 'user-create-appointment',
  input: ZCreateAppointmentInput,
  output: dataOf(ZAppointment),
});
export const userListAppointments = defineContract({
  name: 'user-list-appointments',
  input: ZListAppointmentsInput,
  output: dataOf(pageOf(ZAppointment)),
});
export const userApproveAppointment = defineContract({
  name: 'user-approve-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
export const userRejectAppointment = defineContract({
  name: 'user-reject-appointment',
  input: ZAppointmentReasonInput,
  output: dataOf(ZAppointment),
});
export const userConfirmAppointment = defineContract({
  name: 'user-confirm-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
export const userRescheduleAppointment = defineContract({
  name: 'user-reschedule-appointment',
  input: ZRescheduleAppointmentInput,
  output: dataOf(ZAppointment),
});
export const userCancelAppointment = defineContract({
  name: 'user-cancel-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
export const adminListAppointments = defineContract({
  name: 'admin-list-appointments',
  input: ZListAppointmentsInput,
  output: dataOf(pageOf(ZAppointment)),
});

// ---- credit checks ----
export const userRunCreditCheck = defineContract({
  name: 'user-run-credit-check',
  input: ZRunCreditCheckInput,
  output: dataOf(ZCreditCheckDetail),
});
export const userCreateCreditCheck = defineContract({
  name: 'user-create-credit-check',
  input: ZCreateCreditCheckInput,
  output: dataOf(ZCreditCheckDetail),
  files: CREDIT_CHECK_CONSENT_FILES,
});
export const userListCreditChecks = defineContract({
  name: 'user-list-credit-checks',
  input: ZListCreditChecksInput,
  output: dataOf(pageOf(ZCreditCheck).extend({ fee_sen: ZCreditCheck.shape.fee_sen })),
});
export const userGetCreditCheck = defineContract({
  name: 'user-get-credit-check',
  input: ZIdInput,
  output: dataOf(ZCreditCheckDetail),
});
export const adminListCreditChecks = defineContract({
  name: 'admin-list-credit-checks',
  input: ZListCreditChecksInput,
  output: dataOf(pageOf(ZCreditCheck)),
});
export const adminGetCreditCheck = defineContract({
  name: 'admin-get-credit-check',
  input: ZIdInput,
  output: dataOf(ZCreditCheckDetail),
});
export const adminListCreditCheckSettings = defineContract({
  name: 'admin-list-credit-check-settings',
  input: ZEmpty,
  output: dataOf(ZCreditCheckSetting.array()),
});
export const adminGetCreditCheckSetting = defineContract({
  name: 'admin-get-credit-check-setting',
  input: ZIdInput,
  output: dataOf(ZCreditCheckSetting),
});
export const adminUpdateCreditCheckSetting = defineContract({
  name: 'admin-update-credit-check-setting',
  input: ZUpdateCreditCheckSettingInput,
  output: dataOf(ZCreditCheckSetting),
});

// ---- refunds ----
export const userListRefunds = defineContract({
  name: 'user-list-refunds',
  input: ZListRefundsInput,
  output: dataOf(pageOf(ZRefund)),
});
export const userGetRefund = defineContract({
  name: 'user-get-refund',
  input: ZIdInput,
  output: dataOf(ZRefund),
});
export const userApproveRefund = defineContract({
  name: 'user-approve-refund',
  input: ZRefundIdInput,
  output: dataOf(ZRefund),
});
export const userRejectRefund = defineContract({
  name: 'user-reject-refund',
  input: ZRejectRefundInput,
  output: dataOf(ZRefund),
});
export const userMarkRefundPaid = defineContract({
  name: 'user-mark-refund-paid',
  input: ZMarkRefundPaidInput,
  output: dataOf(ZRefund),
});
export const adminListRefunds = defineContract({
  name: 'admin-list-refunds',
  input: ZListRefundsInput,
  output: dataOf(pageOf(ZRefund)),
});
export const adminGetRefund = defineContract({
  name: 'admin-get-refund',
  input: ZIdInput,
  output: dataOf(ZRefund),
});
export const adminApproveRefund = defineContract({
  name: 'admin-approve-refund',
  input: ZRefundIdInput,
  output: dataOf(ZRefund),
});
export const adminRejectRefund = defineContract({
  name: 'admin-reject-refund',
  input: ZRejectRefundInput,
  output: dataOf(ZRefund),
});
export const adminMarkRefundPaid = defineContract({
  name: 'admin-mark-refund-paid',
  input: ZMarkRefundPaidInput,
  output: dataOf(ZRefund),
});

// ---- booking-fee settlement ----
export const userListBookingFees = defineContract({
  name: 'user-list-booking-fees',
  input: ZListBookingFeesInput,
  output: dataOf(pageOf(ZBookingFee).extend({ totals: ZBookingFeeTotals })),
});
export const userListBookingSettlements = defineContract({
  name: 'user-list-booking-settlements',
  input: ZListBookingSettlementsInput,
  output: dataOf(pageOf(ZBookingSettlement)),
});
export const userGetBookingSettlement = defineContract({
  name: 'user-get-booking-settlement',
  input: ZIdInput,
  output: dataOf(ZBookingSettlementDetail),
});
export const adminListBookingFees = defineContract({
  name: 'admin-list-booking-fees',
  input: ZListBookingFeesInput,
  output: dataOf(pageOf(ZBookingFee).extend({ totals: ZBookingFeeTotals })),
});
export const adminListBookingSettlements = defineContract({
  name: 'admin-list-booking-settlements',
  input: ZListBookingSettlementsInput,
  output: dataOf(pageOf(ZBookingSettlement)),
});
export const adminGetBookingSettlement = defineContract({
  name: 'admin-get-booking-settlement',
  input: ZIdInput,
  output: dataOf(ZBookingSettlementDetail),
});
/** Gathers a company's released, unsettled booking money into one pending batch. */
export const adminCreateBookingSettlement = defineContract({
  name: 'admin-create-booking-settlement',
  input: ZCreateBookingSettlementInput,
  output: dataOf(ZBookingSettlementDetail),
});
/** Marks a batch paid to the operator against the bank reference. */
export const adminSettleBookingSettlement = defineContract({
  name: 'admin-settle-booking-settlement',
  input: ZSettleBookingSettlementInput,
  output: dataOf(ZBookingSettlementDetail),
});

// ---- admin decisions (the machines allow the admin what the operator may do) ----
export const adminApproveBooking = defineContract({
  name: 'admin-approve-booking',
  input: ZBookingIdInput,
  output: dataOf(ZBookingDetail),
});
export const adminRejectBooking = defineContract({
  name: 'admin-reject-booking',
  input: ZRejectBookingInput,
  output: dataOf(ZBookingDetail),
});
export const adminCancelBooking = defineContract({
  name: 'admin-cancel-booking',
  input: ZCancelBookingInput,
  output: dataOf(ZBookingDetail),
});
export const adminApproveAppointment = defineContract({
  name: 'admin-approve-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
export const adminRejectAppointment = defineContract({
  name: 'admin-reject-appointment',
  input: ZAppointmentReasonInput,
  output: dataOf(ZAppointment),
});
export const adminConfirmAppointment = defineContract({
  name: 'admin-confirm-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
export const adminRescheduleAppointment = defineContract({
  name: 'admin-reschedule-appointment',
  input: ZRescheduleAppointmentInput,
  output: dataOf(ZAppointment),
});
export const adminCancelAppointment = defineContract({
  name: 'admin-cancel-appointment',
  input: ZAppointmentIdInput,
  output: dataOf(ZAppointment),
});
/** A credit check for a booking's applicant, charged to the booking's company's wallet. */
export const adminRunCreditCheck = defineContract({
  name: 'admin-run-credit-check',
  input: ZRunCreditCheckInput,
  output: dataOf(ZCreditCheckDetail),
});
