import { userGetProfile, userUpdateLanguage } from '@sewa/domain/accounts/calls';
import { useQueryClient } from '@tanstack/react-query';
import { callKey, useCallMutation } from '../../app/api/hooks';

/**
 * Saves the signed-in user's language (the header's switch): the language of the SMS and e-mails sent to
 * them without a request of theirs (docs/decisions/0005-accounts-and-sessions.md). The answer is the
 * profile, put in its query's place.
 */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useCallMutation(userUpdateLanguage, {
    onSuccess: (answer) => queryClient.setQueryData(callKey(userGetProfile, {}), answer),
  });
}
