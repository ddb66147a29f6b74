import { adminLogout, userLogout } from '@sewa/domain/accounts/calls';
import { callApi } from '../../app/api/client';
import { clearSession, getSession } from '../../app/session';

/**
 * Ends the session here at once (synchronously, before the first await), then on the server. What product
 * §4 lists goes with clearSession: the session cookies and any pending subscription.
 */
export async function logout(): Promise<void> {
  const { token, role } = getSession();
  clearSession();
  if (!token) return;
  try {
    // The token travels explicitly: the cookie is already gone.
    await callApi(role === 'admin' ? adminLogout : userLogout, {}, { token });
  } catch {
    // Already dead on the server, or offline: this browser has forgotten it either way.
  }
}
