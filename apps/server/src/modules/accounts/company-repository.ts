import { companies, type TDbExecutor } from '@sewa/db';
import { and, eq, ne, sql } from 'drizzle-orm';

export type TCompanyRow = typeof companies.$inferSelect;

/** The caller's own company only (scope = the caller's company id). */
export async function findCompany(db: TDbExecutor, companyId: number): Promise<TCompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export async function isDomainCodeTaken(db: TDbExecutor, code: string, exceptCompanyId?: number) {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(
      and(
        sql`lower(${companies.domainCode}) = ${code.toLowerCase()}`,
        exceptCompanyId ? ne(companies.id, exceptCompanyId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCompany(db: TDbExecutor, values: typeof companies.$inferInsert) {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function updateCompany(
  db: TDbExecutor,
  companyId: number,
  values: Partial<typeof companies.$inferInsert>,
): Promise<TCompanyRow> {
  const [row] = await db.update(companies).set(values).where(eq(companies.id, companyId)).returning();
  return row!;
}
