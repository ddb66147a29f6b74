import { USER_ROLES, ZMarkNotificationReadInput, ZMarkNotificationReadOutput } from '@sewa/domain';
import type { z } from 'zod';
import { notFound } from '../../http/errors';
import { defineCall, type TCallContext } from '../../http/registry';
import { principalOf } from './list-notifications';
import { countUnread, markRead } from './repository';

async function handler({
  input,
  caller,
  services,
}: TCallContext<z.output<typeof ZMarkNotificationReadInput>>) {
  const p = principalOf(caller);
  const id = input.is_all === true ? null : (input.id ?? null);
  const matched = await markRead(services.db, p, id, services.now());
  if (id !== null && matched === 0) throw notFound();
  return { unread_count: await countUnread(services.db, p) };
}

export const userMarkNotificationRead = defineCall({
  name: 'user-mark-notification-read',
  audience: 'user',
  roles: USER_ROLES,
  privilege: null,
  input: ZMarkNotificationReadInput,
  output: ZMarkNotificationReadOutput,
  handler,
});

export const adminMarkNotificationRead = defineCall({
  name: 'admin-mark-notification-read',
  audience: 'admin',
  roles: ['admin'],
  privilege: null,
  input: ZMarkNotificationReadInput,
  output: ZMarkNotificationReadOutput,
  handler,
});
