import { files, type TDbExecutor } from '@sewa/db';
import { and, eq, inArray } from 'drizzle-orm';

// The files module's only ORM access.
export type TFileRow = typeof files.$inferSelect;
export type TNewFile = typeof files.$inferInsert;

export async function insertFile(db: TDbExecutor, values: TNewFile): Promise<TFileRow> {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

export async function findFileById(db: TDbExecutor, id: number): Promise<TFileRow | null> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row ?? null;
}

/** The company's files among `ids` (others' files are simply absent). */
export async function findCompanyFiles(
  db: TDbExecutor,
  companyId: number,
  ids: number[],
): Promise<TFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
}

export async function findFilesByIds(db: TDbExecutor, ids: number[]): Promise<TFileRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(files).where(inArray(files.id, ids));
}

/** Makes the company's files among `ids` public or private (a listing's photos follow its status). */
export async function setFilesVisibility(
  db: TDbExecutor,
  companyId: number,
  ids: number[],
  visibility: 'public' | 'private',
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(files)
    .set({ visibility })
    .where(and(eq(files.companyId, companyId), inArray(files.id, ids)));
}
