import type { TDb } from '@sewa/db';
import { STATUS, type TUserRole } from '@sewa/domain';
import { adminPrivilegesOf, privilegesOf } from '../modules/accounts/privileges';
import { hashToken, notificationKeyOf } from '../modules/accounts/tokens';
import {
  findAdminAccessByTokenHash,
  findUserAccessByTokenHash,
} from '../modules/users/team/access-repository';
import type { TAdminCaller, TUserCaller } from './caller';
import { AppError } from './errors';

// Who a token belongs to. The rows are read through a repository (docs/architecture.md: repositories are
// the only ORM code): the session, the account, its custom role's keys and its property restrictions in
// one statement, on every call, so a role or status change takes effect on the next call (product §2.2
// users/team). The account row travels with the caller, so the call does not read it again.

export { hashToken };

// Any other status (suspended, locked, terminated, deleted) is refused with 803 on the next call.
const ACTIVE = 'active';

function assertTokenShape(token: string): void {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError(STATUS.TOKEN_INVALID);
}

type TSessionState = { revokedAt: Date | null; expiresAt: Date };

/**
 * A blocked or deleted account answers 803 before its session's own state: changing an account's status
 * (or deleting it) ends its sessions, and its holder must learn why (803, not 302; docs/protocol.md).
 */
function assertUsable(session: TSessionState, status: string, now: Date): void {
  if (status !== ACTIVE) throw new AppError(STATUS.ACCOUNT_BLOCKED);
  if (session.revokedAt) throw new AppError(STATUS.SESSION_ENDED);
  if (session.expiresAt.getTime() <= now.getTime()) throw new AppError(STATUS.TOKEN_EXPIRED);
}

export async function authenticateUser(db: TDb, token: string, now: Date): Promise<TUserCaller> {
  assertTokenShape(token);
  // No row: no such session, an admin's session, or its account is gone.
  const tokenHash = hashToken(token);
  const access = await findUserAccessByTokenHash(db, tokenHash);
  if (!access) throw new AppError(STATUS.TOKEN_INVALID);
  const { session, user } = access;
  assertUsable(session, user.status, now);
  const isTeamMember = user.role === 'operator' && user.parentUserId !== null;
  return {
    kind: 'user',
    userId: user.id,
    role: user.role as TUserRole,
    companyId: user.companyId,
    privileges: privilegesOf(user, access.rolePrivileges),
    managedPropertyIds:
      isTeamMember && user.managedPropertyIds && user.managedPropertyIds.length > 0
        ? user.managedPropertyIds
        : null,
    restrictedPropertyIds: access.restrictedPropertyIds,
    sessionId: session.id,
    notificationKey: notificationKeyOf(session.id, tokenHash),
    hideServiceAndMaintenance: user.hideServiceAndMaintenance,
    hideMarketing: user.hideMarketing,
    account: user,
    company: user.companyId === null ? null : access.company,
  };
}

export async function authenticateAdmin(db: TDb, token: string, now: Date): Promise<TAdminCaller> {
  assertTokenShape(token);
  const tokenHash = hashToken(token);
  const access = await findAdminAccessByTokenHash(db, tokenHash);
  if (!access) throw new AppError(STATUS.TOKEN_INVALID);
  const { session, admin } = access;
  assertUsable(session, admin.status, now);
  return {
    kind: 'admin',
    adminId: admin.id,
    privileges: adminPrivilegesOf(admin, access.rolePrivileges),
    sessionId: session.id,
    notificationKey: notificationKeyOf(session.id, tokenHash),
    hideMarketing: admin.hideMarketing,
    account: admin,
  };
}
