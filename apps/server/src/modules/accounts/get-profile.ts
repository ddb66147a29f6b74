import type { TUserProfile } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { myUserCaller } from './my-account';
import { userProfileOf } from './user-info';

/** user-get-profile: the session profile plus every personal field, all from the call's caller. */
export function getProfile(uc: TUseCase): TUserProfile {
  return userProfileOf(myUserCaller(uc));
}
