import { admins, customRoles, type TDbExecutor, users } from '@sewa/db';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { TPrincipal } from '../../../realtime/hub';

// What an authenticated caller may reach, read once per call in one query (product §2.2 users/team):
// the account row, its custom role's keys and the properties it is restricted from.

export type TUserAccessRow = {
  user: typeof users.$inferSelect;
  rolePrivileges: string[] | null;
  restrictedPropertyIds: number[];
};

// Spelled out in full: drizzle leaves the columns of a single-table select unqualified.
const restrictedIds = sql<number[]>`coalesce((select json_agg(r.property_id) from user_restrictions r
  where r.user_id = users.id), '[]'::json)`;

export async function findUserAccess(db: TDbExecutor, userId: number): Promise<TUserAccessRow | undefined> {
  const [row] = await db
    .select({ user: users, rolePrivileges: customRoles.privileges, restrictedPropertyIds: restrictedIds })
    .from(users)
    .leftJoin(customRoles, eq(customRoles.id, users.customRoleId))
    .where(eq(users.id, userId));
  if (!row) return undefined;
  return {
    user: row.user,
    rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null,
    restrictedPropertyIds: (row.restrictedPropertyIds ?? []).map(Number),
  };
}

export type TAdminAccessRow = { admin: typeof admins.$inferSelect; rolePrivileges: string[] | null };

export async function findAdminAccess(
  db: TDbExecutor,
  adminId: number,
): Promise<TAdminAccessRow | undefined> {
  const [row] = await db
    .select({ admin: admins, rolePrivileges: customRoles.privileges })
    .from(admins)
    .leftJoin(customRoles, eq(customRoles.id, admins.customRoleId))
    .where(eq(admins.id, adminId));
  if (!row) return undefined;
  return { admin: row.admin, rolePrivileges: row.rolePrivileges ? [...row.rolePrivileges] : null };
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
