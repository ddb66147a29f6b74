import { OPERATOR_MENU } from '@sewa/domain/access/menus';
import { AppShell } from '../shared/app-shell';

export function OperatorLayout() {
  return <AppShell area="operator" userRole="operator" menu={OPERATOR_MENU} isPrivilegeGated />;
}
