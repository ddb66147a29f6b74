import { sessions, type TDbExecutor } from '@sewa/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { hashToken, newToken } from './tokens';

export type TPrincipalRef = { kind: 'user' | 'admin'; id: number };

/** Starts a session and returns the raw token (only its SHA-256 is stored). */
export async function createSession(
  db: TDbExecutor,
  principal: TPrincipalRef,
  options: { now: Date; days: number; ip?: string; deviceInfo?: Record<string, unknown> },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    principalKind: principal.kind,
    principalId: principal.id,
    expiresAt: new Date(options.now.getTime() + options.days * 86_400_000),
    ip: options.ip ?? null,
    deviceInfo: options.deviceInfo ?? null,
    createdAt: options.now,
  });
  return token;
}

export async function revokeSession(db: TDbExecutor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the principal, except `keepSessionId` (change password keeps the current). */
export async function revokeSessionsOf(
  db: TDbExecutor,
  principal: TPrincipalRef,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.principalKind, principal.kind),
        eq(sessions.principalId, principal.id),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
