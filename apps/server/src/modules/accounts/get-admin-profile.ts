import type { TAdminInfo } from '@sewa/domain';
import type { TUseCase } from '../../core/use-case';
import { adminInfo } from './admin-info';
import { myAdmin } from './my-account';

/** admin-get-profile-info: the signed-in admin's own details. */
export async function getAdminProfile(uc: TUseCase): Promise<TAdminInfo> {
  return adminInfo(uc.services.db, await myAdmin(uc));
}
