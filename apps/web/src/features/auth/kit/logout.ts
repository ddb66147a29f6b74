import { callApi } from '../../../app/api/client';
import { clearSession, getSession } from '../../../app/session';
import { removeStorage } from '../../../app/storage';

/**
 * Where a subscription chosen before signing in waits for the login (the subscription screens use it).
 * Logout drops it with the rest of the session (SPEC §4).
 */
export const PENDING_SUBSCRIPTION_KEY = 'sewa_pending_subscription';

/**
 * Ends the session here at once (synchronously, before the first await), then on the server. SPEC §4: the role, the current-role marker, the token
 * cookie and the menu-tree cookie go (clearSession), and any pending subscription. The session store
 * tells the other tabs, and the notification socket closes when it sees the token gone.
 */
export async function logout(): Promise<void> {
  const { token, role } = getSession();
  forgetSession();
  if (!token) return;
  try {
    // The token travels explicitly: the cookie is already gone.
    await callApi(role === 'admin' ? 'admin-logout' : 'user-logout', { login_token: token });
  } catch {
    // Already dead on the server, or offline: this browser has forgotten it either way.
  }
}

/**
 * Forgets the session in this browser only (e.g. after the account was deleted, when the server already
 * ended every session). The caller drops the cached answers once it has left the signed-in page, so that
 * no mounted query refetches without a token.
 */
export function forgetSession(): void {
  clearSession();
  removeStorage('local', PENDING_SUBSCRIPTION_KEY);
  removeStorage('session', PENDING_SUBSCRIPTION_KEY);
}
