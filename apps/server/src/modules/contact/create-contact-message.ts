import { ZContactMessage } from '@sewa/domain/contact/index';
import { z } from 'zod';
import { defineCall } from '../../http/registry';
import { insertContactMessage } from './repository';

/** Stricter than the default public limit: each request writes a row, so floods would fill the table. */
export const CONTACT_RATE_LIMIT_PER_MINUTE = 5;

export const createContactMessage = defineCall({
  name: 'public-create-contact-message',
  audience: 'public',
  roles: 'any',
  privilege: null,
  rateLimitPerMinute: CONTACT_RATE_LIMIT_PER_MINUTE,
  input: ZContactMessage,
  output: z.object({ data: z.object({ id: z.number() }) }),
  handler: async ({ input, services, lang, ip }) => {
    const row = await insertContactMessage(services.db, {
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      language: lang,
      ip,
      createdAt: services.now(),
    });
    return { data: { id: row.id } };
  },
});
