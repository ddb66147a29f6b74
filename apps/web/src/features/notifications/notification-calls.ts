import type { TRouteArea } from '@sewa/domain/access/routes';

import type { TAudience } from './api/notifications';

/** Each area's notifications page (product §2.1–2.5). */
export const NOTIFICATION_PATHS: Partial<Record<TRouteArea, string>> = {
  tenant: '/notifications',
  operator: '/operator/notifications',
  landlord: '/landlord/notifications',
  contractor: '/contractor/notifications',
  admin: '/admin/notifications',
};

export const audienceOf = (area: TRouteArea): TAudience => (area === 'admin' ? 'admin' : 'user');
