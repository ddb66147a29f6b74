import { adminClearSignInThrottle, adminListSignInThrottles } from '@sewa/domain/accounts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation } from '../../../../app/api/hooks';

// Sign-in throttles (ADR 0026): the list is read through usePagedCall on the page.

/** Clearing a row changes the list, whichever filter and page shows it. */
export function useClearSignInThrottle() {
  const queryClient = useQueryClient();
  return useCallMutation(adminClearSignInThrottle, {
    onSuccess: () => queryClient.invalidateQueries({ queryKey: callKey(adminListSignInThrottles) }),
  });
}
