import type { TRole } from '@sewa/domain';
import { type TMenuItem, visibleMenu } from '@sewa/domain/access/menus';
import type { THideFlag, TRouteArea } from '@sewa/domain/access/routes';
import { dashboardPathFor } from '@sewa/domain/access/routes';
import { ToastProvider } from '@sewa/ui/toast.tsx';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { NotificationBell } from '../../features/notifications/notification-bell';
import { NotificationLive } from '../../features/notifications/notification-live';
import { BrandLogo } from './brand-logo';
import { Drawer, MenuButton } from './drawer';
import { LanguageSwitch } from './language-switch';
import { SideMenu } from './side-menu';
import { MAIN_ID, SkipLink } from './skip-link';
import { useDrawer } from './use-drawer';
import { UserMenu } from './user-menu';

type TAppShellProps = {
  area: TRouteArea;
  userRole: TRole;
  menu: readonly TMenuItem[];
  /** Operator and admin menus are privilege-gated (§2.2, §2.5); landlord and contractor menus are not. */
  isPrivilegeGated: boolean;
};

/**
 * The frame of the signed-in work areas (operator, landlord, contractor, admin): a header with the
 * language switch and the user menu, the side menu (a drawer below the lg breakpoint) and the page.
 */
export function AppShell({ area, userRole, menu, isPrivilegeGated }: TAppShellProps) {
  const { t } = useTranslation(['general', 'auth', 'menu']);
  const session = useSession();
  const drawer = useDrawer();
  const flags = session.flags as Partial<Record<THideFlag, boolean>>;
  const items = visibleMenu(menu, isPrivilegeGated ? session.privileges : undefined, flags);
  const menuLabel = t('general:main-menu');

  return (
    <div className="min-h-dvh bg-slate-50">
      <SkipLink />
      <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b border-slate-200 bg-white px-2 sm:px-4">
        <MenuButton onClick={drawer.open} className="lg:hidden" />
        <BrandLogo to={dashboardPathFor(userRole)} />
        <span className="hidden rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 sm:inline">
          {t(`auth:area.${userRole}`)}
        </span>
        <div className="ml-auto flex items-center gap-1 sm:gap-3">
          <LanguageSwitch />
          <NotificationBell area={area} />
          <UserMenu area={area} />
        </div>
      </header>
      <div className="flex">
        <aside className="sticky top-14 hidden h-[calc(100dvh-3.5rem)] w-64 shrink-0 overflow-y-auto border-r border-slate-200 bg-white lg:block">
          <SideMenu items={items} label={menuLabel} />
        </aside>
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 p-4 focus:outline-none sm:p-6">
          <ToastProvider>
            <NotificationLive area={area} />
            <Outlet />
          </ToastProvider>
        </main>
      </div>
      <Drawer isOpen={drawer.isOpen} onClose={drawer.close} label={menuLabel}>
        <SideMenu items={items} label={menuLabel} />
      </Drawer>
    </div>
  );
}
