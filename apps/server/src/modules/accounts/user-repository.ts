import { admins, customRoles, type TDbExecutor, users } from '@sewa/db';
import { and, eq, ne, sql } from 'drizzle-orm';

export type TUserRow = typeof users.$inferSelect;
export type TAdminRow = typeof admins.$inferSelect;

const lowerEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function findUserById(db: TDbExecutor, id: number): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** A live (not deleted) account of that role with that e-mail. */
export async function findUserByEmail(db: TDbExecutor, role: string, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(lowerEmail(email), eq(users.role, role), ne(users.status, 'deleted')));
  return row;
}

export async function findUserByMobile(db: TDbExecutor, role: string, countryCode: string, national: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, role),
        eq(users.mobileCountryCode, countryCode),
        eq(users.mobile, national),
        ne(users.status, 'deleted'),
      ),
    );
  return row;
}

/** E-mail addresses are unique across every user account (users_email_uq). */
export async function isEmailTaken(db: TDbExecutor, email: string, exceptUserId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(lowerEmail(email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Mobile numbers are unique per role (users_mobile_uq): the same person may be tenant and landlord. */
export async function isMobileTaken(
  db: TDbExecutor,
  role: string,
  countryCode: string,
  national: string,
  exceptUserId?: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, role),
        eq(users.mobileCountryCode, countryCode),
        eq(users.mobile, national),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertUser(db: TDbExecutor, values: typeof users.$inferInsert): Promise<TUserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<TUserRow> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function findAdminByEmail(db: TDbExecutor, email: string): Promise<TAdminRow | undefined> {
  const [row] = await db.select().from(admins).where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAdminById(db: TDbExecutor, id: number): Promise<TAdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

export async function isAdminEmailTaken(db: TDbExecutor, email: string, exceptId?: number): Promise<boolean> {
  const rows = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        sql`lower(${admins.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(admins.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateAdmin(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof admins.$inferInsert>,
): Promise<TAdminRow> {
  const [row] = await db.update(admins).set(values).where(eq(admins.id, id)).returning();
  return row!;
}

/** The privilege keys of an operator team member's custom role (undefined when the role is gone). */
export async function findCustomRolePrivileges(
  db: TDbExecutor,
  roleId: number,
): Promise<string[] | undefined> {
  const [row] = await db
    .select({ privileges: customRoles.privileges })
    .from(customRoles)
    .where(eq(customRoles.id, roleId));
  return row ? [...row.privileges] : undefined;
}
