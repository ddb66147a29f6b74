import type {
  publicGetBookingTerms,
  publicGetViewingSlots,
  userCreateAppointment,
  userListAppointments,
} from '@sewa/domain/booking/calls';
import { useQueryClient } from '@tanstack/react-query';
import { contractRef } from '../../../app/api/contract-ref';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The listing page's booking entry points: whether a rental can be booked online (and why not), the
// viewing times on offer, and a viewing request. Named by ref, as in listing-calls.ts (issue 15).

const BOOKING_TERMS = contractRef<typeof publicGetBookingTerms>('public-get-booking-terms');
const VIEWING_SLOTS = contractRef<typeof publicGetViewingSlots>('public-get-viewing-slots');
const CREATE_APPOINTMENT = contractRef<typeof userCreateAppointment>('user-create-appointment');
const APPOINTMENTS = contractRef<typeof userListAppointments>('user-list-appointments');

export function useBookingTerms(rentalId: number) {
  const query = useCall(BOOKING_TERMS, { rental_id: rentalId }, { retry: false });
  return { ...query, terms: query.data?.data };
}

export function useViewingSlots(enabled: boolean) {
  const query = useCall(VIEWING_SLOTS, {}, { enabled, staleTime: 60_000 });
  return { ...query, slots: query.data?.data.slots };
}

/** A viewing request shows up in the tenant's appointments. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useCallMutation(CREATE_APPOINTMENT, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(APPOINTMENTS) }),
  });
}
