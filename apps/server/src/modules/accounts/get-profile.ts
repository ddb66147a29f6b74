import type { TUserProfile } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { myUser } from './my-account';
import { buildUserProfile } from './user-info';

/** user-get-profile: the session profile plus every personal field. */
export async function getProfile(uc: TUseCase): Promise<TUserProfile> {
  return buildUserProfile(uc.services.db, await myUser(uc));
}
