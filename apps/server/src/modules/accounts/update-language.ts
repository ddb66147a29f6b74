import type { TUserProfile, ZUpdateLanguageInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { myUserCaller } from './my-account';
import { userProfileOf } from './user-info';
import { updateUser } from './user-repository';

/**
 * user-update-language: the header's language switch saves the signed-in user's choice, the language of
 * what is sent to them without a request of theirs (ADR 0005). One column of their own row: a preference,
 * not a privileged change, so no audit row; the same choice again writes nothing.
 */
export async function updateLanguage(
  uc: TUseCase,
  input: z.output<typeof ZUpdateLanguageInput>,
): Promise<TUserProfile> {
  const caller = myUserCaller(uc);
  if (caller.account.language === input.language) return userProfileOf(caller);
  const updated = await updateUser(uc.services.db, caller.account.id, { language: input.language });
  return userProfileOf(caller, updated);
}
