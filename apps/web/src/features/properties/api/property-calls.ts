import { userCreateProperty, userProposeProperty } from '@sewa/domain/properties/calls-operator';
import type { TListingAction } from '@sewa/domain/properties/listing-workflow';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { keepPreviousData, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../app/api/api-error';
import { callApi } from '../../../app/api/client';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';
import { LISTING_ACTION_CALLS, type TAreaCalls, type TPropertyListContract } from '../shared/calls';
import {
  LIVE_LISTS,
  OWNER_RECORDS,
  PROPERTY_LISTS,
  PROPERTY_RECORDS,
  ROOM_RECORDS,
  UNIT_RECORDS,
} from './changes';
import { useInvalidate } from './use-invalidate';

// Queries and mutations of properties and their listing workflow.

/** A page of properties with the tab counts; the last page stays shown while the next loads. */
export const usePropertyListCall = <C extends TPropertyListContract>(contract: C, input: TCallInput<C>) =>
  useCall(contract, input, { placeholderData: keepPreviousData });

/** user-create-property: a new draft shows in the lists (and under its owner landlord). */
export function useCreateProperty() {
  const invalidate = useInvalidate();
  return useCallMutation(userCreateProperty, {
    onSuccess: () => invalidate([...PROPERTY_LISTS, ...OWNER_RECORDS]),
  });
}

/** user-propose-property: the landlord's proposal shows in its list. */
export function useProposeProperty() {
  const invalidate = useInvalidate();
  return useCallMutation(userProposeProperty, { onSuccess: () => invalidate(PROPERTY_LISTS) });
}

/**
 * The area's update: the answer replaces the record on screen; lists and the records naming the property
 * (its units and rooms) refetch.
 */
export function useUpdateProperty(calls: TAreaCalls) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCallInput<NonNullable<TAreaCalls['update']>>) => {
      if (!calls.update) throw new Error('This area cannot edit properties');
      return callApi(calls.update, input);
    },
    onSuccess: async (response) => {
      queryClient.setQueryData(callKey(calls.get, recordInput(response.data.id)), response);
      await invalidate([...PROPERTY_LISTS, ...UNIT_RECORDS, ...ROOM_RECORDS, ...OWNER_RECORDS]);
    },
  });
}

/** The area's photo upload; photos added to a saved property change it and its cover in the lists. */
export function useUploadPropertyPhotos(calls: TAreaCalls) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCallInput<TAreaCalls['uploadPhotos']>) => callApi(calls.uploadPhotos, input),
    onSuccess: (_, input) =>
      input.property_id === undefined ? undefined : invalidate([...PROPERTY_RECORDS, ...PROPERTY_LISTS]),
  });
}

export type TListingActionInput = { action: TListingAction; id: number; reason?: string };

/**
 * A workflow action on a listing: its status moves, so every list and record showing it, and what the
 * live lists publish, follow.
 */
export function useListingAction() {
  const invalidate = useInvalidate();
  return useMutation<unknown, ApiError, TListingActionInput>({
    mutationFn: ({ action, id, reason }) =>
      callApi(LISTING_ACTION_CALLS[action], reason === undefined ? { id } : { id, reason }),
    onSuccess: () =>
      invalidate([...PROPERTY_RECORDS, ...PROPERTY_LISTS, ...UNIT_RECORDS, ...ROOM_RECORDS, ...LIVE_LISTS]),
  });
}
