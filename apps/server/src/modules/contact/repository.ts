import { contactMessages, type TDb } from '@sewa/db';
import { count, desc } from 'drizzle-orm';
import { pageWindow, type TPageInput } from '../../core/paging';

// The only file of the module that touches the ORM. Contact messages belong to the platform, not to a
// company: only admins read them, so the scope is the admin audience itself (checked by the envelope).

export type TNewContactMessage = typeof contactMessages.$inferInsert;
export type TContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertContactMessage(db: TDb, values: TNewContactMessage): Promise<TContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

export async function listContactMessages(
  db: TDb,
  page: TPageInput,
): Promise<{ rows: TContactMessageRow[]; total: number }> {
  const { limit, offset } = pageWindow(page);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(contactMessages),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
