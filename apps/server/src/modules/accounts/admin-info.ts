import type { TDbExecutor } from '@sewa/db';
import type { TAdminInfo } from '@sewa/domain';
import { adminPrivilegesOf } from './privileges';
import { findCustomRolePrivileges, type TAdminRow } from './user-repository';

/** `admin_info` / `info` of an admin row, given the keys it holds (`adminPrivilegesOf`). */
export function adminInfoOf(admin: TAdminRow, privileges: string[], notificationKey: string): TAdminInfo {
  return {
    id: admin.id,
    role: 'admin',
    name: admin.name,
    email: admin.email,
    privileges,
    notification_key: notificationKey,
    hide_marketing_module: admin.hideMarketing,
    is_super_admin: admin.privileges === null && admin.customRoleId === null,
  };
}

/**
 * `admin_info` of an admin row, reading the keys it holds now: a sub-admin its custom role's, a super
 * admin (no role, no key list) every key (ADR 0014). An authenticated call has them from its caller.
 */
export async function adminInfo(
  db: TDbExecutor,
  admin: TAdminRow,
  notificationKey: string,
): Promise<TAdminInfo> {
  const rolePrivileges =
    admin.customRoleId === null ? null : await findCustomRolePrivileges(db, admin.customRoleId);
  return adminInfoOf(admin, adminPrivilegesOf(admin, rolePrivileges ?? null), notificationKey);
}
