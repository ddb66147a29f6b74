import { lazyRouteComponent, type RouteComponent } from '@tanstack/react-router';

type TPage =
  | 'TenantNotificationsPage'
  | 'OperatorNotificationsPage'
  | 'LandlordNotificationsPage'
  | 'ContractorNotificationsPage'
  | 'AdminNotificationsPage';
const page = (name: TPage) => lazyRouteComponent(() => import('./notifications-page'), name);

export const NOTIFICATION_SCREENS: Readonly<Record<string, RouteComponent>> = {
  '/notifications': page('TenantNotificationsPage'),
  '/operator/notifications': page('OperatorNotificationsPage'),
  '/landlord/notifications': page('LandlordNotificationsPage'),
  '/contractor/notifications': page('ContractorNotificationsPage'),
  '/admin/notifications': page('AdminNotificationsPage'),
};
