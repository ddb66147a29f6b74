import type { TDbExecutor } from '@sewa/db';
import { OPERATOR_PRIVILEGES } from '@sewa/domain';
import { findCustomRolePrivileges } from './user-repository';

type TPrivilegeHolder = {
  role: string;
  customRoleId: number | null;
  parentUserId: number | null;
};

/** Privileges a user holds: a company owner every operator key, a team member its custom role's keys. */
export async function userPrivileges(db: TDbExecutor, user: TPrivilegeHolder): Promise<string[]> {
  if (user.role !== 'operator') return [];
  if (user.customRoleId !== null) return (await findCustomRolePrivileges(db, user.customRoleId)) ?? [];
  return user.parentUserId === null ? [...OPERATOR_PRIVILEGES] : [];
}
