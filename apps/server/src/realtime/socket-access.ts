import { admins, sessions, type TDb, users } from '@sewa/db';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../config';
import { notificationKeyOf, sessionIdOfNotificationKey } from '../modules/accounts/tokens';

// Who may open the notification socket (ADR 0025): a page of the product's own origin, authenticating
// with the notification key of a live session. The only ORM code of the realtime hub.

export type TSocketPrincipal = { kind: 'user' | 'admin'; id: number; sessionId: number };

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The socket is opened by a browser page of the configured public base URL's origin: any other page
 * could otherwise open it with a visitor's key (cross-site websocket hijacking). Development also takes
 * loopback origins on any port (the Vite dev server proxies /ws from its own port). A request without an
 * Origin is refused: browsers always send one, and other clients can.
 */
export function isAllowedOrigin(config: Pick<TConfig, 'publicBaseUrl' | 'appEnv'>, origin: unknown): boolean {
  if (typeof origin !== 'string' || origin === '') return false;
  let given: URL;
  try {
    given = new URL(origin);
  } catch {
    return false;
  }
  if (given.origin === new URL(config.publicBaseUrl).origin) return true;
  return config.appEnv === 'development' && given.protocol === 'http:' && LOOPBACK_HOSTS.has(given.hostname);
}

/** The live session a notification key names, for the role the socket claims; null when refused. */
export async function resolveSocketPrincipal(
  db: TDb,
  notificationKey: string,
  role: string,
  now: Date,
): Promise<TSocketPrincipal | null> {
  const sessionId = sessionIdOfNotificationKey(notificationKey);
  if (sessionId === null) return null;
  const [session] = await db.select().from(sessions).where(eq(sessions.id, sessionId));
  if (!session || session.revokedAt || session.expiresAt.getTime() <= now.getTime()) return null;
  if (notificationKeyOf(session.id, session.tokenHash) !== notificationKey) return null;
  const id = session.principalId;
  if (session.principalKind === 'admin') {
    if (role !== 'admin') return null;
    const [a] = await db.select({ status: admins.status }).from(admins).where(eq(admins.id, id));
    return a?.status === 'active' ? { kind: 'admin', id, sessionId } : null;
  }
  const [u] = await db.select({ role: users.role, status: users.status }).from(users).where(eq(users.id, id));
  return u && u.role === role && u.status === 'active' ? { kind: 'user', id, sessionId } : null;
}
