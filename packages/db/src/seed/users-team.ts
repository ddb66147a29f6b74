import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { companies, customRoles, users } from '../schema/index';

// Demo team of the demo company (issue 9; product §2.2 users/team): a "Property Staff" role and one
// sub-operator holding it. Keyed on stable identifiers (the role's name in the company, the member's
// e-mail); rows that exist are left as they are, so what a user changed survives a restart.

// The demo password's hash (Demo@12345), as in ./accounts.
const DEMO_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';
const key = () => randomBytes(24).toString('base64url');

export const DEMO_ROLE_NAME = 'Property Staff';
export const DEMO_STAFF_EMAIL = 'staff@demo.my';
const DEMO_ROLE_PRIVILEGES = [
  'dashboard',
  'rental-booking',
  'properties',
  'properties/live-properties',
  'properties/booking-setting',
  'tenancy',
  'users/tenant',
];

/** Demo team (issue 9). Idempotent: keyed on stable identifiers, leaves alone what users changed. */
export async function seedTeam(db: TDb): Promise<string[]> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company?.ownerUserId) return [];
  const role = await ensureRole(db, company.id);
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${DEMO_STAFF_EMAIL}`);
  if (!found) {
    await db.insert(users).values({
      role: 'operator',
      name: 'Nur Farhana Zulkifli',
      email: DEMO_STAFF_EMAIL,
      mobileCountryCode: '60',
      mobile: '123987655',
      passwordHash: DEMO_HASH,
      emailVerifiedAt: new Date(),
      companyId: company.id,
      parentUserId: company.ownerUserId,
      customRoleId: role.id,
      notificationKey: key(),
      profile: { position: 'Property Executive', country: 'MY' },
    });
  }
  return [`sub-operator ${DEMO_STAFF_EMAIL}      → /user/login (role "${DEMO_ROLE_NAME}")`];
}

async function ensureRole(db: TDb, companyId: number) {
  const [found] = await db
    .select()
    .from(customRoles)
    .where(
      and(
        eq(customRoles.audience, 'operator'),
        eq(customRoles.companyId, companyId),
        sql`lower(${customRoles.name}) = ${DEMO_ROLE_NAME.toLowerCase()}`,
      ),
    );
  if (found) return found;
  const [row] = await db
    .insert(customRoles)
    .values({ audience: 'operator', companyId, name: DEMO_ROLE_NAME, privileges: DEMO_ROLE_PRIVILEGES })
    .returning();
  return row!;
}
