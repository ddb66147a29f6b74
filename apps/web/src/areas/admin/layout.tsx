import { ADMIN_MENU } from '@sewa/domain/access/menus';
import { AppShell } from '../shared/app-shell';

export function AdminLayout() {
  return <AppShell area="admin" userRole="admin" menu={ADMIN_MENU} isPrivilegeGated />;
}
