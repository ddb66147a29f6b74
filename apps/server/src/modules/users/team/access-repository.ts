import { admins, companies, customRoles, sessions, type TDb, type TDbExecutor, users } from '@sewa/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import { preparedPerDatabase } from '../../../core/prepared';
import type { TPrincipal } from '../../../realtime/hub';

// What an authenticated caller may reach, read once per call in one statement from the token's hash
// (product §2.2 users/team): the session, the account row, its custom role's keys, the properties it is
// restricted from and (users) the company the profile shows; a named prepared statement per database
// handle (core/prepared.ts).

type TSessionState = Pick<typeof sessions.$inferSelect, 'id' | 'expiresAt' | 'revokedAt'>;
/** The company fields a user's session profile shows (`user_info`). */
export type TAccessCompany = Pick<
  typeof companies.$inferSelect,
  'name' | 'domainCode' | 'ownerUserId' | 'trialEndsAt'
>;

export type TUserAccessRow = {
  session: TSessionState;
  user: typeof users.$inferSelect;
  rolePrivileges: string[] | null;
  restrictedPropertyIds: number[];
  company: TAccessCompany | null;
};

export type TAdminAccessRow = {
  session: TSessionState;
  admin: typeof admins.$inferSelect;
  rolePrivileges: string[] | null;
};

const sessionState = { id: sessions.id, expiresAt: sessions.expiresAt, revokedAt: sessions.revokedAt };
const byTokenHash = eq(sessions.tokenHash, sql.placeholder('tokenHash'));

// Spelled out in full: drizzle leaves the columns of the joined tables qualified by their table names.
const restrictedIds = sql<number[]>`coalesce((select json_agg(r.property_id) from user_restrictions r
  where r.user_id = users.id), '[]'::json)`;

const userAccessStatement = (db: TDb) =>
  db
    .select({
      session: sessionState,
      user: users,
      rolePrivileges: customRoles.privileges,
      restrictedPropertyIds: restrictedIds,
      company: {
        name: companies.name,
        domainCode: companies.domainCode,
        ownerUserId: companies.ownerUserId,
        trialEndsAt: companies.trialEndsAt,
      },
    })
    .from(sessions)
    .innerJoin(users, and(eq(sessions.principalKind, 'user'), eq(users.id, sessions.principalId)))
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(byTokenHash)
    .prepare('sewa_user_access');

const adminAccessStatement = (db: TDb) =>
  db
    .select({ session: sessionState, admin: admins, rolePrivileges: customRoles.privileges })
    .from(sessions)
    .innerJoin(admins, and(eq(sessions.principalKind, 'admin'), eq(admins.id, sessions.principalId)))
    .leftJoin(customRoles, eq(customRoles.id, admins.customRoleId))
    .where(byTokenHash)
    .prepare('sewa_admin_access');

const userAccess = preparedPerDatabase(userAccessStatement);
const adminAccess = preparedPerDatabase(adminAccessStatement);

/** The user session a token's hash names, live or not, with its account (undefined: no such session). */
export async function findUserAccessByTokenHash(
  db: TDb,
  tokenHash: string,
): Promise<TUserAccessRow | undefined> {
  const [row] = await userAccess(db).execute({ tokenHash });
  if (!row) return undefined;
  return {
    ...row,
    rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null,
    restrictedPropertyIds: (row.restrictedPropertyIds ?? []).map(Number),
  };
}

/** The admin session a token's hash names, live or not, with its account (undefined: no such session). */
export async function findAdminAccessByTokenHash(
  db: TDb,
  tokenHash: string,
): Promise<TAdminAccessRow | undefined> {
  const [row] = await adminAccess(db).execute({ tokenHash });
  if (!row) return undefined;
  return { ...row, rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null };
}

/** Adds a property to a sub-operator's managed list (the ones it creates stay within its reach). */
export async function addManagedProperty(db: TDbExecutor, userId: number, propertyId: number): Promise<void> {
  await db
    .update(users)
    .set({
      managedPropertyIds: sql`coalesce(${users.managedPropertyIds}, '[]'::jsonb) || ${JSON.stringify([propertyId])}::jsonb`,
    })
    .where(eq(users.id, userId));
}

/** Everyone holding the role now: its sub-operators or sub-admins (deleted accounts left out). */
export async function roleMembers(db: TDbExecutor, roleId: number): Promise<TPrincipal[]> {
  const [members, subAdmins] = await Promise.all([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.customRoleId, roleId), ne(users.status, 'deleted'))),
    db.select({ id: admins.id }).from(admins).where(eq(admins.customRoleId, roleId)),
  ]);
  return [
    ...members.map((m) => ({ kind: 'user' as const, id: m.id })),
    ...subAdmins.map((a) => ({ kind: 'admin' as const, id: a.id })),
  ];
}
