import type { TRouteArea } from '@sewa/domain/access/routes';

export type TAudience = 'user' | 'admin';

/** The notification calls of each audience (admins have their own token kind). */
export const NOTIFICATION_CALLS: Record<TAudience, { list: string; markRead: string; profile: string }> = {
  user: {
    list: 'user-list-notifications',
    markRead: 'user-mark-notification-read',
    profile: 'user-get-profile',
  },
  admin: {
    list: 'admin-list-notifications',
    markRead: 'admin-mark-notification-read',
    profile: 'admin-get-profile-info',
  },
};

/** Each area's notifications page (SPEC §2.1–2.5). */
export const NOTIFICATION_PATHS: Partial<Record<TRouteArea, string>> = {
  tenant: '/notifications',
  operator: '/operator/notifications',
  landlord: '/landlord/notifications',
  contractor: '/contractor/notifications',
  admin: '/admin/notifications',
};

export const audienceOf = (area: TRouteArea): TAudience => (area === 'admin' ? 'admin' : 'user');
