import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { companies, customRoles } from '../schema/index';
import { DEMO_HASH, ensureDemoUser } from './demo-users';

// Demo team of the demo company (issue 9; product §2.2 users/team): a "Property Staff" role and one
// sub-operator holding it. Keyed on stable identifiers (the role's name in the company, the member's
// e-mail); rows that exist are left as they are, so what a user changed survives a restart.

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
  await ensureDemoUser(db, {
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
    profile: { position: 'Property Executive', country: 'MY' },
  });
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
