import {
  agreementSignatures,
  agreementSignLinks,
  agreements,
  agreementTemplates,
  companies,
  properties,
  rooms,
  type TDbExecutor,
  tenancies,
  units,
  users,
} from '@sewa/db';
import { DEFAULT_TEMPLATES, type TAgreementTab } from '@sewa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { escapeLike } from '../../core/db-errors';
import { landlordPropertyWhere, type TScope } from '../../core/scope';

// Agreements' rows (ADR 0022): templates, agreements and PMAs, signatures. The only file of the module
// that touches Drizzle. Every read of an agreement takes the caller's scope: the company (within a
// sub-operator's property reach), the tenant of its tenancy, the landlord of its property, admins.
// Tenants and landlords never see drafts.

export type TTemplateRecord = typeof agreementTemplates.$inferSelect;
export type TAgreementRecord = typeof agreements.$inferSelect;
export type TNewAgreement = typeof agreements.$inferInsert;
export type TSignatureRecord = typeof agreementSignatures.$inferSelect;

// ---- templates ----

/** Templates a caller reads: the defaults and, for a company, its own; admins the defaults. */
function templateReadWhere(scope: TScope): SQL | undefined {
  const notDeleted = isNull(agreementTemplates.deletedAt);
  if (scope.kind === 'company')
    return and(
      notDeleted,
      or(isNull(agreementTemplates.companyId), eq(agreementTemplates.companyId, scope.companyId)),
    );
  if (scope.kind === 'admin') return and(notDeleted, isNull(agreementTemplates.companyId));
  return sql`false`;
}

/** Templates a caller changes: a company its own, admins the defaults. */
function templateWriteWhere(scope: TScope): SQL | undefined {
  const notDeleted = isNull(agreementTemplates.deletedAt);
  if (scope.kind === 'company') return and(notDeleted, eq(agreementTemplates.companyId, scope.companyId));
  if (scope.kind === 'admin') return and(notDeleted, isNull(agreementTemplates.companyId));
  return sql`false`;
}

export async function findTemplate(db: TDbExecutor, scope: TScope, id: number, forWrite = false) {
  const [row] = await db
    .select()
    .from(agreementTemplates)
    .where(
      and(eq(agreementTemplates.id, id), forWrite ? templateWriteWhere(scope) : templateReadWhere(scope)),
    );
  return row ?? null;
}

export async function listTemplates(
  db: TDbExecutor,
  scope: TScope,
  f: { kind?: string; origin?: 'default' | 'own' },
  page: { limit: number; offset: number },
) {
  const where = and(
    templateReadWhere(scope),
    f.kind ? eq(agreementTemplates.kind, f.kind) : undefined,
    f.origin === 'default' ? isNull(agreementTemplates.companyId) : undefined,
    f.origin === 'own' ? sql`${agreementTemplates.companyId} is not null` : undefined,
  );
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(agreementTemplates)
      .where(where)
      .orderBy(
        sql`${agreementTemplates.companyId} is null`,
        desc(agreementTemplates.updatedAt),
        desc(agreementTemplates.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(agreementTemplates).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertTemplate(db: TDbExecutor, values: typeof agreementTemplates.$inferInsert) {
  const [row] = await db.insert(agreementTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(db: TDbExecutor, id: number, values: Partial<TTemplateRecord>) {
  const [row] = await db
    .update(agreementTemplates)
    .set(values)
    .where(eq(agreementTemplates.id, id))
    .returning();
  return row!;
}

/** The platform's default templates, written once each (by seed key); safe on every start. */
export async function ensureDefaultTemplates(db: TDbExecutor, at: Date) {
  await db
    .insert(agreementTemplates)
    .values(
      DEFAULT_TEMPLATES.map((t) => ({
        companyId: null,
        kind: t.kind,
        name: t.name,
        language: t.language,
        body: t.body,
        seedKey: t.seed_key,
        createdAt: at,
        updatedAt: at,
      })),
    )
    .onConflictDoNothing({ target: agreementTemplates.seedKey });
}

// ---- agreements ----

const tenant = alias(users, 'agreement_tenant');
const landlord = alias(users, 'agreement_landlord');

/** Who sees an agreement (see the file's comment). */
export function agreementScopeWhere(scope: TScope): SQL | undefined {
  const sent = ne(agreements.status, 'draft');
  switch (scope.kind) {
    case 'admin':
      return undefined;
    case 'company':
      return and(
        eq(agreements.companyId, scope.companyId),
        scope.propertyIds ? inArray(agreements.propertyId, scope.propertyIds) : undefined,
        scope.excludedPropertyIds?.length
          ? notInArray(agreements.propertyId, scope.excludedPropertyIds)
          : undefined,
      );
    case 'tenant':
      return and(
        sent,
        sql`${agreements.tenancyId} in (select t.id from tenancies t where t.tenant_user_id = ${scope.userId})`,
      );
    case 'landlord':
      return and(sent, landlordPropertyWhere(agreements.propertyId, scope.userId));
    default:
      return sql`false`;
  }
}

/** Whether `fileId` is the stamp certificate of an agreement within the caller's scope. */
export async function isStampCertificateInScope(db: TDbExecutor, scope: TScope, fileId: number) {
  const [row] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.stampCertificateFileId, fileId), agreementScopeWhere(scope)))
    .limit(1);
  return row !== undefined;
}

/** The agreement of `kind` within the caller's scope, or null (102). */
export async function findAgreement(
  db: TDbExecutor,
  scope: TScope,
  id: number,
  lock = false,
  kind: 'tenancy' | 'pma' = 'tenancy',
) {
  const q = db
    .select()
    .from(agreements)
    .where(and(eq(agreements.id, id), eq(agreements.kind, kind), agreementScopeWhere(scope)));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertAgreement(db: TDbExecutor, values: TNewAgreement) {
  const [row] = await db.insert(agreements).values(values).returning();
  return row!;
}

export async function updateAgreement(db: TDbExecutor, id: number, values: Partial<TNewAgreement>) {
  const [row] = await db.update(agreements).set(values).where(eq(agreements.id, id)).returning();
  return row!;
}

export async function deleteAgreementRow(db: TDbExecutor, id: number) {
  await db.delete(agreements).where(eq(agreements.id, id));
}

export async function findReissue(db: TDbExecutor, id: number) {
  const [row] = await db
    .select({ id: agreements.id })
    .from(agreements)
    .where(eq(agreements.reissuedFromId, id));
  return row?.id ?? null;
}

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;
const mobileOf = (u: { mobile: AnyPgColumn; mobileCountryCode: AnyPgColumn }) =>
  sql<
    string | null
  >`case when ${u.mobile} is null then null else '+' || coalesce(${u.mobileCountryCode}, '60') || ${u.mobile} end`;

const rowColumns = {
  agreement: agreements,
  companyName,
  propertyName: properties.name,
  tenancyCode: tenancies.code,
  tenantName: tenant.name,
  tenantUserId: tenant.id,
  landlordName: landlord.name,
  landlordUserId: landlord.id,
};

const rowQuery = (db: TDbExecutor) =>
  db
    .select(rowColumns)
    .from(agreements)
    .innerJoin(companies, eq(companies.id, agreements.companyId))
    .innerJoin(properties, eq(properties.id, agreements.propertyId))
    .leftJoin(tenancies, eq(tenancies.id, agreements.tenancyId))
    .leftJoin(tenant, eq(tenant.id, tenancies.tenantUserId))
    .leftJoin(landlord, eq(landlord.id, properties.landlordUserId));

export type TAgreementRow = Awaited<ReturnType<typeof findAgreementRow>>;

export async function findAgreementRow(db: TDbExecutor, id: number) {
  const [row] = await rowQuery(db).where(eq(agreements.id, id));
  return row!;
}

const TAB_STATUSES: Record<Exclude<TAgreementTab, 'all'>, string> = {
  draft: 'draft',
  pending_signatures: 'pending_signatures',
  signed: 'signed',
  stamped: 'stamped',
  void: 'void',
};

export async function listAgreementRows(
  db: TDbExecutor,
  scope: TScope,
  f: { kind: 'tenancy' | 'pma'; tab: TAgreementTab; tenancyId?: number; companyId?: number; search?: string },
  page: { limit: number; offset: number },
) {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    agreementScopeWhere(scope),
    eq(agreements.kind, f.kind),
    f.tab !== 'all' ? eq(agreements.status, TAB_STATUSES[f.tab]) : undefined,
    f.tenancyId ? eq(agreements.tenancyId, f.tenancyId) : undefined,
    f.companyId ? eq(agreements.companyId, f.companyId) : undefined,
    term
      ? or(
          ilike(agreements.reference, term),
          ilike(agreements.title, term),
          ilike(properties.name, term),
          ilike(tenant.name, term),
          ilike(landlord.name, term),
        )
      : undefined,
  );
  const [items, [total]] = await Promise.all([
    rowQuery(db)
      .where(where)
      .orderBy(desc(agreements.updatedAt), desc(agreements.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(agreements)
      .innerJoin(properties, eq(properties.id, agreements.propertyId))
      .leftJoin(tenancies, eq(tenancies.id, agreements.tenancyId))
      .leftJoin(tenant, eq(tenant.id, tenancies.tenantUserId))
      .leftJoin(landlord, eq(landlord.id, properties.landlordUserId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Signature counts of several agreements at once (the lists' e-sign status). */
export async function signatureCounts(db: TDbExecutor, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agreementSignatures.agreementId, n: count() })
    .from(agreementSignatures)
    .where(inArray(agreementSignatures.agreementId, ids))
    .groupBy(agreementSignatures.agreementId);
  return new Map(rows.map((r) => [r.id, r.n]));
}

export async function listSignatures(db: TDbExecutor, agreementId: number) {
  return db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.agreementId, agreementId))
    .orderBy(asc(agreementSignatures.signedAt), asc(agreementSignatures.id));
}

export async function insertSignature(db: TDbExecutor, values: typeof agreementSignatures.$inferInsert) {
  const [row] = await db.insert(agreementSignatures).values(values).returning();
  return row!;
}

/** An agreement by the SHA-256 of its document or of its signed PDF (verification: any caller). */
export async function findByHash(db: TDbExecutor, sha256: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(or(eq(agreements.signedSha256, sha256), eq(agreements.documentSha256, sha256)))
    .limit(1);
  return row ?? null;
}

// ---- signing links (the public /e-sign page) ----

export type TSignLinkRecord = typeof agreementSignLinks.$inferSelect;

/** A new link of the party; the party's older links of the agreement stop working. */
export async function insertSignLink(db: TDbExecutor, values: typeof agreementSignLinks.$inferInsert) {
  await db
    .update(agreementSignLinks)
    .set({ retiredAt: values.createdAt })
    .where(
      and(
        eq(agreementSignLinks.agreementId, values.agreementId),
        eq(agreementSignLinks.party, values.party),
        isNull(agreementSignLinks.retiredAt),
      ),
    );
  await db.insert(agreementSignLinks).values(values);
}

/** The link with this token hash (any agreement: the token is the caller's only credential). */
export async function findSignLink(db: TDbExecutor, tokenHash: string, lock = false) {
  const q = db.select().from(agreementSignLinks).where(eq(agreementSignLinks.tokenHash, tokenHash));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function useSignLink(db: TDbExecutor, id: number, at: Date) {
  await db.update(agreementSignLinks).set({ usedAt: at }).where(eq(agreementSignLinks.id, id));
}

/** The agreement a link belongs to, locked for a signature when `lock`. */
export async function findAgreementById(db: TDbExecutor, id: number, lock = false) {
  const q = db.select().from(agreements).where(eq(agreements.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

// ---- what the variables are filled from ----

/** The tenancy within the company's reach, with what its agreement's variables need. */
export async function findTenancyForAgreement(db: TDbExecutor, scope: TScope, tenancyId: number) {
  if (scope.kind !== 'company') return null;
  const [row] = await db
    .select({ tenancy: tenancies, propertyLandlordUserId: properties.landlordUserId })
    .from(tenancies)
    .innerJoin(properties, eq(properties.id, tenancies.propertyId))
    .where(
      and(
        eq(tenancies.id, tenancyId),
        eq(tenancies.companyId, scope.companyId),
        scope.propertyIds ? inArray(tenancies.propertyId, scope.propertyIds) : undefined,
        scope.excludedPropertyIds?.length
          ? notInArray(tenancies.propertyId, scope.excludedPropertyIds)
          : undefined,
      ),
    );
  return row ?? null;
}

export async function findFillSource(db: TDbExecutor, agreement: TAgreementRecord) {
  const [row] = await db
    .select({
      company: companies,
      property: properties,
      tenancy: tenancies,
      unitName: units.unitNumber,
      roomName: rooms.title,
      tenantName: tenant.name,
      tenantEmail: tenant.email,
      tenantMobile: mobileOf(tenant),
      tenantProfile: tenant.profile,
      landlordName: landlord.name,
      landlordEmail: landlord.email,
      landlordMobile: mobileOf(landlord),
      landlordProfile: landlord.profile,
    })
    .from(agreements)
    .innerJoin(companies, eq(companies.id, agreements.companyId))
    .innerJoin(properties, eq(properties.id, agreements.propertyId))
    .leftJoin(tenancies, eq(tenancies.id, agreements.tenancyId))
    .leftJoin(units, eq(units.id, tenancies.unitId))
    .leftJoin(rooms, eq(rooms.id, tenancies.roomId))
    .leftJoin(tenant, eq(tenant.id, tenancies.tenantUserId))
    .leftJoin(
      landlord,
      eq(landlord.id, sql`coalesce(${agreements.landlordUserId}, ${properties.landlordUserId})`),
    )
    .where(eq(agreements.id, agreement.id));
  return row!;
}

/** Names of users (signers). */
export async function findUserName(db: TDbExecutor, userId: number) {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

/** The tenancy's rent and tenure (the stamp duty shown on its agreement). */
export async function findTenancyTerms(db: TDbExecutor, tenancyId: number | null) {
  if (!tenancyId) return null;
  const [row] = await db
    .select({ rent: tenancies.monthlyRentSen, start: tenancies.tenureStart, end: tenancies.tenureEnd })
    .from(tenancies)
    .where(eq(tenancies.id, tenancyId));
  return row ?? null;
}

/** A property of the company within the caller's reach (a PMA is made for it). */
export async function findPropertyForPma(db: TDbExecutor, scope: TScope, propertyId: number) {
  if (scope.kind !== 'company') return null;
  const [row] = await db
    .select({ id: properties.id, landlordUserId: properties.landlordUserId })
    .from(properties)
    .where(
      and(
        eq(properties.id, propertyId),
        eq(properties.companyId, scope.companyId),
        scope.propertyIds ? inArray(properties.id, scope.propertyIds) : undefined,
        scope.excludedPropertyIds?.length ? notInArray(properties.id, scope.excludedPropertyIds) : undefined,
      ),
    );
  return row ?? null;
}

/**
 * The PMA in force for a property on `day`: signed (or stamped), not void, commenced on or before it;
 * the latest commencement wins. Payouts take the management fee and profit share from it.
 */
export async function findPmaInForce(db: TDbExecutor, propertyId: number, day: string) {
  const [row] = await db
    .select()
    .from(agreements)
    .where(
      and(
        eq(agreements.kind, 'pma'),
        eq(agreements.propertyId, propertyId),
        inArray(agreements.status, ['signed', 'stamped']),
        sql`${agreements.pmaCommencementDate} <= ${day}`,
      ),
    )
    .orderBy(desc(agreements.pmaCommencementDate), desc(agreements.id))
    .limit(1);
  return row ?? null;
}
