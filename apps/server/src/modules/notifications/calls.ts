import {
  adminListNotifications,
  adminMarkNotificationRead,
  USER_ROLES,
  userListNotifications,
  userMarkNotificationRead,
} from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { listNotifications } from './list-notifications';
import { markNotificationRead } from './mark-notification-read';

// Each audience reads and marks its own notifications; the use cases take the recipient from the caller.

const users = { roles: USER_ROLES, privilege: null } as const;
const admins = { roles: ['admin'], privilege: null } as const;

export const notificationCalls = [
  defineCall(userListNotifications, {
    ...users,
    handler: (ctx) => listNotifications(useCase(ctx), ctx.input),
  }),
  defineCall(adminListNotifications, {
    ...admins,
    handler: (ctx) => listNotifications(useCase(ctx), ctx.input),
  }),
  defineCall(userMarkNotificationRead, {
    ...users,
    handler: (ctx) => markNotificationRead(useCase(ctx), ctx.input),
  }),
  defineCall(adminMarkNotificationRead, {
    ...admins,
    handler: (ctx) => markNotificationRead(useCase(ctx), ctx.input),
  }),
];
