import { companies, properties, type TDbExecutor, users } from '@sewa/db';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { escapeLike } from '../../../../core/db-errors';

// The only ORM code of the admin's operators list: companies with their owner and property count.

export type TOwnerRow = typeof users.$inferSelect;

const propertiesCount = sql<number>`(select count(*)::int from ${properties} p where p.company_id = "companies"."id")`;

export async function listCompanies(
  db: TDbExecutor,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const p = search ? `%${escapeLike(search)}%` : null;
  const where = p
    ? or(
        ilike(companies.name, p),
        ilike(companies.domainCode, p),
        ilike(users.name, p),
        ilike(users.email, p),
        ilike(users.mobile, p),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ company: companies, owner: users, properties: propertiesCount })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.ownerUserId))
      .where(where)
      .orderBy(desc(companies.createdAt), desc(companies.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.ownerUserId))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCompanyWithOwner(db: TDbExecutor, id: number) {
  const [row] = await db
    .select({ company: companies, owner: users, properties: propertiesCount })
    .from(companies)
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, id));
  return row ?? null;
}
