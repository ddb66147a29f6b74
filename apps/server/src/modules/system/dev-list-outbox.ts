import type { TOutboxMessage, ZListOutboxInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { readOutbox } from './read-outbox';

/** What the messaging simulator caught, the queue delivered first (the call is refused in production). */
export async function devListOutbox(
  uc: TUseCase,
  input: z.output<typeof ZListOutboxInput>,
): Promise<TOutboxMessage[]> {
  const rows = await readOutbox(uc.services, { to: input.to, limit: input.page_size });
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    time: r.createdAt.toISOString(),
  }));
}
