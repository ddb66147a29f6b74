import type {
  publicGetViewingSlots,
  userCreateAppointment,
  userListAppointments,
} from '@sewa/domain/booking/calls';
import { useQueryClient } from '@tanstack/react-query';
import { contractRef } from '../../../app/api/contract-ref';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';

// The listing page's booking entry points: the viewing times on offer, and a viewing request (whether a
// rental can be booked online comes with the listing). Named by ref, as in listing-calls.ts (issue 15).

const VIEWING_SLOTS = contractRef<typeof publicGetViewingSlots>('public-get-viewing-slots');
const CREATE_APPOINTMENT = contractRef<typeof userCreateAppointment>('user-create-appointment');
const APPOINTMENTS = contractRef<typeof userListAppointments>('user-list-appointments');

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
