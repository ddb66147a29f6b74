import type { TNotification } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TPrincipal } from '../../realtime/hub';
import { insertNotification, type TNotificationRow } from './repository';

export type TNotifyInput = {
  kind: string;
  title: { en: string; cn: string };
  body: { en: string; cn: string };
  /** In-app path to open, e.g. '/operator/company'. */
  link?: string | null;
};

export const toNotification = (row: TNotificationRow): TNotification => ({
  id: row.id,
  kind: row.kind,
  title_en: row.titleEn,
  title_cn: row.titleCn,
  body_en: row.bodyEn,
  body_cn: row.bodyCn,
  link: row.link,
  is_read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Stores a notification for a user or admin and pushes it to their open sockets
 * ({"type":"notification","notification":…}), so it shows at once as a toast and in the list.
 */
export async function notify(
  services: TServices,
  principal: TPrincipal,
  input: TNotifyInput,
): Promise<TNotification> {
  const row = await insertNotification(services.db, {
    recipientKind: principal.kind,
    recipientId: principal.id,
    kind: input.kind,
    titleEn: input.title.en,
    titleCn: input.title.cn,
    bodyEn: input.body.en,
    bodyCn: input.body.cn,
    link: input.link ?? null,
    createdAt: services.now(),
  });
  const notification = toNotification(row);
  services.realtime.publish(principal, notification);
  return notification;
}
