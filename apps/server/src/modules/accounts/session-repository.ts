import { sessions, type TDbExecutor } from '@sewa/db';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TServices } from '../../http/services';
import { hashToken, newToken, notificationKeyOf } from './tokens';

export type TPrincipalRef = { kind: 'user' | 'admin'; id: number };

/** Starts a session: the raw token (only its SHA-256 is stored) and the session's websocket key. */
export async function createSession(
  db: TDbExecutor,
  principal: TPrincipalRef,
  options: { now: Date; days: number; ip?: string; deviceInfo?: Record<string, unknown> },
): Promise<{ token: string; notificationKey: string }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash,
      principalKind: principal.kind,
      principalId: principal.id,
      expiresAt: new Date(options.now.getTime() + options.days * 86_400_000),
      ip: options.ip ?? null,
      deviceInfo: options.deviceInfo ?? null,
      createdAt: options.now,
    })
    .returning({ id: sessions.id });
  return { token, notificationKey: notificationKeyOf(row!.id, tokenHash) };
}

export async function revokeSession(db: TDbExecutor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of the principal, except `keepSessionId` (change password keeps the current). */
/** The revoked sessions' ids: once the change commits, `closeSessionSockets` closes their websockets. */
export async function revokeSessionsOf(
  db: TDbExecutor,
  principal: TPrincipalRef,
  now: Date,
  keepSessionId?: number,
): Promise<number[]> {
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
  return rows.map((r) => r.id);
}

/** After the commit that revoked them, the sessions' open websockets close at once (their keys died). */
export function closeSessionSockets(services: Pick<TServices, 'realtime'>, sessionIds: number[]): void {
  for (const id of sessionIds) services.realtime.endSession(id);
}
