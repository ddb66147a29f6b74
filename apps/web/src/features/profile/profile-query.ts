import type { TUserProfile } from '@sewa/domain/accounts/profile';
import type { TAdminInfo } from '@sewa/domain/accounts/session';
import { useApiQuery } from '../../app/api/hooks';

export const USER_PROFILE_CALL = 'user-get-profile';
export const ADMIN_PROFILE_CALL = 'admin-get-profile-info';
export const UPDATE_PROFILE_CALL = 'user-update-profile';
export const ADMIN_UPDATE_PROFILE_CALL = 'admin-update-profile';

/** The signed-in user's profile (`profile` of user-get-profile). */
export function useUserProfile() {
  const query = useApiQuery<never>(USER_PROFILE_CALL);
  return { ...query, profile: query.data?.profile as TUserProfile | undefined };
}

/** The signed-in admin's profile (`info` of admin-get-profile-info). */
export function useAdminProfile() {
  const query = useApiQuery<never>(ADMIN_PROFILE_CALL);
  return { ...query, info: query.data?.info as TAdminInfo | undefined };
}
