import type { TListNotificationsOutput, ZListNotificationsInput } from '@sewa/domain';
import type { z } from 'zod';
import { pageOut } from '../../core/paging';
import type { TUseCase } from '../../core/use-case';
import { toNotification } from './notify';
import { principalOf } from './principal';
import { countUnread, listNotifications as listRows } from './repository';

/** The caller's notifications, newest first, with how many are unread. */
export async function listNotifications(
  uc: TUseCase,
  input: z.output<typeof ZListNotificationsInput>,
): Promise<TListNotificationsOutput> {
  const p = principalOf(uc.caller);
  const { items, total } = await listRows(uc.services.db, p, input, input.is_unread_only === true);
  return {
    data: pageOut(items.map(toNotification), total, input),
    unread_count: await countUnread(uc.services.db, p),
  };
}
