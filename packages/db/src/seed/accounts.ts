import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { admins, companies } from '../schema/index';
import { DEMO_HASH, ensureDemoUser, type TDemoUser } from './demo-users';

// Demo accounts (issue 3; README). Password Demo@12345 for all (DEMO_HASH). Keyed on stable identifiers
// (the admin's e-mail, the company's domain code, a user's mobile or e-mail); what users changed stays.
export const DEMO_PASSWORD = 'Demo@12345';
const TRIAL_DAYS = 14;

const key = () => randomBytes(24).toString('base64url');

async function ensureAdmin(db: TDb) {
  const [found] = await db.select().from(admins).where(sql`lower(${admins.email}) = 'admin@demo.my'`);
  if (found) return;
  await db
    .insert(admins)
    .values({
      name: 'Nurul Huda Ismail',
      email: 'admin@demo.my',
      passwordHash: DEMO_HASH,
      notificationKey: key(),
    })
    .onConflictDoNothing();
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
    .onConflictDoNothing()
    .returning();
  return row;
}

/** A demo login: found by its mobile or e-mail, else created with the demo password. */
const ensureUser = async (db: TDb, values: Omit<TDemoUser, 'passwordHash'>) =>
  (await ensureDemoUser(db, { ...values, passwordHash: DEMO_HASH })).row;

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
    companyId: company?.id ?? null,
    profile: { position: 'Managing Director', country: 'MY' },
  });
  if (company && operator && company.ownerUserId !== operator.id && operator.companyId === company.id) {
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
    companyId: company?.id ?? null,
    profile: { gender: 10, race: 10, nationality: 'MY', bank_name: 'Public Bank', country: 'MY' },
  });
  await ensureUser(db, {
    role: 'contractor',
    name: 'Rajesh Kumar',
    mobileCountryCode: '60',
    mobile: '143456789',
    companyId: company?.id ?? null,
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
