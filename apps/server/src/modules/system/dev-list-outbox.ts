import { outboxMessages } from '@sewa/db';
import { fOptional, fPageSize } from '@sewa/domain';
import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { defineCall } from '../../http/registry';

export const devListOutbox = defineCall({
  name: 'public-dev-list-outbox',
  audience: 'public',
  roles: 'any',
  privilege: null,
  devOnly: true,
  input: z.object({ to: fOptional(z.string().max(255)), page_size: fPageSize(200) }),
  output: z.object({
    data: z.array(
      z.object({
        id: z.number(),
        to: z.string(),
        channel: z.string(),
        subject: z.string().nullable(),
        body: z.string(),
        time: z.string(),
      }),
    ),
  }),
  handler: async ({ input, services }) => {
    const rows = await services.db
      .select()
      .from(outboxMessages)
      .where(input.to ? eq(outboxMessages.to, input.to) : undefined)
      .orderBy(desc(outboxMessages.id))
      .limit(input.page_size);
    return {
      data: rows.map((r) => ({
        id: r.id,
        to: r.to,
        channel: r.channel,
        subject: r.subject,
        body: r.body,
        time: r.createdAt.toISOString(),
      })),
    };
  },
});
