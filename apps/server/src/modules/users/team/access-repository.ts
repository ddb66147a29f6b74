import { admins, companies, customRoles, sessions, type TDb, type TDbExecutor, users } from '@sewa/db';
import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import { batchedPerDatabase } from '../../../core/batched';
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

const userAccessColumns = {
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
};

const userAccessFrom = (db: TDb, tokenHashes: SQL) =>
  db
    .select({ ...userAccessColumns, tokenHash: sessions.tokenHash })
    .from(sessions)
    .innerJoin(users, and(eq(sessions.principalKind, 'user'), eq(users.id, sessions.principalId)))
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(tokenHashes);

const adminAccessFrom = (db: TDb, tokenHashes: SQL) =>
  db
    .select({
      session: sessionState,
      admin: admins,
      rolePrivileges: customRoles.privileges,
      tokenHash: sessions.tokenHash,
    })
    .from(sessions)
    .innerJoin(admins, and(eq(sessions.principalKind, 'admin'), eq(admins.id, sessions.principalId)))
    .leftJoin(customRoles, eq(customRoles.id, admins.customRoleId))
    .where(tokenHashes);

// Several hashes as one JSON text parameter (the same on PostgreSQL and PGlite, as the replay claims).
const anyTokenHash = sql`${sessions.tokenHash} in (select json_array_elements_text(${sql.placeholder('tokenHashes')}::json))`;

const userAccess = preparedPerDatabase((db: TDb) =>
  userAccessFrom(db, byTokenHash).prepare('sewa_user_access'),
);
const usersAccess = preparedPerDatabase((db: TDb) =>
  userAccessFrom(db, anyTokenHash).prepare('sewa_users_access'),
);
const adminAccess = preparedPerDatabase((db: TDb) =>
  adminAccessFrom(db, byTokenHash).prepare('sewa_admin_access'),
);
const adminsAccess = preparedPerDatabase((db: TDb) =>
  adminAccessFrom(db, anyTokenHash).prepare('sewa_admins_access'),
);

type TUserAccessResult = Awaited<ReturnType<ReturnType<typeof userAccess>['execute']>>[number];
type TAdminAccessResult = Awaited<ReturnType<ReturnType<typeof adminAccess>['execute']>>[number];

const byHash = <T extends { tokenHash: string }>(rows: T[]) => new Map(rows.map((r) => [r.tokenHash, r]));

// Every authenticated call reads its session: under load, the lookups that arrive while two statements run
// go together in the next one (core/batched.ts), so a busy server sends a fraction of a statement per call
// (issue 15, ADR 0015). One client: one prepared statement per call, at once.
const MAX_IN_FLIGHT = 2;
const lookUpUser = batchedPerDatabase<TDb, TUserAccessResult>({
  maxInFlight: MAX_IN_FLIGHT,
  one: async (db, tokenHash) => (await userAccess(db).execute({ tokenHash }))[0],
  many: async (db, hashes) => byHash(await usersAccess(db).execute({ tokenHashes: JSON.stringify(hashes) })),
});
const lookUpAdmin = batchedPerDatabase<TDb, TAdminAccessResult>({
  maxInFlight: MAX_IN_FLIGHT,
  one: async (db, tokenHash) => (await adminAccess(db).execute({ tokenHash }))[0],
  many: async (db, hashes) => byHash(await adminsAccess(db).execute({ tokenHashes: JSON.stringify(hashes) })),
});

/** The user session a token's hash names, live or not, with its account (undefined: no such session). */
export async function findUserAccessByTokenHash(
  db: TDb,
  tokenHash: string,
): Promise<TUserAccessRow | undefined> {
  const row = await lookUpUser(db, tokenHash);
  if (!row) return undefined;
  const { tokenHash: _, ...access } = row;
  return {
    ...access,
    rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null,
    restrictedPropertyIds: (row.restrictedPropertyIds ?? []).map(Number),
  };
}

/** The admin session a token's hash names, live or not, with its account (undefined: no such session). */
export async function findAdminAccessByTokenHash(
  db: TDb,
  tokenHash: string,
): Promise<TAdminAccessRow | undefined> {
  const row = await lookUpAdmin(db, tokenHash);
  if (!row) return undefined;
  const { tokenHash: _, ...access } = row;
  return { ...access, rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null };
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
