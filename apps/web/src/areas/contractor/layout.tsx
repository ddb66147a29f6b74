import { CONTRACTOR_MENU } from '@sewa/domain/access/menus';
import { AppShell } from '../shared/app-shell';

export function ContractorLayout() {
  return <AppShell area="contractor" userRole="contractor" menu={CONTRACTOR_MENU} isPrivilegeGated={false} />;
}
