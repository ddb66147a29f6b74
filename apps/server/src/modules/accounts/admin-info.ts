import { ADMIN_PRIVILEGES, type TAdminInfo } from '@sewa/domain';
import type { TAdminRow } from './user-repository';

/** `admin_info` / `info` of an admin row: a super admin (privileges null) holds every key. */
export const adminInfo = (admin: TAdminRow): TAdminInfo => ({
  id: admin.id,
  role: 'admin',
  name: admin.name,
  email: admin.email,
  privileges: admin.privileges ?? [...ADMIN_PRIVILEGES],
  notification_key: admin.notificationKey,
  hide_marketing_module: admin.hideMarketing,
  is_super_admin: admin.privileges === null,
});
