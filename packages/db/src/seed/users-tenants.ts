import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { companies, companyTenants, tenantRatings, users } from '../schema/index';
import { ensureDemoUser } from './demo-users';

// Demo tenants (issue 9): the demo tenant (who booked online, with one rating to see and dispute) and
// three tenants the operator added for offline tenancies. Idempotent: keyed on stable mobiles; an
// account, link or rating that exists is left as it is, whatever users changed since.

const OFFLINE_TENANTS = [
  {
    name: 'Tan Mei Ling',
    mobile: '162345601',
    email: 'meiling.tan@demo.my',
    profile: {
      gender: 20,
      race: 10,
      date_of_birth: '1994-03-12',
      nationality: 'MY',
      id_type: 'nric',
      id_number: '940312-14-5566',
      occupation: 'Accountant',
      emergency_contact_name: 'Tan Ah Kow',
      emergency_contact_mobile: '0123344556',
      emergency_contact_relationship: 'Father',
    },
  },
  {
    name: 'Muhammad Hafiz bin Osman',
    mobile: '162345602',
    email: null,
    profile: {
      gender: 10,
      race: 20,
      date_of_birth: '1998-07-01',
      nationality: 'MY',
      id_type: 'nric',
      id_number: '980701-10-1234',
      occupation: 'Software developer',
    },
  },
  {
    name: 'Priya Devi',
    mobile: '162345603',
    email: null,
    profile: {
      gender: 20,
      race: 30,
      date_of_birth: '1990-11-23',
      nationality: 'IN',
      id_type: 'passport',
      id_number: 'P1234567',
      occupation: 'Nurse',
    },
  },
];

async function findTenant(db: TDb, mobile: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, 'tenant'), eq(users.mobileCountryCode, '60'), eq(users.mobile, mobile)));
  return row;
}

export async function seedTenants(db: TDb): Promise<void> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company?.ownerUserId) return;
  const operatorId = company.ownerUserId;

  for (const t of OFFLINE_TENANTS) {
    const { row: user } = await ensureDemoUser(db, {
      role: 'tenant',
      name: t.name,
      email: t.email,
      mobileCountryCode: '60',
      mobile: t.mobile,
      companyId: company.id,
      profile: t.profile,
    });
    if (!user) continue;
    await db
      .insert(companyTenants)
      .values({ companyId: company.id, userId: user.id, source: 'operator', createdByUserId: operatorId })
      .onConflictDoNothing();
  }

  // The demo tenant login booked online; the demo company rated it once.
  const demoTenant = await findTenant(db, '123456789');
  if (!demoTenant) return;
  await db
    .insert(companyTenants)
    .values({ companyId: company.id, userId: demoTenant.id, source: 'booking' })
    .onConflictDoNothing();
  const [rated] = await db
    .select({ id: tenantRatings.id })
    .from(tenantRatings)
    .where(and(eq(tenantRatings.companyId, company.id), eq(tenantRatings.tenantUserId, demoTenant.id)))
    .limit(1);
  if (!rated) {
    await db.insert(tenantRatings).values({
      companyId: company.id,
      tenantUserId: demoTenant.id,
      ratedByUserId: operatorId,
      payment: 5,
      careOfProperty: 4,
      communication: 4,
      comment: 'Always paid on time and kept the room tidy.',
    });
  }
}
