import type { TRole } from '@sewa/domain';

/** Each signed-in role's own profile page (product §2.1–2.5). */
export const PROFILE_PATHS: Partial<Record<TRole, string>> = {
  tenant: '/profile',
  operator: '/operator/my-profile',
  landlord: '/landlord/my-profile',
  contractor: '/contractor/profile',
  admin: '/admin/profile',
};
