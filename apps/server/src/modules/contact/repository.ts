import { contactMessages, type TDbExecutor } from '@sewa/db';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { pageWindow, type TPageInput } from '../../core/paging';

// The only file of the module that touches the ORM. Contact messages belong to the platform, not to a
// company: only admins read them, so the scope is the admin audience itself (checked by the envelope).

export type TNewContactMessage = typeof contactMessages.$inferInsert;
export type TContactMessageRow = typeof contactMessages.$inferSelect;
export type TContactMessageFilter = { status?: 'new' | 'handled'; search?: string };

export async function insertContactMessage(
  db: TDbExecutor,
  values: TNewContactMessage,
): Promise<TContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

function filterWhere(f: TContactMessageFilter): SQL | undefined {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  return and(
    f.status === 'new' ? isNull(contactMessages.handledAt) : undefined,
    f.status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined,
    pattern
      ? or(
          ilike(contactMessages.name, pattern),
          ilike(contactMessages.email, pattern),
          ilike(contactMessages.message, pattern),
        )
      : undefined,
  );
}

export async function listContactMessages(
  db: TDbExecutor,
  filter: TContactMessageFilter,
  page: TPageInput,
): Promise<{ rows: TContactMessageRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const where = filterWhere(filter);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function setContactMessageHandled(
  db: TDbExecutor,
  id: number,
  handledAt: Date | null,
): Promise<TContactMessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
