import {
  bookingSettings,
  companies,
  listingReports,
  livePropertyLists,
  properties,
  rentalBookingSettings,
  type TDbExecutor,
} from '@sewa/db';
import type { TBookingSetting } from '@sewa/domain';
import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';

// Booking settings, live property lists and listing reports.

type TSettingRow = { bookingFeeSen: number; isCreditCheckRequired: boolean; moveInItems: string[] };
const toSetting = (r: TSettingRow): TBookingSetting => ({
  booking_fee_sen: r.bookingFeeSen,
  is_credit_check_required: r.isCreditCheckRequired,
  move_in_items: r.moveInItems as TBookingSetting['move_in_items'],
});
const toColumns = (s: TBookingSetting) => ({
  bookingFeeSen: s.booking_fee_sen,
  isCreditCheckRequired: s.is_credit_check_required,
  moveInItems: s.move_in_items,
});

export async function findCompanyBookingSetting(
  db: TDbExecutor,
  companyId: number,
): Promise<TBookingSetting | null> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.companyId, companyId));
  return row ? toSetting(row) : null;
}

export async function saveCompanyBookingSetting(db: TDbExecutor, companyId: number, s: TBookingSetting) {
  await db
    .insert(bookingSettings)
    .values({ companyId, ...toColumns(s) })
    .onConflictDoUpdate({ target: bookingSettings.companyId, set: toColumns(s) });
}

export async function findRentalBookingSetting(
  db: TDbExecutor,
  rentalId: number,
): Promise<TBookingSetting | null> {
  const [row] = await db
    .select()
    .from(rentalBookingSettings)
    .where(eq(rentalBookingSettings.rentalId, rentalId));
  return row ? toSetting(row) : null;
}

export async function saveRentalBookingSetting(
  db: TDbExecutor,
  rentalId: number,
  companyId: number,
  s: TBookingSetting | null,
) {
  if (s === null) {
    await db.delete(rentalBookingSettings).where(eq(rentalBookingSettings.rentalId, rentalId));
    return;
  }
  await db
    .insert(rentalBookingSettings)
    .values({ rentalId, companyId, ...toColumns(s) })
    .onConflictDoUpdate({ target: rentalBookingSettings.rentalId, set: toColumns(s) });
}

export type TLiveListRow = typeof livePropertyLists.$inferSelect & { companyName: string };
const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;

export async function findLiveList(db: TDbExecutor, where: SQL): Promise<TLiveListRow | null> {
  const [row] = await db
    .select({ list: livePropertyLists, companyName })
    .from(livePropertyLists)
    .innerJoin(companies, eq(companies.id, livePropertyLists.companyId))
    .where(where);
  return row ? { ...row.list, companyName: row.companyName } : null;
}

export const liveListById = (id: number) => eq(livePropertyLists.id, id);
export const liveListOfCompany = (companyId: number) => eq(livePropertyLists.companyId, companyId);

/** The company's list, made on first use (every operator has one link to share). */
export async function ensureLiveList(
  db: TDbExecutor,
  companyId: number,
  title: string,
): Promise<TLiveListRow> {
  await db.insert(livePropertyLists).values({ companyId, title }).onConflictDoNothing();
  return (await findLiveList(db, liveListOfCompany(companyId)))!;
}

export async function updateLiveList(
  db: TDbExecutor,
  companyId: number,
  values: { title: string; isActive: boolean },
) {
  await db.update(livePropertyLists).set(values).where(eq(livePropertyLists.companyId, companyId));
}

const publishedCount = sql<number>`(select count(*)::int from listing_search s
  where s.company_id = ${livePropertyLists.companyId})`;

export async function listLiveLists(db: TDbExecutor, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ list: livePropertyLists, companyName, publishedCount })
      .from(livePropertyLists)
      .innerJoin(companies, eq(companies.id, livePropertyLists.companyId))
      .orderBy(desc(livePropertyLists.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(livePropertyLists),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function insertListingReport(db: TDbExecutor, values: typeof listingReports.$inferInsert) {
  const [row] = await db.insert(listingReports).values(values).returning({ id: listingReports.id });
  return row!;
}

export async function listListingReports(
  db: TDbExecutor,
  isResolved: boolean | undefined,
  page: { limit: number; offset: number },
) {
  const where =
    isResolved === undefined
      ? undefined
      : isResolved
        ? isNotNull(listingReports.resolvedAt)
        : isNull(listingReports.resolvedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({ report: listingReports, propertyName: properties.name, companyName })
      .from(listingReports)
      .innerJoin(properties, eq(properties.id, listingReports.propertyId))
      .innerJoin(companies, eq(companies.id, listingReports.companyId))
      .where(where)
      .orderBy(desc(listingReports.createdAt), desc(listingReports.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(listingReports).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function resolveListingReport(db: TDbExecutor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(listingReports)
    .set({ resolvedAt: at })
    .where(and(eq(listingReports.id, id), isNull(listingReports.resolvedAt)))
    .returning({ id: listingReports.id });
  return rows.length > 0;
}
