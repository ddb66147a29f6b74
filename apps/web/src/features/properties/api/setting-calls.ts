import {
  adminGetBookingSetting,
  adminListLiveProperties,
  adminResolveListingReport,
  adminUpdateBookingSetting,
} from '@sewa/domain/properties/calls-admin';
import {
  userGetBookingSetting,
  userGetRentalBookingSetting,
  userUpdateBookingSetting,
  userUpdateLiveProperties,
  userUpdateRentalBookingSetting,
} from '@sewa/domain/properties/calls-settings';
import { userGetRental } from '@sewa/domain/properties/calls-units';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { LISTING_REPORTS, LIVE_LISTS, RENTAL_BOOKING_SETTINGS } from './changes';
import { useInvalidate } from './use-invalidate';

// Booking terms, live lists and listing reports.

const NO_INPUT = {};

export const useBookingSetting = () => useCall(userGetBookingSetting, NO_INPUT);

/** The answer is the saved setting; the rentals that follow the company default change with it. */
export function useUpdateBookingSetting() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(userUpdateBookingSetting, {
    onSuccess: async (response) => {
      queryClient.setQueryData(callKey(userGetBookingSetting, NO_INPUT), response);
      await invalidate(RENTAL_BOOKING_SETTINGS);
    },
  });
}

/** `companyId` as the company select gives it ('' before a choice: nothing is read). */
export const useAdminBookingSetting = (companyId: string) =>
  useCall(adminGetBookingSetting, { company_id: companyId }, { enabled: companyId !== '' });

export function useAdminUpdateBookingSetting(companyId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateBookingSetting, {
    onSuccess: (response) =>
      queryClient.setQueryData(callKey(adminGetBookingSetting, { company_id: companyId }), response),
  });
}

/** The companies the admin can choose from: those with a live list (one page of 100). */
export const useLiveListCompanies = () => useCall(adminListLiveProperties, { page: 1, page_size: 100 });

export const useRental = (id: string) => useCall(userGetRental, { id });

export const useRentalBookingSetting = (rentalId: string) =>
  useCall(userGetRentalBookingSetting, { rental_id: rentalId });

/** The answer replaces the rental's setting on screen; nothing else shows it. */
export function useUpdateRentalBookingSetting(rentalId: string) {
  const queryClient = useQueryClient();
  return useCallMutation(userUpdateRentalBookingSetting, {
    onSuccess: (response) =>
      queryClient.setQueryData(callKey(userGetRentalBookingSetting, { rental_id: rentalId }), response),
  });
}

export function useUpdateLiveProperties() {
  const invalidate = useInvalidate();
  return useCallMutation(userUpdateLiveProperties, { onSuccess: () => invalidate(LIVE_LISTS) });
}

export function useResolveListingReport() {
  const invalidate = useInvalidate();
  return useCallMutation(adminResolveListingReport, { onSuccess: () => invalidate(LISTING_REPORTS) });
}
