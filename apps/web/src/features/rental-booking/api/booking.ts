import {
  adminApproveAppointment,
  adminApproveBooking,
  adminApproveRefund,
  adminCancelAppointment,
  adminCancelBooking,
  adminConfirmAppointment,
  adminCreateBookingLink,
  adminCreateBookingSettlement,
  adminGetBooking,
  adminGetBookingSettlement,
  adminGetCreditCheck,
  adminGetCreditCheckSetting,
  adminGetRefund,
  adminListAppointments,
  adminListBookingFees,
  adminListBookingLinks,
  adminListBookingSettlements,
  adminListBookings,
  adminListCreditCheckSettings,
  adminListCreditChecks,
  adminListRefunds,
  adminMarkRefundPaid,
  adminRejectAppointment,
  adminRejectBooking,
  adminRejectRefund,
  adminRescheduleAppointment,
  adminRunCreditCheck,
  adminSettleBookingSettlement,
  adminUpdateCreditCheckSetting,
  userApproveAppointment,
  userApproveBooking,
  userApproveRefund,
  userCancelAppointment,
  userCancelBooking,
  userConfirmAppointment,
  userCreateBookingLink,
  userCreateCreditCheck,
  userGetBooking,
  userGetBookingSettlement,
  userGetCreditCheck,
  userGetRefund,
  userListAppointments,
  userListBookingFees,
  userListBookingLinks,
  userListBookingSettlements,
  userListBookings,
  userListCreditChecks,
  userListRefunds,
  userMarkRefundPaid,
  userRejectAppointment,
  userRejectBooking,
  userRejectRefund,
  userRescheduleAppointment,
  userRunCreditCheck,
} from '@sewa/domain/booking/calls';
import { adminGetProperty } from '@sewa/domain/properties/calls-admin';
import { userGetProperty, userListProperties } from '@sewa/domain/properties/calls-operator';
import { userGetRental } from '@sewa/domain/properties/calls-units';
import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// The operator's and admin's booking screens (rental-booking, generate-booking-link, ctos, add-ctos,
// edit-ctos, booking-settlement, settlement-detail, refund, refund-details): the reads of each site and
// the mutations, each refreshing exactly the reads it changes.

export type TArea = 'operator' | 'admin';

/** The reads of each site: the operator's company, or every company. */
export const BOOKING_CALLS = {
  operator: {
    bookings: userListBookings,
    booking: userGetBooking,
    appointments: userListAppointments,
    links: userListBookingLinks,
    checks: userListCreditChecks,
    check: userGetCreditCheck,
    fees: userListBookingFees,
    settlements: userListBookingSettlements,
    settlement: userGetBookingSettlement,
    refunds: userListRefunds,
    refund: userGetRefund,
  },
  admin: {
    bookings: adminListBookings,
    booking: adminGetBooking,
    appointments: adminListAppointments,
    links: adminListBookingLinks,
    checks: adminListCreditChecks,
    check: adminGetCreditCheck,
    fees: adminListBookingFees,
    settlements: adminListBookingSettlements,
    settlement: adminGetBookingSettlement,
    refunds: adminListRefunds,
    refund: adminGetRefund,
  },
} as const;

export const SETTING_CALLS = { list: adminListCreditCheckSettings, get: adminGetCreditCheckSetting } as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...contracts: TAnyContract[]) =>
    Promise.all(contracts.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) })));
}

// ---- bookings ----

const BOOKING_READS = [
  userListBookings,
  adminListBookings,
  userGetBooking,
  adminGetBooking,
  // A rejection or a cancellation may open a refund; a decision changes the fee's settlement state.
  userListRefunds,
  adminListRefunds,
  userListBookingFees,
  adminListBookingFees,
];

/** The decisions of each site: the operator's side on its company's bookings, the admin on any. */
const DECISION_CALLS = {
  operator: { approve: userApproveBooking, reject: userRejectBooking, cancel: userCancelBooking },
  admin: { approve: adminApproveBooking, reject: adminRejectBooking, cancel: adminCancelBooking },
} as const;

/** Approve, reject or cancel one booking: the lists, the booking and the money views read again. */
export function useBookingDecision(area: TArea) {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate(...BOOKING_READS);
  const calls = DECISION_CALLS[area];
  return {
    approve: useCallMutation(calls.approve, { onSuccess }),
    reject: useCallMutation(calls.reject, { onSuccess }),
    cancel: useCallMutation(calls.cancel, { onSuccess }),
  };
}

/** The booking shown in the detail panel (none while no booking is open). */
export function useBookingDetail(area: TArea, id: number | undefined) {
  return useCall(BOOKING_CALLS[area].booking, recordInput(id ?? 0), { enabled: id !== undefined });
}

// ---- appointments ----

const APPOINTMENT_CALLS = {
  operator: {
    approve: userApproveAppointment,
    reject: userRejectAppointment,
    confirm: userConfirmAppointment,
    reschedule: userRescheduleAppointment,
    cancel: userCancelAppointment,
  },
  admin: {
    approve: adminApproveAppointment,
    reject: adminRejectAppointment,
    confirm: adminConfirmAppointment,
    reschedule: adminRescheduleAppointment,
    cancel: adminCancelAppointment,
  },
} as const;

/** An appointment's moves on each site; every move changes the appointment lists. */
export function useAppointmentActions(area: TArea) {
  const invalidate = useInvalidate();
  const onSuccess = () => invalidate(userListAppointments, adminListAppointments);
  const calls = APPOINTMENT_CALLS[area];
  return {
    approve: useCallMutation(calls.approve, { onSuccess }),
    reject: useCallMutation(calls.reject, { onSuccess }),
    confirm: useCallMutation(calls.confirm, { onSuccess }),
    reschedule: useCallMutation(calls.reschedule, { onSuccess }),
    cancel: useCallMutation(calls.cancel, { onSuccess }),
  };
}

// ---- booking links ----

const LINK_CALLS = { operator: userCreateBookingLink, admin: adminCreateBookingLink } as const;

export function useCreateBookingLink(area: TArea) {
  const invalidate = useInvalidate();
  return useCallMutation(LINK_CALLS[area], {
    onSuccess: () => invalidate(BOOKING_CALLS[area].links),
  });
}

/** The rental a link is for: the operator reads its own rental and property; the admin the property. */
export function useRentalFacts(area: TArea, propertyId: string, rentalId: string) {
  const rental = useCall(userGetRental, recordInput(rentalId), { enabled: area === 'operator' });
  const operatorProperty = useCall(userGetProperty, recordInput(propertyId), {
    enabled: area === 'operator',
  });
  const adminProperty = useCall(adminGetProperty, recordInput(propertyId), { enabled: area === 'admin' });
  const property = area === 'operator' ? operatorProperty : adminProperty;
  return { rental: rental.data?.data, property: property.data?.data };
}

/** The operator's properties for the list filters (the first 100). */
export function usePropertyOptions(area: TArea) {
  const query = useCall(
    userListProperties,
    { page: 1, page_size: 100 },
    { enabled: area === 'operator', retry: false },
  );
  return (query.data?.data.items ?? []).map((p) => ({ value: String(p.id), label: p.name }));
}

/** The companies an admin's filter offers (the first 100 of the operators list). */
export function useCompanyOptions(area: TArea) {
  const query = useCall(
    adminListOperators,
    { page: 1, page_size: 100 },
    { enabled: area === 'admin', retry: false },
  );
  return (query.data?.data.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
}

// ---- credit checks ----

const RUN_CHECK_CALLS = { operator: userRunCreditCheck, admin: adminRunCreditCheck } as const;

/** A booking's credit check; the admin's is charged to the booking's company. */
export function useRunCreditCheck(area: TArea) {
  const invalidate = useInvalidate();
  return useCallMutation(RUN_CHECK_CALLS[area], {
    onSuccess: () => invalidate(userListCreditChecks, adminListCreditChecks, userGetBooking, adminGetBooking),
  });
}

export function useCreateCreditCheck() {
  const invalidate = useInvalidate();
  return useCallMutation(userCreateCreditCheck, {
    onSuccess: () => invalidate(userListCreditChecks, adminListCreditChecks),
  });
}

export function useUpdateCreditCheckSetting() {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateCreditCheckSetting, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(adminGetCreditCheckSetting, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(adminListCreditCheckSettings) });
    },
  });
}

// ---- refunds ----

const REFUND_ACTION_CALLS = {
  operator: { approve: userApproveRefund, reject: userRejectRefund, markPaid: userMarkRefundPaid },
  admin: { approve: adminApproveRefund, reject: adminRejectRefund, markPaid: adminMarkRefundPaid },
} as const;

/** A refund's decision changes the refund lists and record, the bookings' refund column and the money. */
export function useRefundActions(area: TArea) {
  const invalidate = useInvalidate();
  const calls = REFUND_ACTION_CALLS[area];
  const onSuccess = () =>
    invalidate(
      BOOKING_CALLS[area].refunds,
      BOOKING_CALLS[area].refund,
      BOOKING_CALLS[area].bookings,
      BOOKING_CALLS[area].booking,
      BOOKING_CALLS[area].fees,
    );
  return {
    approve: useCallMutation(calls.approve, { onSuccess }),
    reject: useCallMutation(calls.reject, { onSuccess }),
    markPaid: useCallMutation(calls.markPaid, { onSuccess }),
  };
}

// ---- booking-fee settlement ----

const SETTLEMENT_READS = [
  adminListBookingFees,
  adminListBookingSettlements,
  adminGetBookingSettlement,
  userListBookingFees,
  userListBookingSettlements,
  userGetBookingSettlement,
];

export function useCreateSettlement() {
  const invalidate = useInvalidate();
  return useCallMutation(adminCreateBookingSettlement, { onSuccess: () => invalidate(...SETTLEMENT_READS) });
}

export function useSettleSettlement() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(adminSettleBookingSettlement, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(adminGetBookingSettlement, recordInput(answer.data.id)), answer);
      await invalidate(...SETTLEMENT_READS.filter((c) => c !== adminGetBookingSettlement));
    },
  });
}
