import { TENANT_MENU, visibleMenu } from '@sewa/domain/access/menus';
import type { THideFlag } from '@sewa/domain/access/routes';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { NotificationLive } from '../../features/notifications/notification-live';
import { PublicFooter } from '../public/public-footer';
import { PublicHeader } from '../public/public-header';
import { Drawer, MenuButton } from '../shared/drawer';
import { SideMenu } from '../shared/side-menu';
import { MAIN_ID, SkipLink } from '../shared/skip-link';
import { useDrawer } from '../shared/use-drawer';
import { UserMenu } from '../shared/user-menu';

/**
 * The tenant area: the public header with the tenant's notifications and one account menu, the tenant
 * menu of §2.6 beside (or above, on phones) the page.
 */
export function TenantLayout() {
  const { t } = useTranslation(['general', 'menu', 'auth']);
  const session = useSession();
  const drawer = useDrawer();
  const items = visibleMenu(TENANT_MENU, undefined, session.flags as Partial<Record<THideFlag, boolean>>);
  const menuLabel = t('general:main-menu');

  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <SkipLink />
      <PublicHeader
        account={
          <>
            <NotificationBell area="tenant" />
            <UserMenu area="tenant" />
          </>
        }
      />
      <div className="mx-auto flex w-full max-w-7xl flex-1 gap-6 px-3 py-4 sm:px-6 lg:py-6">
        <aside className="hidden w-60 shrink-0 lg:block">
          <div className="sticky top-20 rounded-card border border-slate-200 bg-white">
            <SideMenu items={items} label={menuLabel} />
          </div>
        </aside>
        <div className="min-w-0 flex-1">
          {/* The tenant menu on phones and tablets; the account menu is the header's, one for every size. */}
          <div className="mb-4 flex items-center rounded-card border border-slate-200 bg-white px-2 py-1 lg:hidden">
            <MenuButton onClick={drawer.open} />
          </div>
          <main id={MAIN_ID} tabIndex={-1} className="focus:outline-none">
            <ToastProvider>
              <NotificationLive area="tenant" />
              <Outlet />
            </ToastProvider>
          </main>
        </div>
      </div>
      <PublicFooter />
      <Drawer isOpen={drawer.isOpen} onClose={drawer.close} label={menuLabel}>
        <SideMenu items={items} label={menuLabel} />
      </Drawer>
    </div>
  );
}
