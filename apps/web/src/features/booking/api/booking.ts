import {
  publicGetBookingTerms,
  userCancelAppointment,
  userCancelBooking,
  userCreateBooking,
  userGetBooking,
  userListAppointments,
  userListBookings,
  userListRefunds,
  userPayBooking,
  userSignCreditCheckConsent,
} from '@sewa/domain/booking/calls';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The visitor's and tenant's booking screens: terms of a rental, one booking, the tenant's lists, and
// the moves a tenant makes. Each mutation refreshes exactly the reads whose answers it changes.

export const BOOKING_CALLS = {
  bookings: userListBookings,
  appointments: userListAppointments,
  refunds: userListRefunds,
} as const;

/** What booking a rental costs and whether it can be booked online now (`link`: a personal link). */
export function useBookingTerms(rentalId: number, link: string | undefined) {
  const query = useCall(
    publicGetBookingTerms,
    { rental_id: rentalId, ...(link ? { link } : {}) },
    { retry: false },
  );
  return { ...query, terms: query.data?.data };
}

/** One of the caller's bookings (`enabled` false while signed out: the call needs a session). */
export function useBooking(id: number, enabled: boolean) {
  const query = useCall(userGetBooking, { id }, { enabled, retry: false });
  return { ...query, booking: query.data?.data };
}

/** Submits the booking with its documents; the list of bookings gains a row. */
export function useCreateBooking() {
  const queryClient = useQueryClient();
  return useCallMutation(userCreateBooking, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userListBookings) }),
  });
}

/** A booking's answer replaces the cached one; the lists show its new status. */
function useBookingChange<C extends typeof userSignCreditCheckConsent | typeof userCancelBooking>(
  contract: C,
) {
  const queryClient = useQueryClient();
  return useCallMutation(contract, {
    onSuccess: (answer) => {
      queryClient.setQueryData(callKey(userGetBooking, { id: answer.data.id }), answer);
      return queryClient.invalidateQueries({ queryKey: callKey(userListBookings) });
    },
  });
}

export const useSignConsent = () => useBookingChange(userSignCreditCheckConsent);
export const useCancelBooking = () => useBookingChange(userCancelBooking);

/**
 * Starts the booking's next payment. Nothing changes here until the gateway answers (the browser leaves
 * for the payment page); a refusal (104: the room is taken) refreshes the booking.
 */
export function usePayBooking() {
  const queryClient = useQueryClient();
  return useCallMutation(userPayBooking, {
    onError: (_error, input) =>
      queryClient.invalidateQueries({ queryKey: callKey(userGetBooking, { id: Number(input.booking_id) }) }),
  });
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useCallMutation(userCancelAppointment, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userListAppointments) }),
  });
}

export type TBookingListInput = TCallInput<typeof userListBookings>;
