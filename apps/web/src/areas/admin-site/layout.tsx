import { AuthFrame } from '../shared/auth-frame';

export function AdminSiteLayout() {
  return <AuthFrame badgeKey="auth:area.admin" homePath="/admin/login" />;
}
