import { ZContactMessageItem, ZListContactMessages } from '@sewa/domain/contact/index';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { listContactMessages as listRows } from './repository';

export const listContactMessages = defineCall({
  name: 'admin-list-contact-messages',
  audience: 'admin',
  roles: ['admin'],
  privilege: 'contact-messages',
  input: ZListContactMessages,
  output: z.object({
    data: z.object({
      items: z.array(ZContactMessageItem),
      total: z.number(),
      page: z.number(),
      page_size: z.number(),
    }),
  }),
  handler: async ({ input, services }) => {
    const { rows, total } = await listRows(services.db, { page: input.page, pageSize: input.page_size });
    return {
      data: {
        items: rows.map((row) => ({
          id: row.id,
          name: row.name,
          email: row.email,
          phone: row.phone,
          message: row.message,
          language: row.language,
          created_at: row.createdAt.toISOString(),
          handled_at: row.handledAt?.toISOString() ?? null,
        })),
        total,
        page: input.page,
        page_size: input.page_size,
      },
    };
  },
});
