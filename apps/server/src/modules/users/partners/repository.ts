import { companies, properties, type TDbExecutor, users, vendors } from '@sewa/db';
import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../../core/db-errors';

// The only ORM code of the partners: landlords and contractors (users rows the company created),
// sub-contractors (contractors under a main contractor) and vendors. Every read takes the owner it may
// see, so another company's id (or another contractor's worker) is simply not found (102).

export type TUserRow = typeof users.$inferSelect;
export type TVendorRow = typeof vendors.$inferSelect;
/** The company whose rows are seen; null: every company (admins). */
export type TPartnerOwner = { companyId: number | null };
export type TPartnerRole = 'landlord' | 'contractor';
export type TWindow = { limit: number; offset: number };

const live = isNull(users.deletedAt);
const ofCompany = (o: TPartnerOwner): SQL | undefined =>
  o.companyId === null ? undefined : eq(users.companyId, o.companyId);
/** Landlords, or main contractors (a sub-contractor belongs to its contractor, not to the list). */
const ofRole = (role: TPartnerRole): SQL | undefined =>
  role === 'landlord'
    ? eq(users.role, 'landlord')
    : and(eq(users.role, 'contractor'), isNull(users.parentUserId));

const searchOf = (search: string | undefined): SQL | undefined => {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    sql`${users.profile}->>'business_name' ilike ${pattern}`,
    digits.length >= 3 ? ilike(users.mobile, `%${digits}%`) : undefined,
  );
};

export type TPartnerFilter = { search?: string; companyId?: number; category?: string };

export type TPartnerListRow = TUserRow & { companyName: string | null; counted: number };

/**
 * A page of the company's landlords (with the number of properties they own) or main contractors (with
 * their sub-contractors), newest first.
 */
export async function listPartners(
  db: TDbExecutor,
  owner: TPartnerOwner,
  role: TPartnerRole,
  f: TPartnerFilter,
  page: TWindow,
): Promise<{ rows: TPartnerListRow[]; total: number }> {
  const where = and(
    live,
    ofRole(role),
    ofCompany(owner),
    f.companyId ? eq(users.companyId, f.companyId) : undefined,
    searchOf(f.search),
    f.category ? sql`${users.profile}->'work'->'categories' ? ${f.category}` : undefined,
  );
  const counted =
    role === 'landlord'
      ? sql<number>`(select count(*)::int from ${properties} where ${properties.landlordUserId} = ${users.id})`
      : sql<number>`(select count(*)::int from ${users} s where s.parent_user_id = ${users.id} and s.deleted_at is null)`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, companyName: companies.name, counted })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return {
    rows: rows.map((r) => ({ ...r.user, companyName: r.companyName, counted: Number(r.counted) })),
    total: total?.n ?? 0,
  };
}

/** One landlord or main contractor the owner may see, with its company's name. */
export async function findPartner(
  db: TDbExecutor,
  owner: TPartnerOwner,
  role: TPartnerRole,
  id: number,
): Promise<(TUserRow & { companyName: string | null }) | null> {
  const [row] = await db
    .select({ user: users, companyName: companies.name })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, id), live, ofRole(role), ofCompany(owner)));
  return row ? { ...row.user, companyName: row.companyName } : null;
}

/** Locks the row for a change (two saves of one record do not interleave). */
export async function lockUser(db: TDbExecutor, id: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
}

/** The properties a landlord owns (id, name, status), by name. */
export async function ownedProperties(db: TDbExecutor, landlordId: number) {
  return db
    .select({ id: properties.id, name: properties.name, status: properties.status })
    .from(properties)
    .where(eq(properties.landlordUserId, landlordId))
    .orderBy(asc(properties.name), asc(properties.id));
}

export async function countSubContractors(db: TDbExecutor, contractorId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.parentUserId, contractorId), eq(users.role, 'contractor'), live));
  return row?.n ?? 0;
}

/** The property form's owner choices: the company's landlords by name. */
export async function landlordOptions(db: TDbExecutor, companyId: number, limit: number) {
  return db
    .select({
      id: users.id,
      name: users.name,
      mobileCountryCode: users.mobileCountryCode,
      mobile: users.mobile,
      status: users.status,
    })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'landlord'), live))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

// ---- sub-contractors ----

const subOf = (contractorId: number) =>
  and(eq(users.parentUserId, contractorId), eq(users.role, 'contractor'), live);

export async function listSubContractors(
  db: TDbExecutor,
  contractorId: number,
  search: string | undefined,
  page: TWindow,
) {
  const where = and(subOf(contractorId), searchOf(search));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSubContractor(
  db: TDbExecutor,
  contractorId: number,
  id: number,
): Promise<TUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), subOf(contractorId)));
  return row ?? null;
}

// ---- vendors ----

const vendorOf = (companyId: number) => eq(vendors.companyId, companyId);

export async function listVendors(
  db: TDbExecutor,
  companyId: number,
  f: { search?: string; category?: string; includeArchived: boolean },
  page: TWindow,
) {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    vendorOf(companyId),
    f.includeArchived ? undefined : eq(vendors.status, 'active'),
    f.category ? eq(vendors.category, f.category) : undefined,
    pattern
      ? or(
          ilike(vendors.name, pattern),
          ilike(vendors.contactPerson, pattern),
          ilike(vendors.email, pattern),
          ilike(vendors.mobile, pattern),
          ilike(vendors.registrationNumber, pattern),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(vendors)
      .where(where)
      .orderBy(asc(vendors.name), asc(vendors.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(vendors).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findVendor(
  db: TDbExecutor,
  companyId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TVendorRow | null> {
  const query = db
    .select()
    .from(vendors)
    .where(and(vendorOf(companyId), eq(vendors.id, id)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertVendor(
  db: TDbExecutor,
  values: typeof vendors.$inferInsert,
): Promise<TVendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  return row!;
}

export async function updateVendor(
  db: TDbExecutor,
  companyId: number,
  id: number,
  values: Partial<typeof vendors.$inferInsert>,
): Promise<TVendorRow | null> {
  const [row] = await db
    .update(vendors)
    .set(values)
    .where(and(vendorOf(companyId), eq(vendors.id, id)))
    .returning();
  return row ?? null;
}
