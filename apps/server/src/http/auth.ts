import { createHash } from 'node:crypto';
import { admins, customRoles, sessions, type TDb, type TDbExecutor, users } from '@sewa/db';
import { ADMIN_PRIVILEGES, OPERATOR_PRIVILEGES, STATUS, type TUserRole } from '@sewa/domain';
import { eq } from 'drizzle-orm';
import type { TAdminCaller, TUserCaller } from './caller';
import { AppError } from './errors';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// Any other status (suspended, locked, terminated, deleted) is refused with 803 on the next call.
const ACTIVE = 'active';

/** Privileges a user holds: a company owner every operator key, a team member its custom role's keys. */
export async function userPrivileges(
  db: TDbExecutor,
  user: {
    id: number;
    role: string;
    companyId: number | null;
    customRoleId: number | null;
    parentUserId: number | null;
  },
): Promise<string[]> {
  if (user.role !== 'operator') return [];
  if (user.customRoleId !== null) {
    const [role] = await db.select().from(customRoles).where(eq(customRoles.id, user.customRoleId));
    return role ? [...role.privileges] : [];
  }
  return user.parentUserId === null ? [...OPERATOR_PRIVILEGES] : [];
}

type TSessionRow = typeof sessions.$inferSelect;

async function findSession(db: TDb, token: string, kind: 'user' | 'admin', now: Date): Promise<TSessionRow> {
  if (!/^[A-Za-z0-9_-]{20,128}$/.test(token)) throw new AppError(STATUS.TOKEN_INVALID);
  const [session] = await db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!session || session.principalKind !== kind) throw new AppError(STATUS.TOKEN_INVALID);
  if (session.revokedAt) throw new AppError(STATUS.SESSION_ENDED);
  if (session.expiresAt.getTime() <= now.getTime()) throw new AppError(STATUS.TOKEN_EXPIRED);
  return session;
}

export async function authenticateUser(db: TDb, token: string, now: Date): Promise<TUserCaller> {
  const session = await findSession(db, token, 'user', now);
  const [user] = await db.select().from(users).where(eq(users.id, session.principalId));
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
  const [admin] = await db.select().from(admins).where(eq(admins.id, session.principalId));
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
