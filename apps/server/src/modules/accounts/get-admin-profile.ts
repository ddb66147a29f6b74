import type { TAdminInfo } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { adminInfoOf } from './admin-info';
import { myAdminCaller } from './my-account';

/** admin-get-profile-info: the signed-in admin's own details, all from the call's caller. */
export function getAdminProfile(uc: TUseCase): TAdminInfo {
  const caller = myAdminCaller(uc);
  return adminInfoOf(caller.account, caller.privileges, caller.notificationKey);
}
