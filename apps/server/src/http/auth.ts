import type { TDb } from '@sewa/db';
import { STATUS, type TUserRole } from '@sewa/domain';
import { adminPrivilegesOf, privilegesOf } from '../modules/accounts/privileges';
import { findSessionByTokenHash, type TSessionRow } from '../modules/accounts/session-repository';
import { hashToken } from '../modules/accounts/tokens';
import { findAdminAccess, findUserAccess } from '../modules/users/team/access-repository';
import type { TAdminCaller, TUserCaller } from './caller';
import { AppError } from './errors';

// Who a token belongs to. The rows are read through repositories (docs/architecture.md: repositories are
// the only ORM code): the account, its custom role's keys and its property restrictions in one query, on
// every call, so a role or status change takes effect on the next call (product §2.2 users/team).

export { hashToken };

// Any other status (suspended, locked, terminated, deleted) is refused with 803 on the next call.
const ACTIVE = 'active';

async function findSession(db: TDb, token: string, kind: 'user' | 'admin'): Promise<TSessionRow> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError(STATUS.TOKEN_INVALID);
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.principalKind !== kind) throw new AppError(STATUS.TOKEN_INVALID);
  return session;
}

/**
 * A blocked account answers 803 before its session's own state: changing an account's status ends its
 * sessions, and its holder must learn why (803, not 302).
 */
function assertUsable(session: TSessionRow, status: string, now: Date): void {
  if (status !== ACTIVE && status !== 'deleted') throw new AppError(STATUS.ACCOUNT_BLOCKED);
  if (session.revokedAt) throw new AppError(STATUS.SESSION_ENDED);
  if (session.expiresAt.getTime() <= now.getTime()) throw new AppError(STATUS.TOKEN_EXPIRED);
  if (status !== ACTIVE) throw new AppError(STATUS.ACCOUNT_BLOCKED);
}

export async function authenticateUser(db: TDb, token: string, now: Date): Promise<TUserCaller> {
  const session = await findSession(db, token, 'user');
  const access = await findUserAccess(db, session.principalId);
  if (!access) throw new AppError(STATUS.TOKEN_INVALID);
  const { user } = access;
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
    hideServiceAndMaintenance: user.hideServiceAndMaintenance,
    hideMarketing: user.hideMarketing,
  };
}

export async function authenticateAdmin(db: TDb, token: string, now: Date): Promise<TAdminCaller> {
  const session = await findSession(db, token, 'admin');
  const access = await findAdminAccess(db, session.principalId);
  if (!access) throw new AppError(STATUS.TOKEN_INVALID);
  const { admin } = access;
  assertUsable(session, admin.status, now);
  return {
    kind: 'admin',
    adminId: admin.id,
    privileges: adminPrivilegesOf(admin, access.rolePrivileges),
    sessionId: session.id,
    hideMarketing: admin.hideMarketing,
  };
}
