import { userGetProperty } from '@sewa/domain/properties/calls-operator';
import { userListUnits } from '@sewa/domain/properties/calls-units';
import type { TAnyContract, TCallResult } from '@sewa/domain/protocol/contract';
import {
  adminGetInventoryList,
  adminListInventoryLists,
  userAddExtraInventoryItem,
  userAddInventoryItems,
  userAgreeInventoryList,
  userCreateInventoryList,
  userDecideExtraInventoryItem,
  userDeleteInventoryItem,
  userGetInventoryItem,
  userGetInventoryList,
  userGetInventoryPlace,
  userGetTenancy,
  userListInventoryLists,
  userListTenancies,
  userMarkInventoryListItem,
  userRejectInventoryList,
  userRemoveInventoryListItem,
  userReviseInventoryList,
  userSendInventoryList,
  userUpdateInventoryItem,
  userUpdateInventoryListItem,
} from '@sewa/domain/tenancy/calls';
import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { recordInput } from '../../../shared/screens/record-screen';

// The inventory screens' reads and changes: a unit's and its rooms' items (property-inventory,
// room-inventory, add-…-items, edit-inventory-items) and the tenancy inventory lists of every area. Each
// change refreshes exactly the reads it changes.

/** Who reads the lists: the operator's side, tenant and landlord through `user-` calls, the admin any. */
export type TListArea = 'operator' | 'tenant' | 'landlord' | 'admin';

export const LIST_CALLS = {
  operator: { list: userListInventoryLists, get: userGetInventoryList },
  tenant: { list: userListInventoryLists, get: userGetInventoryList },
  landlord: { list: userListInventoryLists, get: userGetInventoryList },
  admin: { list: adminListInventoryLists, get: adminGetInventoryList },
} as const;

function useInvalidate() {
  const queryClient = useQueryClient();
  return (...contracts: TAnyContract[]) =>
    Promise.all(contracts.map((c) => queryClient.invalidateQueries({ queryKey: callKey(c) })));
}

// ---- a unit's and its rooms' items ----

export type TPlaceInput = { unit_id: number } | { room_id: number };

export const usePlace = (input: TPlaceInput) => useCall(userGetInventoryPlace, input);

/** The property's units for the unit picker (a property has at most a few dozen). */
export const usePropertyUnits = (propertyId: number) =>
  useCall(userListUnits, { property_id: propertyId, page: 1, page_size: 100 });

export const useProperty = (propertyId: number) => useCall(userGetProperty, recordInput(propertyId));

export const useInventoryItem = (itemId: number) =>
  useCall(userGetInventoryItem, { inventory_item_id: itemId });

/** A place's items and its rooms' counts change with every item added, edited or deleted. */
const ITEM_READS = [userGetInventoryPlace, userGetInventoryItem];

export function useAddInventoryItems() {
  const invalidate = useInvalidate();
  return useCallMutation(userAddInventoryItems, { onSuccess: () => invalidate(...ITEM_READS) });
}

export function useUpdateInventoryItem() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useCallMutation(userUpdateInventoryItem, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(userGetInventoryItem, { inventory_item_id: answer.data.id }), answer);
      await invalidate(userGetInventoryPlace);
    },
  });
}

export function useDeleteInventoryItem() {
  const invalidate = useInvalidate();
  return useCallMutation(userDeleteInventoryItem, { onSuccess: () => invalidate(userGetInventoryPlace) });
}

// ---- inventory lists ----

export const useInventoryList = (area: TListArea, id: number | string) =>
  useCall(LIST_CALLS[area].get, recordInput(id));

type TListAnswer = TCallResult<typeof userGetInventoryList>;

/**
 * Every change of a list answers with the list: it replaces the list read at once, and the tables, the
 * tenancy (its inventory tab and check-in readiness) read again.
 */
function useListChange() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return async (answer: TListAnswer) => {
    queryClient.setQueryData(callKey(userGetInventoryList, recordInput(answer.data.id)), answer);
    await invalidate(userListInventoryLists, userGetTenancy);
  };
}

export function useCreateInventoryList() {
  const onSuccess = useListChange();
  return useCallMutation(userCreateInventoryList, { onSuccess });
}

/** The operator's moves on a list: its lines, the tenant's extras, sending and sending again. */
export function useListEditing() {
  const onSuccess = useListChange();
  return {
    updateLine: useCallMutation(userUpdateInventoryListItem, { onSuccess }),
    removeLine: useCallMutation(userRemoveInventoryListItem, { onSuccess }),
    decideExtra: useCallMutation(userDecideExtraInventoryItem, { onSuccess }),
    send: useCallMutation(userSendInventoryList, { onSuccess }),
    revise: useCallMutation(userReviseInventoryList, { onSuccess }),
  };
}

/** The tenant's answer: marks, extras, then agree (signature) or reject (remarks and photos). */
export function useListAnswer() {
  const onSuccess = useListChange();
  return {
    mark: useCallMutation(userMarkInventoryListItem, { onSuccess }),
    addExtra: useCallMutation(userAddExtraInventoryItem, { onSuccess }),
    agree: useCallMutation(userAgreeInventoryList, { onSuccess }),
    reject: useCallMutation(userRejectInventoryList, { onSuccess }),
  };
}

/** The tenancies a new list can be made for: pending and active ones (the first 200 of each). */
export function useOpenTenancies() {
  const pending = useCall(userListTenancies, { status: 'pending', page: 1, page_size: 200 });
  const active = useCall(userListTenancies, { status: 'active', page: 1, page_size: 200 });
  return {
    rows: [...(pending.data?.data.items ?? []), ...(active.data?.data.items ?? [])],
    isLoading: pending.isLoading || active.isLoading,
  };
}

/** The companies an admin's filter offers (the first 100 of the operators list). */
export function useCompanyOptions() {
  const query = useCall(adminListOperators, { page: 1, page_size: 100 }, { retry: false });
  return (query.data?.data.items ?? []).map((c) => ({ value: String(c.id), label: c.name }));
}
