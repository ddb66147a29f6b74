import {
  accountStatusEvents,
  admins,
  companies,
  customRoles,
  properties,
  type TDbExecutor,
  userRestrictions,
  users,
} from '@sewa/db';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../../core/db-errors';

// The only ORM code of the team (product §2.2 users/team, §2.5 team). Every operator read names the
// caller's company, so another company's id finds nothing (102).

export type TRoleRow = typeof customRoles.$inferSelect;
export type TUserRow = typeof users.$inferSelect;
export type TAdminRow = typeof admins.$inferSelect;
type TPage = { limit: number; offset: number };

/** Whose roles: a company's operator roles, or the platform's admin roles. */
export type TRoleOwner = { audience: 'operator'; companyId: number } | { audience: 'admin'; companyId: null };

const roleOwned = (o: TRoleOwner): SQL =>
  o.audience === 'admin'
    ? and(eq(customRoles.audience, 'admin'), isNull(customRoles.companyId))!
    : and(eq(customRoles.audience, 'operator'), eq(customRoles.companyId, o.companyId))!;

const memberCount = (o: TRoleOwner) =>
  o.audience === 'admin'
    ? sql<number>`(select count(*)::int from admins a where a.custom_role_id = custom_roles.id)`
    : sql<number>`(select count(*)::int from users u where u.custom_role_id = custom_roles.id
        and u.status <> 'deleted')`;

export type TRoleView = { role: TRoleRow; memberCount: number };

export async function listRoles(db: TDbExecutor, owner: TRoleOwner, search: string | undefined, page: TPage) {
  const where = and(
    roleOwned(owner),
    search ? ilike(customRoles.name, `%${escapeLike(search)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ role: customRoles, memberCount: memberCount(owner) })
      .from(customRoles)
      .where(where)
      .orderBy(asc(customRoles.name), asc(customRoles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(customRoles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findRole(db: TDbExecutor, owner: TRoleOwner, id: number): Promise<TRoleView | null> {
  const [row] = await db
    .select({ role: customRoles, memberCount: memberCount(owner) })
    .from(customRoles)
    .where(and(roleOwned(owner), eq(customRoles.id, id)));
  return row ?? null;
}

export async function insertRole(
  db: TDbExecutor,
  values: typeof customRoles.$inferInsert,
): Promise<TRoleRow> {
  const [row] = await db.insert(customRoles).values(values).returning();
  return row!;
}

export async function updateRole(
  db: TDbExecutor,
  owner: TRoleOwner,
  id: number,
  values: Partial<typeof customRoles.$inferInsert>,
): Promise<TRoleRow | null> {
  const [row] = await db
    .update(customRoles)
    .set(values)
    .where(and(roleOwned(owner), eq(customRoles.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteRole(db: TDbExecutor, owner: TRoleOwner, id: number): Promise<void> {
  // Deleted accounts do not hold a role (memberCount skips them); let go of it so the row can go.
  await db
    .update(users)
    .set({ customRoleId: null })
    .where(and(eq(users.customRoleId, id), eq(users.status, 'deleted')));
  await db.delete(customRoles).where(and(roleOwned(owner), eq(customRoles.id, id)));
}

// ---- sub-operators ----

const subOperatorOf = (companyId: number): SQL =>
  and(eq(users.role, 'operator'), eq(users.companyId, companyId), isNotNull(users.parentUserId))!;

export type TMemberView = { user: TUserRow; roleName: string | null };

export async function listSubOperators(
  db: TDbExecutor,
  companyId: number,
  f: { search?: string; status?: string },
  page: TPage,
) {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    subOperatorOf(companyId),
    f.status ? eq(users.status, f.status) : ne(users.status, 'deleted'),
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.mobile, pattern))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, roleName: customRoles.name })
      .from(users)
      .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubOperator(
  db: TDbExecutor,
  companyId: number,
  id: number,
): Promise<TMemberView | null> {
  const [row] = await db
    .select({ user: users, roleName: customRoles.name })
    .from(users)
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .where(and(subOperatorOf(companyId), eq(users.id, id), ne(users.status, 'deleted')));
  return row ?? null;
}

export async function findCompanyOwner(db: TDbExecutor, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ ownerUserId: companies.ownerUserId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.ownerUserId ?? null;
}

/** The company's properties among `ids` (the rest are another company's or do not exist). */
export async function companyPropertyIds(
  db: TDbExecutor,
  companyId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.companyId, companyId), inArray(properties.id, ids)));
  return rows.map((r) => r.id);
}

export async function listPropertyChoices(
  db: TDbExecutor,
  where: SQL | undefined,
  search: string | undefined,
  page: TPage,
) {
  const w = and(where, search ? ilike(properties.name, `%${escapeLike(search)}%`) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .where(w)
      .orderBy(asc(properties.name), asc(properties.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(properties).where(w),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- sub-admins ----

export type TAdminView = { admin: TAdminRow; roleName: string | null };

export async function listAdmins(db: TDbExecutor, f: { search?: string; status?: string }, page: TPage) {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    f.status ? eq(admins.status, f.status) : undefined,
    pattern ? or(ilike(admins.name, pattern), ilike(admins.email, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ admin: admins, roleName: customRoles.name })
      .from(admins)
      .leftJoin(customRoles, eq(customRoles.id, admins.customRoleId))
      .where(where)
      .orderBy(desc(admins.createdAt), desc(admins.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(admins).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findAdmin(db: TDbExecutor, id: number): Promise<TAdminView | null> {
  const [row] = await db
    .select({ admin: admins, roleName: customRoles.name })
    .from(admins)
    .leftJoin(customRoles, eq(customRoles.id, admins.customRoleId))
    .where(eq(admins.id, id));
  return row ?? null;
}

export async function insertAdmin(db: TDbExecutor, values: typeof admins.$inferInsert): Promise<TAdminRow> {
  const [row] = await db.insert(admins).values(values).returning();
  return row!;
}

// ---- account status ----

/**
 * A user account the company owns or serves (product §2.2 account status): its own accounts
 * (users.company_id: sub-operators, landlords, contractors and their sub-contractors) and the tenants
 * linked to it (company_tenants). `companyId` null: any user (admins).
 */
export async function findStatusTarget(
  db: TDbExecutor,
  companyId: number | null,
  userId: number,
): Promise<TUserRow | null> {
  const linked =
    companyId === null
      ? undefined
      : or(
          eq(users.companyId, companyId),
          sql`exists (select 1 from company_tenants ct where ct.user_id = users.id
            and ct.company_id = ${companyId})`,
        );
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), ne(users.status, 'deleted'), linked));
  return row ?? null;
}

export async function setUserStatus(db: TDbExecutor, id: number, status: string, at: Date) {
  await db.update(users).set({ status, updatedAt: at }).where(eq(users.id, id));
}

export async function insertStatusEvent(db: TDbExecutor, values: typeof accountStatusEvents.$inferInsert) {
  await db.insert(accountStatusEvents).values(values);
}

// Raw subqueries name their columns in full: drizzle leaves a single table's columns unqualified.
const actorName = sql<string | null>`case account_status_events.actor_kind
  when 'admin' then (select a.name from admins a where a.id = account_status_events.actor_id)
  else (select u.name from users u where u.id = account_status_events.actor_id) end`;

export async function listStatusEvents(
  db: TDbExecutor,
  principal: { kind: 'user' | 'admin'; id: number },
  page: TPage,
) {
  const where = and(
    eq(accountStatusEvents.principalKind, principal.kind),
    eq(accountStatusEvents.principalId, principal.id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ event: accountStatusEvents, actorName })
      .from(accountStatusEvents)
      .where(where)
      .orderBy(desc(accountStatusEvents.createdAt), desc(accountStatusEvents.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(accountStatusEvents).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

// ---- restrictions ----

/**
 * A user the company may restrict (product §2.2 restriction management): a tenant linked to it, one of
 * its sub-operators, or one of its contractors (or their sub-contractors). The company owner is not.
 */
export async function findRestrictable(db: TDbExecutor, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, userId),
        ne(users.status, 'deleted'),
        or(
          and(
            eq(users.role, 'tenant'),
            sql`exists (select 1 from company_tenants ct where ct.user_id = users.id
              and ct.company_id = ${companyId})`,
          ),
          and(eq(users.role, 'operator'), eq(users.companyId, companyId), isNotNull(users.parentUserId)),
          and(eq(users.role, 'contractor'), eq(users.companyId, companyId)),
        ),
      ),
    );
  return row ?? null;
}

const restrictionColumns = {
  restriction: userRestrictions,
  userName: users.name,
  userRole: users.role,
  propertyName: properties.name,
};

export type TRestrictionView = {
  restriction: typeof userRestrictions.$inferSelect;
  userName: string;
  userRole: string;
  propertyName: string;
};

export async function listRestrictions(
  db: TDbExecutor,
  companyId: number,
  f: { userId?: number; search?: string },
  page: TPage,
) {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    eq(userRestrictions.companyId, companyId),
    f.userId ? eq(userRestrictions.userId, f.userId) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(properties.name, pattern)) : undefined,
  );
  const base = () =>
    db
      .select(restrictionColumns)
      .from(userRestrictions)
      .innerJoin(users, eq(users.id, userRestrictions.userId))
      .innerJoin(properties, eq(properties.id, userRestrictions.propertyId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(asc(users.name), asc(properties.name), asc(userRestrictions.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(userRestrictions)
      .innerJoin(users, eq(users.id, userRestrictions.userId))
      .innerJoin(properties, eq(properties.id, userRestrictions.propertyId))
      .where(where),
  ]);
  return { rows: rows as TRestrictionView[], total: total?.n ?? 0 };
}

export async function restrictionsOf(db: TDbExecutor, companyId: number, userId: number) {
  const rows = await db
    .select(restrictionColumns)
    .from(userRestrictions)
    .innerJoin(users, eq(users.id, userRestrictions.userId))
    .innerJoin(properties, eq(properties.id, userRestrictions.propertyId))
    .where(and(eq(userRestrictions.companyId, companyId), eq(userRestrictions.userId, userId)))
    .orderBy(asc(properties.name), asc(userRestrictions.id));
  return rows as TRestrictionView[];
}

export async function findRestriction(db: TDbExecutor, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(userRestrictions)
    .where(and(eq(userRestrictions.companyId, companyId), eq(userRestrictions.id, id)));
  return row ?? null;
}

export async function deleteRestrictions(
  db: TDbExecutor,
  companyId: number,
  userId: number,
  propertyIds: number[],
) {
  if (propertyIds.length === 0) return;
  await db
    .delete(userRestrictions)
    .where(
      and(
        eq(userRestrictions.companyId, companyId),
        eq(userRestrictions.userId, userId),
        inArray(userRestrictions.propertyId, propertyIds),
      ),
    );
}

export async function deleteRestriction(db: TDbExecutor, companyId: number, id: number) {
  await db
    .delete(userRestrictions)
    .where(and(eq(userRestrictions.companyId, companyId), eq(userRestrictions.id, id)));
}

export async function insertRestrictions(db: TDbExecutor, rows: (typeof userRestrictions.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(userRestrictions).values(rows).onConflictDoNothing();
}
