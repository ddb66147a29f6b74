import type { TDbExecutor } from '@sewa/db';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES } from '@sewa/domain';
import { findCustomRolePrivileges } from './user-repository';

type TPrivilegeHolder = {
  role: string;
  customRoleId: number | null;
  parentUserId: number | null;
};

/**
 * The keys an operator holds, given its custom role's keys (product §2.2 users/team): a company owner
 * (no parent) every key whatever role it names, a team member its role's keys (none without a role).
 */
export function privilegesOf(user: TPrivilegeHolder, rolePrivileges: readonly string[] | null): string[] {
  if (user.role !== 'operator') return [];
  if (user.parentUserId === null) return [...OPERATOR_PRIVILEGES];
  if (user.customRoleId === null || rolePrivileges === null) return [];
  return rolePrivileges.filter((k) => (OPERATOR_PRIVILEGES as readonly string[]).includes(k));
}

/** Privileges a user holds: a company owner every operator key, a team member its custom role's keys. */
export async function userPrivileges(db: TDbExecutor, user: TPrivilegeHolder): Promise<string[]> {
  if (user.role !== 'operator' || user.parentUserId === null || user.customRoleId === null)
    return privilegesOf(user, null);
  return privilegesOf(user, (await findCustomRolePrivileges(db, user.customRoleId)) ?? null);
}

type TAdminPrivilegeHolder = { privileges: string[] | null; customRoleId: number | null };

/**
 * The keys an admin holds (product §2.5 team): a sub-admin with a custom role its role's keys (they
 * replace `privileges`), else its own `privileges`; a super admin (none of either) every key.
 */
export function adminPrivilegesOf(
  admin: TAdminPrivilegeHolder,
  rolePrivileges: readonly string[] | null,
): string[] {
  if (admin.customRoleId !== null)
    return (rolePrivileges ?? []).filter((k) => (ADMIN_PRIVILEGES as readonly string[]).includes(k));
  return admin.privileges ? [...admin.privileges] : [...ADMIN_PRIVILEGES];
}
