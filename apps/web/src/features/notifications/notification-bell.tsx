import type { TRouteArea } from '@sewa/domain/access/routes';
import { cx, focusRing } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/use-session';
import { useNotifications } from './api/notifications';
import { audienceOf, NOTIFICATION_PATHS } from './notification-calls';

/** The bell in each area's header, with the number of unread notifications. */
export function NotificationBell({ area }: { area: TRouteArea }) {
  const { t } = useTranslation('notifications');
  const { token } = useSession();
  const path = NOTIFICATION_PATHS[area];
  const query = useNotifications(audienceOf(area), { page: 1, page_size: 1 }, { enabled: !!token && !!path });
  if (!path || !token) return null;
  const unread = query.data?.unread_count ?? 0;
  const label = unread > 0 ? t('bell-unread', { unread }) : t('bell');
  return (
    <Link
      to={path}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={cx(
        'relative flex size-10 items-center justify-center rounded-control text-slate-700 hover:bg-slate-100',
        focusRing,
      )}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
        <path d="M10 2a5 5 0 0 0-5 5v2.6l-1.7 3A1 1 0 0 0 4.2 14h11.6a1 1 0 0 0 .9-1.4l-1.7-3V7a5 5 0 0 0-5-5Zm0 16a2.5 2.5 0 0 1-2.4-2h4.8a2.5 2.5 0 0 1-2.4 2Z" />
      </svg>
      {unread > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute top-1 right-1 flex min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] leading-4 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
