import {
  adminGetOperator,
  adminGetTenant,
  adminListOperators,
  adminListRatingDisputes,
  adminListTenants,
  adminResolveRatingDispute,
  adminUpdateOperator,
  userCreateTenantProfile,
  userDisputeRating,
  userGetTenant,
  userListMyRatings,
  userListTenantRatings,
  userListTenants,
  userRateTenant,
  userUpdateTenantProfile,
} from '@sewa/domain/users/tenants-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../../../app/api/hooks';
import { recordInput } from '../../../../shared/screens/record-screen';

// The tenants, ratings and operators screens' queries and mutations; each mutation refreshes exactly the
// reads it changes.

export const TENANT_CALLS = {
  list: userListTenants,
  get: userGetTenant,
  ratings: userListTenantRatings,
  myRatings: userListMyRatings,
  adminList: adminListTenants,
  adminGet: adminGetTenant,
  disputes: adminListRatingDisputes,
  operators: adminListOperators,
  operator: adminGetOperator,
} as const;

/** A new tenant (or a linked one) shows in the list. */
export function useCreateTenant() {
  const queryClient = useQueryClient();
  return useCallMutation(userCreateTenantProfile, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userListTenants) }),
  });
}

/** The saved profile replaces the one on screen; the list shows the new name. */
export function useUpdateTenant() {
  const queryClient = useQueryClient();
  return useCallMutation(userUpdateTenantProfile, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(userGetTenant, recordInput(answer.data.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(userListTenants) });
    },
  });
}

/** A tenant for the rate screen's heading (none without an id). */
export function useTenant(id: string | undefined) {
  return useCall(userGetTenant, recordInput(id ?? '0'), { enabled: id !== undefined });
}

/** A rating changes the tenant's ratings list, its summary and the averages of the list. */
export function useRateTenant() {
  const queryClient = useQueryClient();
  return useCallMutation(userRateTenant, {
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: callKey(userListTenantRatings) }),
        queryClient.invalidateQueries({ queryKey: callKey(userGetTenant) }),
        queryClient.invalidateQueries({ queryKey: callKey(userListTenants) }),
      ]);
    },
  });
}

export function useDisputeRating() {
  const queryClient = useQueryClient();
  return useCallMutation(userDisputeRating, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(userListMyRatings) }),
  });
}

export function useResolveDispute() {
  const queryClient = useQueryClient();
  return useCallMutation(adminResolveRatingDispute, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(adminListRatingDisputes) }),
  });
}

/** The saved company replaces the one on screen; the operators list shows it changed. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useCallMutation(adminUpdateOperator, {
    onSuccess: async (answer) => {
      queryClient.setQueryData(callKey(adminGetOperator, recordInput(answer.data.company.id)), answer);
      await queryClient.invalidateQueries({ queryKey: callKey(adminListOperators) });
    },
  });
}
