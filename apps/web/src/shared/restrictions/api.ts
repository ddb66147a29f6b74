import {
  userListRestrictions,
  userListTeamPropertyChoices,
  userRemoveRestriction,
  userRestrictUser,
} from '@sewa/domain/users/team-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../app/api/hooks';

// Restrictions of users from the company's properties (product §2.2 restriction management).

/** A user's restrictions fit one page (a company has a few dozen properties at most per person). */
export const USER_RESTRICTIONS_PAGE = { page: 1, page_size: 100 } as const;

export function useUserRestrictions(userId: number) {
  return useCall(userListRestrictions, { user_id: userId, ...USER_RESTRICTIONS_PAGE });
}

/** The company's properties the caller reaches, to pick from (searched on the server). */
export function usePropertyChoices(search: string, isEnabled = true) {
  return useCall(
    userListTeamPropertyChoices,
    { search: search || undefined, page: 1, page_size: 200 },
    { enabled: isEnabled },
  );
}

/** Restricting and lifting change every restrictions list (the user's and the company's overview). */
const useRestrictionsChanged = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: callKey(userListRestrictions) });
};

export function useRestrictUser() {
  const changed = useRestrictionsChanged();
  return useCallMutation(userRestrictUser, { onSuccess: changed });
}

export function useRemoveRestriction() {
  const changed = useRestrictionsChanged();
  return useCallMutation(userRemoveRestriction, { onSuccess: changed });
}
