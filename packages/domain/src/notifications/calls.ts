import { defineContract } from '../protocol/contract';
import {
  ZListNotificationsInput,
  ZListNotificationsOutput,
  ZMarkNotificationReadInput,
  ZMarkNotificationReadOutput,
} from './notification';

// The notifications module's calls: each audience reads and marks its own (docs/adding-a-module.md).

export const userListNotifications = defineContract({
  name: 'user-list-notifications',
  input: ZListNotificationsInput,
  output: ZListNotificationsOutput,
});

export const adminListNotifications = defineContract({
  name: 'admin-list-notifications',
  input: ZListNotificationsInput,
  output: ZListNotificationsOutput,
});

export const userMarkNotificationRead = defineContract({
  name: 'user-mark-notification-read',
  input: ZMarkNotificationReadInput,
  output: ZMarkNotificationReadOutput,
});

export const adminMarkNotificationRead = defineContract({
  name: 'admin-mark-notification-read',
  input: ZMarkNotificationReadInput,
  output: ZMarkNotificationReadOutput,
});
