import {
  publicGetBookingTerms,
  publicGetViewingSlots,
  userCreateAppointment,
  userListAppointments,
} from '@sewa/domain/booking/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The listing page's booking entry points: whether a rental can be booked online (and why not), the
// viewing times on offer, and a viewing request.

export function useBookingTerms(rentalId: number) {
  const query = useCall(publicGetBookingTerms, { rental_id: rentalId }, { retry: false });
  return { ...query, terms: query.data?.data };
}

export function useViewingSlots(enabled: boolean) {
  const query = useCall(publicGetViewingSlots, {}, { enabled, staleTime: 60_000 });
  return { ...query, slots: query.data?.data.slots };
}

/** A viewing request shows up in the tenant's appointments. */
export function useCreateAppointment() {
  const queryClient = useQueryClient();
  return useCallMutation(userCreateAppointment, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userListAppointments) }),
  });
}
