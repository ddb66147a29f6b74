import type { TOutboxMessage, ZListOutboxInput } from '@sewa/domain';
import type { z } from 'zod';
import type { TUseCase } from '../../core/use-case';
import { listOutbox } from './outbox-repository';

/** What the messaging simulator would have sent (the call is refused in production). */
export async function devListOutbox(
  uc: TUseCase,
  input: z.output<typeof ZListOutboxInput>,
): Promise<TOutboxMessage[]> {
  const rows = await listOutbox(uc.services.db, input.to, input.page_size);
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    channel: r.channel,
    subject: r.subject,
    body: r.body,
    time: r.createdAt.toISOString(),
  }));
}
