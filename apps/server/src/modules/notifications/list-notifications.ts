import { USER_ROLES, ZListNotificationsInput, ZListNotificationsOutput } from '@sewa/domain';
import type { z } from 'zod';
import type { TCaller } from '../../http/caller';
import { defineCall, type TCallContext } from '../../http/registry';
import type { TPrincipal } from '../../realtime/hub';
import { toNotification } from './notify';
import { countUnread, listNotifications } from './repository';

export const principalOf = (caller: TCaller): TPrincipal =>
  caller.kind === 'admin'
    ? { kind: 'admin', id: caller.adminId }
    : { kind: 'user', id: caller.kind === 'user' ? caller.userId : 0 };

async function handler({ input, caller, services }: TCallContext<z.output<typeof ZListNotificationsInput>>) {
  const p = principalOf(caller);
  const { items, total } = await listNotifications(services.db, p, {
    page: input.page,
    pageSize: input.page_size,
    isUnreadOnly: input.is_unread_only === true,
  });
  return {
    data: { items: items.map(toNotification), total, page: input.page, page_size: input.page_size },
    unread_count: await countUnread(services.db, p),
  };
}

export const userListNotifications = defineCall({
  name: 'user-list-notifications',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZListNotificationsInput,
  output: ZListNotificationsOutput,
  handler,
});

export const adminListNotifications = defineCall({
  name: 'admin-list-notifications',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZListNotificationsInput,
  output: ZListNotificationsOutput,
  handler,
});
