import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

// In-app notifications for users and admins, in both languages; pushed live over the websocket.
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    recipientKind: text('recipient_kind').notNull(), // 'user' | 'admin'
    recipientId: integer('recipient_id').notNull(),
    kind: text('kind').notNull(), // e.g. 'account', 'booking', 'invoice'
    titleEn: text('title_en').notNull(),
    titleCn: text('title_cn').notNull(),
    bodyEn: text('body_en').notNull(),
    bodyCn: text('body_cn').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_recipient_idx').on(t.recipientKind, t.recipientId, t.id),
    index('notifications_unread_idx').on(t.recipientKind, t.recipientId).where(sql`${t.readAt} is null`),
  ],
);
