import {
  userCreateRental,
  userCreateRoom,
  userCreateUnit,
  userUpdateRental,
} from '@sewa/domain/properties/calls-units';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../app/api/client';
import { useCallMutation } from '../../../app/api/hooks';
import type { TAreaCalls } from '../shared/calls';
import {
  PROPERTY_LISTS,
  PROPERTY_RECORDS,
  RENTAL_CHANGES,
  ROOM_LISTS,
  ROOM_RECORDS,
  UNIT_LISTS,
  UNIT_RECORDS,
} from './changes';
import { useInvalidate } from './use-invalidate';

// Mutations of units, rooms and rentals; their reads go through RecordScreen and usePagedCall.

/** user-create-unit: the property's unit count and its unit list change. */
export function useCreateUnit() {
  const invalidate = useInvalidate();
  return useCallMutation(userCreateUnit, {
    onSuccess: () => invalidate([...PROPERTY_RECORDS, ...PROPERTY_LISTS, ...UNIT_LISTS]),
  });
}

/** The area's unit update: the unit, its row in the list, and its rooms' records (they name the unit). */
export function useUpdateUnit(calls: TAreaCalls) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCallInput<NonNullable<TAreaCalls['updateUnit']>>) => {
      if (!calls.updateUnit) throw new Error('This area cannot edit units');
      return callApi(calls.updateUnit, input);
    },
    onSuccess: () => invalidate([...UNIT_RECORDS, ...UNIT_LISTS, ...ROOM_RECORDS]),
  });
}

/** user-create-room: the unit's rooms and its room count. */
export function useCreateRoom() {
  const invalidate = useInvalidate();
  return useCallMutation(userCreateRoom, {
    onSuccess: () => invalidate([...UNIT_RECORDS, ...UNIT_LISTS, ...ROOM_LISTS]),
  });
}

/** The area's room update: the room, and the unit's rooms. */
export function useUpdateRoom(calls: TAreaCalls) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: TCallInput<NonNullable<TAreaCalls['updateRoom']>>) => {
      if (!calls.updateRoom) throw new Error('This area cannot edit rooms');
      return callApi(calls.updateRoom, input);
    },
    onSuccess: () => invalidate([...ROOM_RECORDS, ...ROOM_LISTS, ...UNIT_RECORDS]),
  });
}

export function useCreateRental() {
  const invalidate = useInvalidate();
  return useCallMutation(userCreateRental, { onSuccess: () => invalidate(RENTAL_CHANGES) });
}

export function useUpdateRental() {
  const invalidate = useInvalidate();
  return useCallMutation(userUpdateRental, { onSuccess: () => invalidate(RENTAL_CHANGES) });
}
