import { AuthFrame } from '../shared/auth-frame';

/** The operator-hosted site's own pages (/user/…): login, register, PIN, sign-up, terms. */
export function UserSiteLayout() {
  return <AuthFrame homePath="/user/login" />;
}
