import { companies, companyTenants, type TDbExecutor, tenantRatings, users } from '@sewa/db';
import { and, asc, count, desc, eq, exists, ilike, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../core/db-errors';

// The only ORM code of tenants and ratings. A company sees a tenant only through its company_tenants row;
// an admin sees every tenant account.

export type TUserRow = typeof users.$inferSelect;
export type TLinkRow = typeof companyTenants.$inferSelect;
export type TRatingRow = typeof tenantRatings.$inferSelect;
export type TRatingWithNames = TRatingRow & { companyName: string; tenantName: string };
type TPage = { limit: number; offset: number };

const liveTenant = and(eq(users.role, 'tenant'), ne(users.status, 'deleted'));

/** Average of the three scores of the tenant's ratings that count (not removed), across companies. */
const averageRating = sql<
  string | null
>`(select round(avg((r.payment + r.care_of_property + r.communication) / 3.0), 1)
  from ${tenantRatings} r where r.tenant_user_id = "users"."id" and r.status <> 'removed')`;

const searchOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const p = `%${escapeLike(search)}%`;
  const digits = search.replace(/[^0-9]/g, '');
  return or(
    ilike(users.name, p),
    ilike(users.email, p),
    ilike(users.mobile, p),
    digits.length >= 3 ? ilike(sql`${users.mobileCountryCode} || ${users.mobile}`, `%${digits}%`) : undefined,
    sql`${users.profile}->>'id_number' ilike ${p}`,
  );
};

export async function listCompanyTenants(
  db: TDbExecutor,
  companyId: number,
  f: { search?: string; source?: string },
  page: TPage,
) {
  const where = and(
    eq(companyTenants.companyId, companyId),
    liveTenant,
    f.source ? eq(companyTenants.source, f.source) : undefined,
    searchOf(f.search),
  );
  const base = () =>
    db.select({ n: count() }).from(companyTenants).innerJoin(users, eq(users.id, companyTenants.userId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, link: companyTenants, average: averageRating })
      .from(companyTenants)
      .innerJoin(users, eq(users.id, companyTenants.userId))
      .where(where)
      .orderBy(desc(companyTenants.createdAt), desc(companyTenants.id))
      .limit(page.limit)
      .offset(page.offset),
    base().where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function listAllTenants(
  db: TDbExecutor,
  f: { search?: string; companyId?: number },
  page: TPage,
) {
  const where = and(
    liveTenant,
    searchOf(f.search),
    f.companyId
      ? exists(
          db
            .select({ one: sql`1` })
            .from(companyTenants)
            .where(and(eq(companyTenants.userId, users.id), eq(companyTenants.companyId, f.companyId))),
        )
      : undefined,
  );
  const companyNames = sql<string[] | string | null>`(select json_agg(c.name order by ct.created_at)
    from ${companyTenants} ct join ${companies} c on c.id = ct.company_id where ct.user_id = "users"."id")`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, average: averageRating, companyNames })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The tenant `userId` of the company, with its link; null when it is not the company's tenant. */
export async function findCompanyTenant(db: TDbExecutor, companyId: number, userId: number) {
  const [row] = await db
    .select({ user: users, link: companyTenants })
    .from(companyTenants)
    .innerJoin(users, eq(users.id, companyTenants.userId))
    .where(and(eq(companyTenants.companyId, companyId), eq(companyTenants.userId, userId), liveTenant));
  return row ?? null;
}

export async function findTenantUser(db: TDbExecutor, userId: number): Promise<TUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), liveTenant));
  return row ?? null;
}

/** Links the tenant to the company; null when it already was (retries change nothing). */
export async function insertLink(db: TDbExecutor, values: typeof companyTenants.$inferInsert) {
  const [row] = await db.insert(companyTenants).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findLinks(db: TDbExecutor, userId: number) {
  return db
    .select({ link: companyTenants, companyName: companies.name })
    .from(companyTenants)
    .innerJoin(companies, eq(companies.id, companyTenants.companyId))
    .where(eq(companyTenants.userId, userId))
    .orderBy(asc(companyTenants.createdAt));
}

// ---- ratings ----

const ratingColumns = { rating: tenantRatings, companyName: companies.name, tenantName: users.name };
const withNames = (rows: { rating: TRatingRow; companyName: string; tenantName: string }[]) =>
  rows.map((r) => ({ ...r.rating, companyName: r.companyName, tenantName: r.tenantName }));

const ratingsQuery = (db: TDbExecutor) =>
  db
    .select(ratingColumns)
    .from(tenantRatings)
    .innerJoin(companies, eq(companies.id, tenantRatings.companyId))
    .innerJoin(users, eq(users.id, tenantRatings.tenantUserId));

export async function insertRating(db: TDbExecutor, values: typeof tenantRatings.$inferInsert) {
  const [row] = await db.insert(tenantRatings).values(values).returning();
  return row!;
}

export async function findRating(db: TDbExecutor, id: number, tenantUserId?: number) {
  const rows = await ratingsQuery(db).where(
    and(eq(tenantRatings.id, id), tenantUserId ? eq(tenantRatings.tenantUserId, tenantUserId) : undefined),
  );
  return withNames(rows)[0] ?? null;
}

export async function updateRating(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof tenantRatings.$inferInsert>,
) {
  await db.update(tenantRatings).set(values).where(eq(tenantRatings.id, id));
}

/**
 * The tenant's ratings, newest first: `countingOnly` leaves removed ones out (what companies see);
 * the tenant sees all of its own.
 */
export async function listRatingsOf(
  db: TDbExecutor,
  tenantUserId: number,
  countingOnly: boolean,
  page: TPage,
) {
  const where = and(
    eq(tenantRatings.tenantUserId, tenantUserId),
    countingOnly ? ne(tenantRatings.status, 'removed') : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ratingsQuery(db)
      .where(where)
      .orderBy(desc(tenantRatings.createdAt), desc(tenantRatings.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tenantRatings).where(where),
  ]);
  return { rows: withNames(rows), total: total?.n ?? 0 };
}

/** Disputed ratings, open ones first (then the newest dispute first). */
export async function listDisputes(db: TDbExecutor, status: string | undefined, page: TPage) {
  const where = and(
    isNotNull(tenantRatings.disputedAt),
    status ? eq(tenantRatings.status, status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ratingsQuery(db)
      .where(where)
      .orderBy(
        sql`(${tenantRatings.status} = 'disputed') desc`,
        desc(tenantRatings.disputedAt),
        desc(tenantRatings.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(tenantRatings).where(where),
  ]);
  return { rows: withNames(rows), total: total?.n ?? 0 };
}

/** Averages of the tenant's ratings that count (not removed). */
export async function ratingSummary(db: TDbExecutor, tenantUserId: number) {
  const [row] = await db
    .select({
      count: count(),
      payment: sql<string | null>`round(avg(${tenantRatings.payment}), 1)`,
      care: sql<string | null>`round(avg(${tenantRatings.careOfProperty}), 1)`,
      communication: sql<string | null>`round(avg(${tenantRatings.communication}), 1)`,
      overall: sql<
        string | null
      >`round(avg((${tenantRatings.payment} + ${tenantRatings.careOfProperty} + ${tenantRatings.communication}) / 3.0), 1)`,
    })
    .from(tenantRatings)
    .where(and(eq(tenantRatings.tenantUserId, tenantUserId), ne(tenantRatings.status, 'removed')));
  return row!;
}
