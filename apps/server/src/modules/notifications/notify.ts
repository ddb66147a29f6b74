import type { TDbExecutor } from '@sewa/db';
import type { TNotification } from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TPrincipal } from '../../realtime/hub';
import {
  findNotification,
  insertNotification,
  insertNotifications,
  type TNotificationRow,
} from './repository';

export type TNotifyInput = {
  kind: string;
  title: { en: string; cn: string };
  body: { en: string; cn: string };
  /** In-app path to open, e.g. '/operator/company'. */
  link?: string | null;
  /**
   * A link the e-mail carries after each language's part, behind `label` (e.g. "Download the receipt
   * PDF:"). With `url` (absolute, never stored: a signing link carries a secret token) the SMS carries it
   * too; without, it is the notice's in-app `link` made absolute (`/cn` before the path in the Chinese part).
   */
  messageLink?: { label: { en: string; cn: string }; url?: string };
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

/** A pending notification: stored in the change's transaction, pushed once that has committed. */
export type TStoredNotice = { principal: TPrincipal; notification: TNotification };

export async function storeNotification(
  db: TDbExecutor,
  principal: TPrincipal,
  input: TNotifyInput,
  now: Date,
): Promise<TStoredNotice> {
  const row = await insertNotification(db, {
    recipientKind: principal.kind,
    recipientId: principal.id,
    kind: input.kind,
    titleEn: input.title.en,
    titleCn: input.title.cn,
    bodyEn: input.body.en,
    bodyCn: input.body.cn,
    link: input.link ?? null,
    createdAt: now,
  });
  return { principal, notification: toNotification(row) };
}

/** Many notifications stored in one statement, in the order given (a job's batch). */
export async function storeNotifications(
  db: TDbExecutor,
  items: { principal: TPrincipal; input: TNotifyInput }[],
  now: Date,
): Promise<TStoredNotice[]> {
  const rows = await insertNotifications(
    db,
    items.map(({ principal, input }) => ({
      recipientKind: principal.kind,
      recipientId: principal.id,
      kind: input.kind,
      titleEn: input.title.en,
      titleCn: input.title.cn,
      bodyEn: input.body.en,
      bodyCn: input.body.cn,
      link: input.link ?? null,
      createdAt: now,
    })),
  );
  return rows.map((row, i) => ({ principal: items[i]!.principal, notification: toNotification(row) }));
}

/** A notification as pushed, loaded by id (the bus sends a large one by id only: ADR 0028). */
export async function loadPushedNotification(
  db: TDbExecutor,
  principal: TPrincipal,
  id: number,
): Promise<TNotification | null> {
  const row = await findNotification(db, principal, id);
  return row ? toNotification(row) : null;
}

/** Pushes a stored notification to the recipient's open sockets ({"type":"notification",…}). */
export function publishNotification(services: TServices, stored: TStoredNotice): TNotification {
  services.realtime.publish(stored.principal, stored.notification);
  return stored.notification;
}

/**
 * Stores a notification for a user or admin and pushes it to their open sockets, so it shows at once as
 * a toast and in the list.
 */
export async function notify(
  services: TServices,
  principal: TPrincipal,
  input: TNotifyInput,
): Promise<TNotification> {
  return publishNotification(
    services,
    await storeNotification(services.db, principal, input, services.now()),
  );
}
