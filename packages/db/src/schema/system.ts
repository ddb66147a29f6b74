import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// Messages "sent" by the SMS and e-mail simulators (read back through public-dev-list-outbox).
// Everything the product sends goes through message_queue first; only the simulator transport writes here.
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').notNull(), // 'sms' | 'email'
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_created_idx').on(t.createdAt)],
);

// SMS and e-mail waiting to go out (docs/decisions/0027-message-queue.md): a request inserts a row in
// its own transaction; the delivery worker claims due rows (FOR UPDATE SKIP LOCKED), sends them through
// the configured transport and marks them sent, or retries with backoff until it gives up (failed).
export const messageQueue = pgTable(
  'message_queue',
  {
    id: id(),
    channel: text('channel').notNull(), // 'sms' | 'email'
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status').notNull().default('queued'), // 'queued' | 'sent' | 'failed'
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may take the row: now when queued, later after a failure or while a worker holds it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lastError: text('last_error'),
    /** The transport that delivered it and its reference (message id), when sent. */
    transport: text('transport'),
    providerRef: text('provider_ref'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('message_queue_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'queued'`),
    index('message_queue_created_idx').on(t.createdAt),
  ],
);

// Envelope replay guard: a Wsid may be used once within the 600 s window (works across processes).
// UNLOGGED (migration 0003, ADR 0015): a claim writes no WAL, so no call waits for a flush; a crash
// empties the table. drizzle-kit does not model UNLOGGED, so the migration sets it.
export const seenWsids = pgTable(
  'seen_wsids',
  {
    wsid: text('wsid').primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('seen_wsids_seen_idx').on(t.seenAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  message: text('message').notNull(),
  language: text('language').notNull(),
  ip: text('ip'),
  handledAt: timestamp('handled_at', { withTimezone: true }),
  createdAt: createdAt(),
});

// Who changed what, before/after, when and from where.
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorKind: text('actor_kind').notNull(), // 'user' | 'admin' | 'system' | 'public'
    actorId: integer('actor_id'),
    companyId: integer('company_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_company_idx').on(t.companyId, t.createdAt),
    index('audit_actor_idx').on(t.actorKind, t.actorId, t.createdAt),
    index('audit_entity_idx').on(t.entity, t.entityId),
    index('audit_created_idx').on(t.createdAt),
  ],
);
