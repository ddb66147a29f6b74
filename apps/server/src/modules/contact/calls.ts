import { adminListContactMessages, adminMarkContactMessage, publicCreateContactMessage } from '@sewa/domain';
import { useCase } from '../../core/use-case';
import { defineCall } from '../../http/registry';
import { createContactMessage } from './create-contact-message';
import { listContactMessages } from './list-contact-messages';
import { markContactMessage } from './mark-contact-message';

/** Stricter than the default public limit: each request writes a row, so floods would fill the table. */
export const CONTACT_RATE_LIMIT_PER_MINUTE = 5;

export const contactCalls = [
  defineCall(publicCreateContactMessage, {
    roles: 'any',
    privilege: null,
    rateLimitPerMinute: CONTACT_RATE_LIMIT_PER_MINUTE,
    handler: async (ctx) => ({ data: await createContactMessage(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminListContactMessages, {
    roles: ['admin'],
    privilege: 'contact-messages',
    handler: async (ctx) => ({ data: await listContactMessages(useCase(ctx), ctx.input) }),
  }),
  defineCall(adminMarkContactMessage, {
    roles: ['admin'],
    privilege: 'contact-messages',
    handler: async (ctx) => ({ data: await markContactMessage(useCase(ctx), ctx.input) }),
  }),
];
