import type { ZMarkNotificationReadInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { notFound } from '../../http/errors';
import { principalOf } from './principal';
import { countUnread, markRead } from './repository';

/** Marks one notification (102 when it is not the caller's) or all of them read; answers the unread count. */
export async function markNotificationRead(uc: TUseCase, input: z.output<typeof ZMarkNotificationReadInput>) {
  const p = principalOf(uc.caller);
  const id = input.is_all === true ? null : (input.id ?? null);
  const matched = await markRead(uc.services.db, p, id, uc.services.now());
  if (id !== null && matched === 0) throw notFound();
  return { unread_count: await countUnread(uc.services.db, p) };
}
