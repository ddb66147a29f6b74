import type { TDb } from '@sewa/db';
import { ADMIN_PRIVILEGES, STATUS, type TUserRole } from '@sewa/domain';
import { userPrivileges } from '../modules/accounts/privileges';
import { findSessionByTokenHash, type TSessionRow } from '../modules/accounts/session-repository';
import { hashToken } from '../modules/accounts/tokens';
import { findAdminById, findUserById } from '../modules/accounts/user-repository';
import type { TAdminCaller, TUserCaller } from './caller';
import { AppError } from './errors';

// Who a token belongs to. The rows are read through the accounts repositories (docs/architecture.md:
// repositories are the only ORM code).

export { hashToken };

// Any other status (suspended, locked, terminated, deleted) is refused with 803 on the next call.
const ACTIVE = 'active';

async function findSession(db: TDb, token: string, kind: 'user' | 'admin', now: Date): Promise<TSessionRow> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError(STATUS.TOKEN_INVALID);
  const session = await findSessionByTokenHash(db, hashToken(token));
  if (!session || session.principalKind !== kind) throw new AppError(STATUS.TOKEN_INVALID);
  if (session.revokedAt) throw new AppError(STATUS.SESSION_ENDED);
  if (session.expiresAt.getTime() <= now.getTime()) throw new AppError(STATUS.TOKEN_EXPIRED);
  return session;
}

export async function authenticateUser(db: TDb, token: string, now: Date): Promise<TUserCaller> {
  const session = await findSession(db, token, 'user', now);
  const user = await findUserById(db, session.principalId);
  if (!user) throw new AppError(STATUS.TOKEN_INVALID);
  if (user.status !== ACTIVE) throw new AppError(STATUS.ACCOUNT_BLOCKED);
  return {
    kind: 'user',
    userId: user.id,
    role: user.role as TUserRole,
    companyId: user.companyId,
    privileges: await userPrivileges(db, user),
    sessionId: session.id,
    hideServiceAndMaintenance: user.hideServiceAndMaintenance,
    hideMarketing: user.hideMarketing,
  };
}

export async function authenticateAdmin(db: TDb, token: string, now: Date): Promise<TAdminCaller> {
  const session = await findSession(db, token, 'admin', now);
  const admin = await findAdminById(db, session.principalId);
  if (!admin) throw new AppError(STATUS.TOKEN_INVALID);
  if (admin.status !== ACTIVE) throw new AppError(STATUS.ACCOUNT_BLOCKED);
  return {
    kind: 'admin',
    adminId: admin.id,
    privileges: admin.privileges ?? [...ADMIN_PRIVILEGES],
    sessionId: session.id,
    hideMarketing: admin.hideMarketing,
  };
}
