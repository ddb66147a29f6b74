import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { admins, companies, users } from '../schema/index';

// Demo accounts (issue 3; README). Password Demo@12345 for all. The argon2id hash is precomputed so the
// db package needs no hashing library; the server verifies it like any other.
export const DEMO_PASSWORD = 'Demo@12345';
const DEMO_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$bB9sizLq47qVQiud5WBo0A$+qTDrjdF+k+Xwr4BjMq3s/dv6FpS3Utnp6rWbHVNdnM';
const TRIAL_DAYS = 14;

const key = () => randomBytes(24).toString('base64url');

async function ensureAdmin(db: TDb) {
  const [found] = await db.select().from(admins).where(sql`lower(${admins.email}) = 'admin@demo.my'`);
  if (found) return found;
  const [row] = await db
    .insert(admins)
    .values({
      name: 'Nurul Huda Ismail',
      email: 'admin@demo.my',
      passwordHash: DEMO_HASH,
      notificationKey: key(),
    })
    .returning();
  return row!;
}

async function ensureCompany(db: TDb) {
  const [found] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (found) return found;
  const now = new Date();
  const [row] = await db
    .insert(companies)
    .values({
      name: 'Demo Properties Sdn Bhd',
      friendlyName: 'Demo Properties',
      rocNumber: '201901012345',
      domainCode: 'demo',
      trialStartsAt: now,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      personInChargeName: 'Lim Wei Jie',
      personInChargeMobileCountryCode: '60',
      personInChargeMobile: '123987654',
      personInChargeEmail: 'operator@demo.my',
      addressLine1: 'Level 12, Menara Demo, Jalan Sultan Ismail',
      postcode: '50250',
      city: 'Kuala Lumpur',
      state: 'Wilayah Persekutuan Kuala Lumpur',
      country: 'MY',
      bankName: 'Maybank',
      bankAccountName: 'Demo Properties Sdn Bhd',
      bankAccountNumber: '514012345678',
      defaultTaxMode: 'none',
    })
    .returning();
  return row!;
}

type TDemoUser = Omit<typeof users.$inferInsert, 'notificationKey' | 'passwordHash'>;

async function ensureUser(db: TDb, values: TDemoUser) {
  const where = values.email
    ? sql`lower(${users.email}) = ${values.email}`
    : and(
        eq(users.role, values.role),
        eq(users.mobileCountryCode, values.mobileCountryCode!),
        eq(users.mobile, values.mobile!),
      );
  const [found] = await db.select().from(users).where(where);
  if (found) return found;
  const [row] = await db
    .insert(users)
    .values({ ...values, passwordHash: DEMO_HASH, notificationKey: key() })
    .returning();
  return row!;
}

/** Admin, operator (owner of the demo company), tenant, landlord and contractor. Idempotent. */
export async function seedAccounts(db: TDb): Promise<string[]> {
  await ensureAdmin(db);
  const company = await ensureCompany(db);
  const now = new Date();
  const operator = await ensureUser(db, {
    role: 'operator',
    name: 'Lim Wei Jie',
    email: 'operator@demo.my',
    mobileCountryCode: '60',
    mobile: '123987654',
    emailVerifiedAt: now,
    companyId: company.id,
    profile: { position: 'Managing Director', country: 'MY' },
  });
  if (company.ownerUserId !== operator.id) {
    await db.update(companies).set({ ownerUserId: operator.id }).where(eq(companies.id, company.id));
  }
  await ensureUser(db, {
    role: 'tenant',
    name: 'Aisyah Rahman',
    email: 'aisyah.rahman@demo.my',
    mobileCountryCode: '60',
    mobile: '123456789',
    emailVerifiedAt: now,
    profile: {
      gender: 20,
      race: 20,
      nationality: 'MY',
      city: 'Petaling Jaya',
      state: 'Selangor',
      country: 'MY',
    },
  });
  await ensureUser(db, {
    role: 'landlord',
    name: 'Tan Chee Keong',
    mobileCountryCode: '60',
    mobile: '133456789',
    companyId: company.id,
    profile: { gender: 10, race: 10, nationality: 'MY', bank_name: 'Public Bank', country: 'MY' },
  });
  await ensureUser(db, {
    role: 'contractor',
    name: 'Rajesh Kumar',
    mobileCountryCode: '60',
    mobile: '143456789',
    companyId: company.id,
    profile: { business_name: 'RK Aircond & Plumbing Services', country: 'MY' },
  });
  return [
    'admin       admin@demo.my       → /admin/login',
    'operator    operator@demo.my    → /user/login',
    'tenant      60 123456789        → /login',
    'landlord    60 133456789        → /user/login',
    'contractor  60 143456789        → /user/login',
  ];
}
