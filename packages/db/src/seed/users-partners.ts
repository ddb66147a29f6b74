import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { companies, users, vendors } from '../schema/index';
import { DEMO_HASH, ensureDemoUser } from './demo-users';

// Demo partners of the demo company (issue 9; product §2.2 users): two landlords (Tan Chee Keong of the
// accounts seed, who owns demo properties, and a second one), two contractors with categories of work
// (Rajesh Kumar of the accounts seed and a second one) and a sub-contractor, and one vendor. Keyed on
// stable identifiers (role + mobile or e-mail, the vendor's name in the company); a row that exists is left as it
// is, except that a seeded account missing its partner details gets them once (never overwriting a value).

const work = (
  kind: 'company' | 'person',
  categories: string[],
  subCategories: string[],
  states: string[],
) => ({
  kind,
  categories,
  sub_categories: subCategories,
  service_states: states,
  service_cities: [],
});

type TPartner = {
  role: 'landlord' | 'contractor';
  name: string;
  mobile: string;
  email?: string;
  profile: Record<string, unknown>;
  parentMobile?: string;
};

const PARTNERS: TPartner[] = [
  {
    role: 'landlord',
    name: 'Tan Chee Keong',
    mobile: '133456789',
    profile: {
      id_type: 'nric',
      id_number: '700512-10-5523',
      address_line1: '18 Jalan SS2/24',
      postcode: '47300',
      city: 'Petaling Jaya',
      state: 'Selangor',
      bank_name: 'Public Bank',
      bank_account_name: 'Tan Chee Keong',
      bank_account_number: '3187654321',
    },
  },
  {
    role: 'landlord',
    name: 'Siti Aminah binti Yusof',
    mobile: '133456790',
    email: 'siti.aminah.landlord@demo.my',
    profile: {
      nationality: 'MY',
      id_type: 'nric',
      id_number: '820304-14-6612',
      address_line1: '7 Jalan Wangsa 2/3, Wangsa Maju',
      postcode: '53300',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
      country: 'MY',
      bank_name: 'Maybank',
      bank_account_name: 'Siti Aminah binti Yusof',
      bank_account_number: '514298765432',
    },
  },
  {
    role: 'contractor',
    name: 'Rajesh Kumar',
    mobile: '143456789',
    profile: {
      business_name: 'RK Aircond & Plumbing Services',
      bank_name: 'CIMB Bank',
      bank_account_name: 'RK Aircond & Plumbing Services',
      bank_account_number: '8007654321',
      work: work(
        'company',
        ['air-conditioning', 'plumbing'],
        ['aircon-service', 'aircon-repair', 'plumbing-leak'],
        ['Kuala Lumpur', 'Selangor'],
      ),
    },
  },
  {
    role: 'contractor',
    name: 'Wong Kah Meng',
    mobile: '143456790',
    email: 'wong.kahmeng.contractor@demo.my',
    profile: {
      nationality: 'MY',
      bank_name: 'Hong Leong Bank',
      bank_account_name: 'Wong Kah Meng',
      bank_account_number: '22500123456',
      work: work('person', ['electrical', 'appliances'], [], ['Penang']),
    },
  },
  {
    role: 'contractor',
    name: 'Muthu a/l Rajan',
    mobile: '143456791',
    parentMobile: '143456789',
    profile: { work: work('person', ['air-conditioning'], ['aircon-service'], ['Kuala Lumpur', 'Selangor']) },
  },
];

const findByMobile = async (db: TDb, role: string, mobile: string) => {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.role, role), eq(users.mobileCountryCode, '60'), eq(users.mobile, mobile)));
  return row;
};

export async function seedPartners(db: TDb): Promise<void> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return;
  for (const p of PARTNERS) {
    const parent = p.parentMobile ? await findByMobile(db, 'contractor', p.parentMobile) : undefined;
    const { row: found, isNew } = await ensureDemoUser(db, {
      role: p.role,
      name: p.name,
      email: p.email ?? null,
      mobileCountryCode: '60',
      mobile: p.mobile,
      passwordHash: DEMO_HASH,
      companyId: company.id,
      parentUserId: parent?.id ?? null,
      profile: p.profile,
    });
    if (!found || isNew) continue;
    // Details a seeded account lacks are filled in once; anything already there (or edited) stays.
    const stored = found.profile ?? {};
    const missing = Object.entries(p.profile).filter(([k]) => stored[k] === undefined);
    if (missing.length && found.companyId === company.id)
      await db
        .update(users)
        .set({ profile: { ...Object.fromEntries(missing), ...stored } })
        .where(eq(users.id, found.id));
  }
  const [vendor] = await db
    .select({ id: vendors.id })
    .from(vendors)
    .where(and(eq(vendors.companyId, company.id), eq(vendors.name, 'Syarikat Bekalan Maju')));
  if (!vendor)
    await db.insert(vendors).values({
      companyId: company.id,
      name: 'Syarikat Bekalan Maju',
      contactPerson: 'Encik Rahman bin Osman',
      email: 'sales@bekalanmaju.my',
      mobileCountryCode: '60',
      mobile: '192345678',
      category: 'supplies',
      registrationNumber: '200801023456',
      address: '12 Jalan Perusahaan 3, Shah Alam, Selangor',
      bankName: 'RHB Bank',
      bankAccountName: 'Syarikat Bekalan Maju',
      bankAccountNumber: '21245600012345',
      notes: 'Plumbing and electrical parts. 30 days credit.',
    });
}
