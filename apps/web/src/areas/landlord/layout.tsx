import { LANDLORD_MENU } from '@sewa/domain/access/menus';
import { AppShell } from '../shared/app-shell';

export function LandlordLayout() {
  return <AppShell area="landlord" userRole="landlord" menu={LANDLORD_MENU} isPrivilegeGated={false} />;
}
