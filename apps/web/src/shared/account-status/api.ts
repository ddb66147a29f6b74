import {
  adminChangeAccountStatus,
  adminListAccountStatusHistory,
  userChangeAccountStatus,
  userListAccountStatusHistory,
} from '@sewa/domain/users/team-calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCall, useCallMutation } from '../../app/api/hooks';

// The account status panel's calls: the operator's (its company's accounts) or the admin's (anyone's).

export type TStatusAudience = 'user' | 'admin';

export const ACCOUNT_STATUS_CALLS = {
  user: { history: userListAccountStatusHistory, change: userChangeAccountStatus },
  admin: { history: adminListAccountStatusHistory, change: adminChangeAccountStatus },
} as const;

export const HISTORY_PAGE_SIZE = 10;

/** The account's status, the actions open from it and one page of its history (newest first). */
export function useAccountStatusHistory(audience: TStatusAudience, userId: number, page: number) {
  return useCall(ACCOUNT_STATUS_CALLS[audience].history, {
    user_id: userId,
    page,
    page_size: HISTORY_PAGE_SIZE,
  });
}

/** A status change rewrites the account's history and status (every page of it). */
export function useChangeAccountStatus(audience: TStatusAudience) {
  const queryClient = useQueryClient();
  const calls = ACCOUNT_STATUS_CALLS[audience];
  return useCallMutation(calls.change, {
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: callKey(calls.history) });
    },
  });
}
