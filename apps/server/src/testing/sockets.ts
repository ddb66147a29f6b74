import { sessions, type TDbExecutor } from '@sewa/db';
import { makeSession } from '@sewa/db/testing';
import { eq } from 'drizzle-orm';
import { hashToken, notificationKeyOf } from '../modules/accounts/tokens';

/** The websocket key of the session a token opened (what sign-in and the profile give the web). */
export async function notificationKeyOfToken(db: TDbExecutor, token: string): Promise<string> {
  const tokenHash = hashToken(token);
  const [row] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!row) throw new Error('no session for this token');
  return notificationKeyOf(row.id, tokenHash);
}

/** A new session of the principal (factories' makeSession) with its token and websocket key. */
export async function makeSocketSession(
  db: TDbExecutor,
  principal: { kind: 'user' | 'admin'; id: number },
): Promise<{ token: string; key: string }> {
  const token = await makeSession(db, principal);
  return { token, key: await notificationKeyOfToken(db, token) };
}
