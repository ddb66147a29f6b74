import { z } from 'zod';
import { fBool, fId, fOptional, fPage, fPageSize } from '../forms/fields';

/** A stored notification; both languages travel, the client shows its own. Pushed over the websocket as
 * {"type":"notification","notification": TNotification}. */
export const ZNotification = z.object({
  id: z.number(),
  kind: z.string(),
  title_en: z.string(),
  title_cn: z.string(),
  body_en: z.string(),
  body_cn: z.string(),
  /** An in-app path to open, e.g. '/operator/company', or null. */
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** user-list-notifications / admin-list-notifications. */
export const ZListNotificationsInput = z.object({
  page: fPage(),
  page_size: fPageSize(100),
  is_unread_only: fOptional(fBool()),
});
export type TListNotificationsInput = z.input<typeof ZListNotificationsInput>;

export const ZListNotificationsOutput = z.object({
  data: z.object({
    items: z.array(ZNotification),
    total: z.number(),
    page: z.number(),
    page_size: z.number(),
  }),
  unread_count: z.number(),
});
export type TListNotificationsOutput = z.infer<typeof ZListNotificationsOutput>;

/** user-mark-notification-read / admin-…: one (`id`) or all (`is_all` true). */
export const ZMarkNotificationReadInput = z
  .object({ id: fOptional(fId()), is_all: fOptional(fBool()) })
  .superRefine((v, ctx) => {
    if (!v.id && v.is_all !== true) ctx.addIssue({ code: 'custom', path: ['id'], message: 'required' });
  });
export type TMarkNotificationReadInput = z.input<typeof ZMarkNotificationReadInput>;
export const ZMarkNotificationReadOutput = z.object({ unread_count: z.number() });
