import type { userGetProfile, userUpdateLanguage } from '@sewa/domain/accounts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { contractRef } from '../../app/api/contract-ref';
import { callKey, useCallMutation } from '../../app/api/hooks';

// The header's language switch is on every public page, so this file is in the entry chunk: its calls are
// typed refs (type-only imports), or the entry would carry the accounts contracts' zod schemas and the
// phone-number metadata (issue 15, docs/decisions/0024-public-page-weight.md).
const UPDATE_LANGUAGE = contractRef<typeof userUpdateLanguage>('user-update-language');
const PROFILE = contractRef<typeof userGetProfile>('user-get-profile');

/**
 * Saves the signed-in user's language (the header's switch): the language of the SMS and e-mails sent to
 * them without a request of theirs (docs/decisions/0005-accounts-and-sessions.md). The answer is the
 * profile, put in its query's place.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallMutation(UPDATE_LANGUAGE, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(PROFILE, {}), answer),
  });
}
