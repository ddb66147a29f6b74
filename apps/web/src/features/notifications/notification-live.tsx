import type { TRouteArea } from '@sewa/domain/access/routes';
import type { TNotification } from '@sewa/domain/accounts/notifications';
import type { TAdminInfo, TUserInfo } from '@sewa/domain/accounts/session';
import { useToast } from '@sewa/ui/toast.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/hooks';
import { getSession, type TSessionFlags, updateSessionDetails } from '../../app/session';
import { useSession } from '../../app/use-session';
import { audienceOf, NOTIFICATION_CALLS } from './notification-calls';
import { connectNotificationSocket, websocketUrl } from './notification-socket';

/** Picks the text of the page's language from a stored notification (both travel). */
export const notificationText = (n: TNotification, language: string) =>
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
  const calls = NOTIFICATION_CALLS[audience];
  const { token, role } = useSession();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  language.current = i18n.language;
  const query = useApiQuery<never>(calls.profile, {}, { enabled: !!token });
  const profile = (audience === 'admin' ? query.data?.info : query.data?.profile) as
    | (TProfileLike & Partial<TAdminInfo>)
    | undefined;
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
        void queryClient.invalidateQueries({ queryKey: [calls.list] });
      },
    });
    return () => connection.close();
  }, [token, key, role, toast, queryClient, calls.list]);

  return null;
}
