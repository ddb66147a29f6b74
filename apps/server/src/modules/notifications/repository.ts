import { customRoles, notifications, type TDbExecutor, users } from '@sewa/db';
import type { TLanguage } from '@sewa/domain';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { pageWindow, type TPageInput } from '../../core/paging';
import type { TPrincipal } from '../../realtime/hub';

// The only file of the module that touches the ORM.

export type TNotificationRow = typeof notifications.$inferSelect;

// Every query is scoped to the recipient: another principal's notification is simply not found.
const mine = (p: TPrincipal) =>
  and(eq(notifications.recipientKind, p.kind), eq(notifications.recipientId, p.id));

export async function insertNotification(db: TDbExecutor, values: typeof notifications.$inferInsert) {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/** One notification of the recipient (another process pushes a large one by id: ADR 0028). */
export async function findNotification(
  db: TDbExecutor,
  p: TPrincipal,
  id: number,
): Promise<TNotificationRow | null> {
  const [row] = await db
    .select()
    .from(notifications)
    .where(and(mine(p), eq(notifications.id, id)));
  return row ?? null;
}

/**
 * Many notifications in one INSERT … SELECT (a job's batch), returned in the order given; the rows are
 * what was inserted (read_at null), so only the ids are read back.
 */
export async function insertNotifications(
  db: TDbExecutor,
  values: (typeof notifications.$inferInsert & { createdAt: Date })[],
): Promise<TNotificationRow[]> {
  if (!values.length) return [];
  const rows = values.map((v, i) => ({
    ord: i,
    recipient_kind: v.recipientKind,
    recipient_id: v.recipientId,
    kind: v.kind,
    title_en: v.titleEn,
    title_cn: v.titleCn,
    body_en: v.bodyEn,
    body_cn: v.bodyCn,
    link: v.link ?? null,
    created_at: v.createdAt.toISOString(),
  }));
  const result = (await db.execute(sql`
    insert into ${notifications} (recipient_kind, recipient_id, kind, title_en, title_cn, body_en, body_cn,
      link, created_at)
    select v.recipient_kind, v.recipient_id, v.kind, v.title_en, v.title_cn, v.body_en, v.body_cn, v.link,
      v.created_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(ord int, recipient_kind text,
      recipient_id int, kind text, title_en text, title_cn text, body_en text, body_cn text, link text,
      created_at timestamptz)
    order by v.ord
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  return values.map((v, i) => ({
    id: ids[i]!,
    recipientKind: v.recipientKind,
    recipientId: v.recipientId,
    kind: v.kind,
    titleEn: v.titleEn,
    titleCn: v.titleCn,
    bodyEn: v.bodyEn,
    bodyCn: v.bodyCn,
    link: v.link ?? null,
    readAt: null,
    createdAt: v.createdAt,
  }));
}

export async function listNotifications(
  db: TDbExecutor,
  p: TPrincipal,
  page: TPageInput,
  isUnreadOnly: boolean,
) {
  const { limit, offset } = pageWindow(page);
  const where = and(mine(p), isUnreadOnly ? isNull(notifications.readAt) : undefined);
  const [items, [total]] = await Promise.all([
    db.select().from(notifications).where(where).orderBy(desc(notifications.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export async function countUnread(db: TDbExecutor, p: TPrincipal): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(mine(p), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Marks one (by id) or all as read; returns how many of the recipient's rows matched. */
export async function markRead(
  db: TDbExecutor,
  p: TPrincipal,
  id: number | null,
  now: Date,
): Promise<number> {
  if (id !== null) {
    const rows = await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine(p), eq(notifications.id, id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    if (rows.length) return 1;
    const [exists] = await db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(mine(p), eq(notifications.id, id)));
    return exists ? 1 : 0;
  }
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(p), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function deleteNotificationsOf(db: TDbExecutor, p: TPrincipal): Promise<void> {
  await db.delete(notifications).where(mine(p));
}

// ---- who is told (their in-app address and their e-mail and mobile) ----

const CONTACT = {
  id: users.id,
  email: users.email,
  mobile: users.mobile,
  code: users.mobileCountryCode,
  language: users.language,
};
/** Whom a notice reaches: in-app by id, e-mail and SMS in their saved `language`. */
export type TContact = {
  id: number;
  email: string | null;
  mobile: string | null;
  code: string | null;
  language: TLanguage;
};

/** The company's owner and its active team members whose role holds `privilege`. */
export async function findCompanyStaff(
  db: TDbExecutor,
  companyId: number,
  privilege: string,
): Promise<TContact[]> {
  return db
    .select(CONTACT)
    .from(users)
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.role, 'operator'),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
        or(
          isNull(users.parentUserId),
          sql`${customRoles.privileges} @> ${JSON.stringify([privilege])}::jsonb`,
        ),
      ),
    );
}

/** The contacts of several users, by id (a missing user is absent). */
export async function findUserContacts(db: TDbExecutor, userIds: number[]): Promise<Map<number, TContact>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select(CONTACT)
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findUserContact(db: TDbExecutor, userId: number): Promise<TContact | null> {
  const [row] = await db.select(CONTACT).from(users).where(eq(users.id, userId));
  return row ?? null;
}
