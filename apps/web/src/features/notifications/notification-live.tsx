import type { TLanguage } from '@sewa/domain';
import type { TRouteArea } from '@sewa/domain/access/routes';
import type { TUserInfo } from '@sewa/domain/accounts/session';
import type { TNotification } from '@sewa/domain/notifications/notification';
import { useToast } from '@sewa/ui/toast.tsx';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../app/language';
import { getSession, type TSessionFlags, updateSessionDetails } from '../../app/session';
import { useSession } from '../../app/use-session';
import { useNotificationProfile, useNotificationsChanged } from './api/notifications';
import { audienceOf } from './notification-calls';
import { connectNotificationSocket, websocketUrl } from './notification-socket';

/** Picks the text of the page's language from a stored notification (both travel). */
export const notificationText = (n: TNotification, language: TLanguage) =>
  language === 'cn' ? { title: n.title_cn, body: n.body_cn } : { title: n.title_en, body: n.body_en };

type TProfileLike = Pick<TUserInfo, 'privileges' | 'notification_key'> &
  Partial<Pick<TUserInfo, 'hide_service_and_maintenance_module' | 'hide_marketing_module'>>;

/** Keeps the menu tree (1-day cookie) and the module flags in step with the profile. */
function refreshSessionDetails(profile: TProfileLike, isAdmin: boolean): void {
  const flags: TSessionFlags = isAdmin
    ? { hide_marketing_module: profile.hide_marketing_module === true }
    : {
        hide_service_and_maintenance_module: profile.hide_service_and_maintenance_module === true,
        hide_marketing_module: profile.hide_marketing_module === true,
      };
  const session = getSession();
  const isSame =
    JSON.stringify(session.privileges) === JSON.stringify(profile.privileges) &&
    JSON.stringify(session.flags) === JSON.stringify(flags);
  if (!isSame) updateSessionDetails({ privileges: profile.privileges, flags });
}

/**
 * Mounted once in each signed-in area: reads the profile's notification key, keeps the websocket open
 * while the session lasts (it closes when the token goes, in this tab or another), shows each pushed
 * notification as a toast and refreshes the lists and the unread badge.
 */
export function NotificationLive({ area }: { area: TRouteArea }) {
  const audience = audienceOf(area);
  const { token, role } = useSession();
  const toast = useToast();
  const notificationsChanged = useNotificationsChanged(audience);
  const current = useLanguage();
  const language = useRef(current);
  language.current = current;
  const refresh = useRef(notificationsChanged);
  refresh.current = notificationsChanged;
  const profile: TProfileLike | undefined = useNotificationProfile(audience, !!token);
  const key = profile?.notification_key;

  useEffect(() => {
    if (profile && token) refreshSessionDetails(profile, audience === 'admin');
  }, [profile, token, audience]);

  useEffect(() => {
    if (!token || !key || !role) return;
    const connection = connectNotificationSocket({
      url: websocketUrl(window.location),
      notificationKey: key,
      role,
      onNotification: (notification) => {
        const text = notificationText(notification, language.current);
        toast.info({ title: text.title, description: text.body });
        void refresh.current();
      },
    });
    return () => connection.close();
  }, [token, key, role, toast]);

  return null;
}
