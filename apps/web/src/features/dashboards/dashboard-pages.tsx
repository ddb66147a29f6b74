import {
  ADMIN_MENU,
  CONTRACTOR_MENU,
  LANDLORD_MENU,
  OPERATOR_MENU,
  TENANT_MENU,
  type TMenuItem,
  visibleMenu,
} from '@sewa/domain/access/menus';
import { hasPrivilege } from '@sewa/domain/access/privileges';
import type { THideFlag } from '@sewa/domain/access/routes';
import type { TUserProfile } from '@sewa/domain/accounts/profile';
import { Button } from '@sewa/ui/button.tsx';
import { PageHeader } from '@sewa/ui/page-header.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasScreen } from '../../app/router/router-context';
import { useSession } from '../../app/use-session';
import { trialDaysLeft } from '../../shared/account/trial';
import { FormAlert } from '../../shared/forms/form-alert';
import { usePageTitle } from '../../shared/use-page-title';
import { useDashboardAdmin, useDashboardProfile } from './api/dashboard';
import { menuShortcuts, NextSteps, type TShortcut } from './next-steps';
import { OperatorStats } from './operator-stats';
import { Reminders, type TReminder } from './reminders';
import { SimulatorBanner } from './simulator-banner';
import { TenantSummary } from './tenant-summary';

type TQueryState = { isPending: boolean; isError: boolean; refetch: () => unknown };

function DashboardFrame({
  query,
  title,
  description,
  children,
}: {
  query: TQueryState;
  title: string;
  description?: ReactNode;
  children: () => ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  usePageTitle(t('title'));
  let body: ReactNode;
  if (query.isPending)
    body = (
      <div className="flex justify-center py-16 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  else if (query.isError)
    body = (
      <FormAlert>
        <span className="block">{t('fetch-failed')}</span>
        <Button variant="outline" size="sm" className="mt-2" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </FormAlert>
    );
  else body = children();
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-5" data-testid="dashboard">
      <PageHeader title={query.isPending || query.isError ? t('title') : title} description={description} />
      {body}
    </div>
  );
}

/** What a user still has to do, from the profile (no numbers are made up: only facts of the account). */
function remindersFor(profile: TUserProfile, t: TFunction<['dashboard', 'auth']>): TReminder[] {
  const items: TReminder[] = [];
  if (profile.email && !profile.is_email_verified)
    items.push({
      id: 'verify-email',
      tone: 'warning',
      text: t('reminder.verify-email', { email: profile.email }),
      action: t('reminder.verify-now'),
      to: profile.role === 'tenant' ? '/verify-email' : '/user/verify-email',
    });
  if (!profile.has_pin && profile.role !== 'tenant')
    items.push({ id: 'pin', text: t('reminder.pin'), action: t('reminder.set-pin'), to: '/user/pin' });
  return items;
}

type TUserDashboardProps = {
  menu: readonly TMenuItem[];
  isGated: boolean;
  dashboardPath: string;
  profilePath: string;
  /** Pages of the area the side menu does not list, offered after the menu's sections. */
  extraShortcuts?: readonly TShortcut[];
  /** What the area's dashboard shows between the reminders and the shortcuts (tenancy figures). */
  content?: ReactNode;
};

function UserDashboard({
  menu,
  isGated,
  dashboardPath,
  profilePath,
  extraShortcuts = [],
  content,
}: TUserDashboardProps) {
  const { t } = useTranslation(['dashboard', 'auth']);
  const session = useSession();
  const hasScreen = useHasScreen();
  const query = useDashboardProfile();
  const { profile } = query;
  const items = visibleMenu(
    menu,
    isGated ? session.privileges : undefined,
    session.flags as Partial<Record<THideFlag, boolean>>,
  );

  return (
    <DashboardFrame
      query={query}
      title={t('welcome', { name: profile?.name ?? '' })}
      description={
        profile &&
        (profile.company_name
          ? t('signed-in-company', { role: t(`auth:role.${profile.role}`), company: profile.company_name })
          : t('signed-in', { role: t(`auth:role.${profile.role}`) }))
      }
    >
      {() => {
        const me = profile!;
        const reminders = remindersFor(me, t);
        const days = me.role === 'operator' ? trialDaysLeft(me.trial_ends_at) : null;
        // The subscription page comes with a later module: until it has a screen, the company page.
        const canSubscribe = hasPrivilege(session.privileges, 'profile') && hasScreen('/operator/subscribe');
        if (days !== null)
          reminders.unshift({
            id: 'trial',
            tone: days <= 3 ? 'warning' : 'info',
            text: days > 0 ? t('reminder.trial', { days }) : t('reminder.trial-ended'),
            action: canSubscribe ? t('reminder.subscribe') : t('reminder.company'),
            to: canSubscribe ? '/operator/subscribe' : profilePath,
          });
        if (me.role === 'operator' && hasPrivilege(session.privileges, 'profile'))
          reminders.push({
            id: 'company',
            text: t('reminder.company-text'),
            action: t('reminder.company'),
            to: '/operator/company',
          });
        return (
          <>
            <Reminders items={reminders} />
            {content}
            <NextSteps
              shortcuts={[
                ...menuShortcuts(items, dashboardPath, hasScreen),
                ...extraShortcuts.filter((shortcut) => hasScreen(shortcut.path)),
              ]}
            />
          </>
        );
      }}
    </DashboardFrame>
  );
}

export const TenantDashboardPage = () => (
  <UserDashboard
    menu={TENANT_MENU}
    isGated={false}
    dashboardPath="/dashboard"
    profilePath="/profile"
    content={<TenantSummary />}
  />
);
export const OperatorDashboardPage = () => (
  <UserDashboard
    menu={OPERATOR_MENU}
    isGated
    dashboardPath="/operator/dashboard"
    profilePath="/operator/my-profile"
    content={<OperatorStats />}
  />
);
// product §2.3 lists the landlord's properties and tenancy pages but not in the menu (agreement, service and
// maintenance, announcement); the dashboard is where the landlord finds them.
const LANDLORD_EXTRA_SHORTCUTS: readonly TShortcut[] = [
  { key: 'menu.properties', path: '/landlord/properties', children: [] },
  { key: 'menu.tenancy', path: '/landlord/tenancy', children: [] },
];

/** /landlord/dashboard: the landlord's landing while the announcements (§2.3 redirect) have no screen. */
export const LandlordDashboardPage = () => (
  <UserDashboard
    menu={LANDLORD_MENU}
    isGated={false}
    dashboardPath="/landlord/dashboard"
    profilePath="/landlord/my-profile"
    extraShortcuts={LANDLORD_EXTRA_SHORTCUTS}
  />
);
export const ContractorDashboardPage = () => (
  <UserDashboard
    menu={CONTRACTOR_MENU}
    isGated={false}
    dashboardPath="/contractor/dashboard"
    profilePath="/contractor/profile"
  />
);

/** /admin/dashboard. */
export function AdminDashboardPage() {
  const { t } = useTranslation(['dashboard', 'auth']);
  const session = useSession();
  const hasScreen = useHasScreen();
  const query = useDashboardAdmin();
  const { info } = query;
  const items = visibleMenu(
    ADMIN_MENU,
    session.privileges,
    session.flags as Partial<Record<THideFlag, boolean>>,
  );
  return (
    <DashboardFrame
      query={query}
      title={t('welcome', { name: info?.name ?? '' })}
      description={
        info && t(info.is_super_admin ? 'signed-in-super-admin' : 'signed-in', { role: t('auth:role.admin') })
      }
    >
      {() => (
        <>
          <SimulatorBanner />
          <NextSteps shortcuts={menuShortcuts(items, '/admin/dashboard', hasScreen)} />
        </>
      )}
    </DashboardFrame>
  );
}
