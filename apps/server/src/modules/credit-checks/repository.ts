import {
  bookings,
  companies,
  creditCheckSettings,
  creditChecks,
  files,
  type TDbExecutor,
  users,
} from '@sewa/db';
import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import type { TScope } from '../../core/scope';

// The credit-checks module's only ORM access (docs/decisions/0018-credit-checks.md).

export type TSettingRow = typeof creditCheckSettings.$inferSelect;
export type TCreditCheckRow = typeof creditChecks.$inferSelect;

/** The first setting: the simulator (or CTOS, by CREDIT_BUREAU) at RM 15.00, active. */
export const DEFAULT_FEE_SEN = 1500;

// ---- settings ----

/**
 * Makes the default settings row when the table is empty. The table has no natural unique key, so
 * concurrent first reads serialise on a transaction-scoped advisory lock: the second waits, then sees
 * the first's row and inserts nothing.
 */
export async function ensureDefaultSetting(db: TDbExecutor, provider: 'simulator' | 'ctos', at: Date) {
  const [any] = await db.select({ id: creditCheckSettings.id }).from(creditCheckSettings).limit(1);
  if (any) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('sewa:credit_check_settings:default'))`);
    const [again] = await tx.select({ id: creditCheckSettings.id }).from(creditCheckSettings).limit(1);
    if (again) return;
    await tx
      .insert(creditCheckSettings)
      .values({ provider, feeSen: DEFAULT_FEE_SEN, isActive: true, updatedAt: at });
  });
}

export const listSettings = (db: TDbExecutor) =>
  db.select().from(creditCheckSettings).orderBy(creditCheckSettings.id);

export async function findSetting(db: TDbExecutor, id: number, lock = false): Promise<TSettingRow | null> {
  const q = db.select().from(creditCheckSettings).where(eq(creditCheckSettings.id, id));
  const [row] = await (lock ? q.for('update') : q);
  return row ?? null;
}

/** The active row (the lowest id if several ever were). */
export async function findActiveSetting(db: TDbExecutor): Promise<TSettingRow | null> {
  const [row] = await db
    .select()
    .from(creditCheckSettings)
    .where(eq(creditCheckSettings.isActive, true))
    .orderBy(creditCheckSettings.id)
    .limit(1);
  return row ?? null;
}

export async function updateSetting(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof creditCheckSettings.$inferInsert>,
) {
  const [row] = await db
    .update(creditCheckSettings)
    .set(values)
    .where(eq(creditCheckSettings.id, id))
    .returning();
  return row!;
}

export async function deactivateOthers(db: TDbExecutor, id: number, at: Date) {
  await db
    .update(creditCheckSettings)
    .set({ isActive: false, updatedAt: at })
    .where(and(ne(creditCheckSettings.id, id), eq(creditCheckSettings.isActive, true)));
}

// ---- bookings (read for a run) ----

/**
 * The booking of the caller's company with the applicant's name; locked when `lock`. `companyId` null
 * (an admin, who reaches every company) reads any company's booking.
 */
export async function findCompanyBooking(
  db: TDbExecutor,
  companyId: number | null,
  bookingId: number,
  lock = false,
) {
  const q = db
    .select({ booking: bookings, applicantName: users.name })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(
      and(eq(bookings.id, bookingId), companyId === null ? undefined : eq(bookings.companyId, companyId)),
    );
  const [row] = await (lock ? q.for('update', { of: bookings }) : q);
  return row ?? null;
}

export async function hasCompletedCheck(db: TDbExecutor, bookingId: number) {
  const [row] = await db
    .select({ id: creditChecks.id })
    .from(creditChecks)
    .where(and(eq(creditChecks.bookingId, bookingId), eq(creditChecks.status, 'completed')))
    .limit(1);
  return Boolean(row);
}

// ---- credit checks ----

export async function insertCheck(db: TDbExecutor, values: typeof creditChecks.$inferInsert) {
  const [row] = await db.insert(creditChecks).values(values).returning();
  return row!;
}

export async function setReportFile(db: TDbExecutor, id: number, fileId: number) {
  await db.update(creditChecks).set({ reportFileId: fileId }).where(eq(creditChecks.id, id));
}

const scopeWhere = (scope: TScope, companyId?: number): SQL | undefined => {
  if (scope.kind === 'admin') return companyId ? eq(creditChecks.companyId, companyId) : undefined;
  if (scope.kind === 'company') return eq(creditChecks.companyId, scope.companyId);
  return sql`false`;
};

const checkColumns = { check: creditChecks, companyName: companies.name };

export async function listChecks(
  db: TDbExecutor,
  scope: TScope,
  filter: { companyId?: number; search?: string },
  window: { limit: number; offset: number },
) {
  const term = filter.search ? `%${escapeLike(filter.search)}%` : null;
  const where = and(
    scopeWhere(scope, filter.companyId),
    term ? or(ilike(creditChecks.subjectName, term), ilike(creditChecks.icNumber, term)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(checkColumns)
      .from(creditChecks)
      .innerJoin(companies, eq(companies.id, creditChecks.companyId))
      .where(where)
      .orderBy(desc(creditChecks.createdAt), desc(creditChecks.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ n: count() }).from(creditChecks).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findCheck(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select(checkColumns)
    .from(creditChecks)
    .innerJoin(companies, eq(companies.id, creditChecks.companyId))
    .where(and(eq(creditChecks.id, id), scopeWhere(scope)));
  return row ?? null;
}

export async function findFileRows(db: TDbExecutor, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(files)
    .where(or(...wanted.map((id) => eq(files.id, id))));
}
