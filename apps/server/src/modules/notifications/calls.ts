import { adminListNotifications, userListNotifications } from './list-notifications';
import { adminMarkNotificationRead, userMarkNotificationRead } from './mark-notification-read';

export const notificationCalls = [
  userListNotifications,
  adminListNotifications,
  userMarkNotificationRead,
  adminMarkNotificationRead,
];
