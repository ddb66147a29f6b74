import type { TNotification } from '@sewa/domain/notifications/notification';
import { Button } from '@sewa/ui/button.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../app/language';
import { formatDisplayDate } from '../../shared/display-date';
import { notificationText } from './notification-live';

/** One notification: unread dot, title, text, time; mark it read or open what it is about. */
export function NotificationItem({
  notification,
  onMarkRead,
  isBusy,
}: {
  notification: TNotification;
  onMarkRead: (id: number) => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation('notifications');
  const text = notificationText(notification, useLanguage());
  const isUnread = !notification.is_read;
  return (
    <li
      data-testid="notification-item"
      data-unread={isUnread || undefined}
      className={cx('flex gap-3 px-4 py-3 sm:px-5', isUnread && 'bg-brand-50/50')}
    >
      <span
        aria-hidden="true"
        className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', isUnread ? 'bg-brand-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        <p className={cx('text-sm text-slate-900', isUnread ? 'font-semibold' : 'font-medium')}>
          {text.title}
          <span className="sr-only">{isUnread ? ` (${t('unread')})` : ''}</span>
        </p>
        <p className="mt-0.5 text-sm text-slate-600">{text.body}</p>
        <p className="mt-1 text-xs text-slate-500">
          <time dateTime={notification.created_at}>
            {formatDisplayDate(new Date(notification.created_at), 'DD Mon YYYY hh:mm a')}
          </time>
        </p>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1 sm:flex-row sm:items-start">
        {notification.link && (
          <Button asChild variant="outline" size="sm">
            <Link to={notification.link} onClick={() => isUnread && onMarkRead(notification.id)}>
              {t('open')}
            </Link>
          </Button>
        )}
        {isUnread && (
          <Button variant="ghost" size="sm" disabled={isBusy} onClick={() => onMarkRead(notification.id)}>
            {t('mark-read')}
          </Button>
        )}
      </div>
    </li>
  );
}
