import {
  bookingLinks,
  bookingPayments,
  bookings,
  companies,
  companyTenants,
  creditChecks,
  files,
  payments,
  properties,
  refunds,
  rentalReservations,
  rentals,
  rooms,
  type TDbExecutor,
  tenancies,
  units,
  userRestrictions,
  users,
} from '@sewa/db';
import type { TBookingStatus } from '@sewa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenantRecordScopeWhere } from '../../core/scope';

// Booking's rows (docs/decisions/0017-booking.md): the only file of the module that touches Drizzle.

export type TBookingRecord = typeof bookings.$inferSelect;
export type TNewBooking = typeof bookings.$inferInsert;
export type TRefundRecord = typeof refunds.$inferSelect;

/** Who sees a booking: the booker; the operator's side within its property reach; admins all. */
export const bookingScopeWhere = (scope: TScope): SQL | undefined =>
  tenantRecordScopeWhere(scope, {
    companyId: bookings.companyId,
    userId: bookings.userId,
    propertyId: bookings.propertyId,
  });

// ---- the rental a visitor books ----

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;

export async function findRentalForBooking(db: TDbExecutor, rentalId: number) {
  const [row] = await db
    .select({
      rental: rentals,
      property: properties,
      unit: units,
      room: rooms,
      company: { id: companies.id, name: companyName, trialEndsAt: companies.trialEndsAt },
    })
    .from(rentals)
    .innerJoin(properties, eq(properties.id, rentals.propertyId))
    .innerJoin(units, eq(units.id, rentals.unitId))
    .innerJoin(companies, eq(companies.id, rentals.companyId))
    .leftJoin(rooms, eq(rooms.id, rentals.roomId))
    .where(eq(rentals.id, rentalId));
  return row ?? null;
}
export type TRentalForBooking = NonNullable<Awaited<ReturnType<typeof findRentalForBooking>>>;

export async function findCoverUrl(db: TDbExecutor, fileId: number | null) {
  if (!fileId) return null;
  const [row] = await db.select().from(files).where(eq(files.id, fileId));
  return row ?? null;
}

/** The reservation of a rental, if any (held or paying, expired or not). */
export async function findReservation(db: TDbExecutor, rentalId: number) {
  const [row] = await db.select().from(rentalReservations).where(eq(rentalReservations.rentalId, rentalId));
  return row ?? null;
}

/** The reservations of these rentals (none for a free rental). */
export async function findReservations(db: TDbExecutor, rentalIds: number[]) {
  if (rentalIds.length === 0) return [];
  return db.select().from(rentalReservations).where(inArray(rentalReservations.rentalId, rentalIds));
}

/**
 * Takes the rental for the booking: inserts the reservation, or takes over one that has expired or is
 * already this booking's. The primary key makes this one row for every racer: null when another booking
 * holds it. `expiresAt` null holds it until released (booked).
 */
export async function claimReservation(
  db: TDbExecutor,
  values: { rentalId: number; bookingId: number; expiresAt: Date | null; now: Date },
) {
  const [row] = await db
    .insert(rentalReservations)
    .values({
      rentalId: values.rentalId,
      bookingId: values.bookingId,
      expiresAt: values.expiresAt,
      createdAt: values.now,
    })
    .onConflictDoUpdate({
      target: rentalReservations.rentalId,
      set: { bookingId: values.bookingId, expiresAt: values.expiresAt, createdAt: values.now },
      setWhere: or(
        eq(rentalReservations.bookingId, values.bookingId),
        and(sql`${rentalReservations.expiresAt} is not null`, lt(rentalReservations.expiresAt, values.now)),
      ),
    })
    .returning();
  return row ?? null;
}

/** Frees the rental if this booking holds it. */
export async function releaseReservation(db: TDbExecutor, rentalId: number, bookingId: number) {
  await db
    .delete(rentalReservations)
    .where(and(eq(rentalReservations.rentalId, rentalId), eq(rentalReservations.bookingId, bookingId)));
}

export async function setRentalStatus(
  db: TDbExecutor,
  rentalId: number,
  status: 'available' | 'booked',
  at: Date,
) {
  await db.update(rentals).set({ status, updatedAt: at }).where(eq(rentals.id, rentalId));
}

export async function isUserRestricted(
  db: TDbExecutor,
  userId: number,
  companyId: number,
  propertyId: number,
) {
  const [row] = await db
    .select({ id: userRestrictions.id })
    .from(userRestrictions)
    .where(
      and(
        eq(userRestrictions.userId, userId),
        eq(userRestrictions.companyId, companyId),
        eq(userRestrictions.propertyId, propertyId),
      ),
    )
    .limit(1);
  return !!row;
}

// ---- bookings ----

export async function insertBooking(db: TDbExecutor, values: TNewBooking): Promise<TBookingRecord> {
  const [row] = await db.insert(bookings).values(values).returning();
  return row!;
}

export async function updateBooking(db: TDbExecutor, id: number, values: Partial<TNewBooking>) {
  const [row] = await db.update(bookings).set(values).where(eq(bookings.id, id)).returning();
  return row!;
}

/** The booking within the caller's scope, or null (102). */
export async function findBooking(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<TBookingRecord | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScopeWhere(scope)));
  return row ?? null;
}

/** The booking row locked for the rest of the transaction (SELECT … FOR UPDATE): one mover at a time. */
export async function lockBooking(
  db: TDbExecutor,
  scope: TScope,
  id: number,
): Promise<TBookingRecord | null> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), bookingScopeWhere(scope)))
    .for('update');
  return row ?? null;
}

export async function lockBookingById(db: TDbExecutor, id: number): Promise<TBookingRecord | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).for('update');
  return row ?? null;
}

/** A completed credit report of the booking (credit-checks module). */
const hasCreditReport = sql`select 1 from ${creditChecks} where ${creditChecks.bookingId} = ${bookings.id}
  and ${creditChecks.status} = 'completed'`;

const rowColumns = {
  booking: bookings,
  companyName,
  propertyName: properties.name,
  unitName: units.unitNumber,
  roomName: rooms.title,
  applicantName: users.name,
  applicantEmail: users.email,
  applicantMobile: sql<string | null>`case when ${users.mobile} is null then null
    else '+' || coalesce(${users.mobileCountryCode}, '60') || ${users.mobile} end`,
  hasCreditReport: sql<boolean>`exists (${hasCreditReport})`.mapWith(Boolean),
};

const rowQuery = (db: TDbExecutor) =>
  db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(companies, eq(companies.id, bookings.companyId))
    .innerJoin(properties, eq(properties.id, bookings.propertyId))
    .innerJoin(units, eq(units.id, bookings.unitId))
    .leftJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(users, eq(users.id, bookings.userId));

export type TBookingListRow = Awaited<ReturnType<typeof findBookingRow>> & {};

export async function findBookingRow(db: TDbExecutor, id: number) {
  const [row] = await rowQuery(db).where(eq(bookings.id, id));
  return row!;
}

export type TBookingFilters = {
  statuses?: readonly TBookingStatus[];
  status?: TBookingStatus;
  propertyId?: number;
  companyId?: number;
  search?: string;
  from?: Date;
  to?: Date;
  awaitingCreditCheck?: boolean;
};

function filterWhere(scope: TScope, f: TBookingFilters): SQL | undefined {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const ref = f.search?.toLowerCase().match(/^b-?(\d{1,9})$/);
  return and(
    bookingScopeWhere(scope),
    // Drafts are the booker's own unfinished work: nobody else lists them.
    scope.kind === 'tenant' ? undefined : notInArray(bookings.status, ['draft']),
    f.statuses ? inArray(bookings.status, [...f.statuses]) : undefined,
    f.status ? eq(bookings.status, f.status) : undefined,
    f.propertyId ? eq(bookings.propertyId, f.propertyId) : undefined,
    f.companyId ? eq(bookings.companyId, f.companyId) : undefined,
    f.from ? gte(bookings.createdAt, f.from) : undefined,
    f.to ? lt(bookings.createdAt, f.to) : undefined,
    f.awaitingCreditCheck
      ? and(
          eq(bookings.isCreditCheckRequired, true),
          isNotNull(bookings.consentFileId),
          inArray(bookings.status, ['new', 'approved', 'confirmed']),
          sql`not exists (${hasCreditReport})`,
        )
      : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(properties.name, term),
          ref ? eq(bookings.id, Number(ref[1])) : undefined,
        )
      : undefined,
  );
}

export async function listBookingRows(
  db: TDbExecutor,
  scope: TScope,
  f: TBookingFilters,
  page: { limit: number; offset: number },
) {
  const where = filterWhere(scope, f);
  const [items, [total]] = await Promise.all([
    rowQuery(db)
      .where(where)
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(bookings)
      .innerJoin(properties, eq(properties.id, bookings.propertyId))
      .innerJoin(users, eq(users.id, bookings.userId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

// ---- what the detail shows ----

export async function findFiles(db: TDbExecutor, ids: (number | null)[]) {
  const wanted = ids.filter((id): id is number => id !== null);
  if (!wanted.length) return [];
  return db.select().from(files).where(inArray(files.id, wanted));
}

export async function listBookingPayments(db: TDbExecutor, bookingId: number) {
  return db
    .select({ stage: bookingPayments.stage, payment: payments })
    .from(bookingPayments)
    .innerJoin(payments, eq(payments.id, bookingPayments.paymentId))
    .where(eq(bookingPayments.bookingId, bookingId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function findLatestCreditCheck(db: TDbExecutor, bookingId: number) {
  const [row] = await db
    .select()
    .from(creditChecks)
    .where(eq(creditChecks.bookingId, bookingId))
    .orderBy(desc(creditChecks.createdAt), desc(creditChecks.id))
    .limit(1);
  return row ?? null;
}

export async function findBookingRefund(db: TDbExecutor, bookingId: number) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.source, 'booking')));
  return row ?? null;
}

/** The tenancy created from the booking, if any, and whether it still holds the place (pending or active). */
export async function findTenancyOfBooking(db: TDbExecutor, bookingId: number) {
  const [row] = await db
    .select({ id: tenancies.id, status: tenancies.status })
    .from(tenancies)
    .where(eq(tenancies.bookingId, bookingId));
  return row ? { id: row.id, isOpen: row.status === 'pending' || row.status === 'active' } : null;
}

// ---- payments of a booking ----

export async function insertBookingPayment(db: TDbExecutor, values: typeof bookingPayments.$inferInsert) {
  await db.insert(bookingPayments).values(values);
}

export async function findBookingPayment(db: TDbExecutor, paymentId: number) {
  const [row] = await db.select().from(bookingPayments).where(eq(bookingPayments.paymentId, paymentId));
  return row ?? null;
}

// ---- refunds the booking creates ----

export async function insertRefund(
  db: TDbExecutor,
  values: typeof refunds.$inferInsert,
): Promise<TRefundRecord> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

// ---- the booker becomes a tenant of the company ----

export async function linkCompanyTenant(db: TDbExecutor, companyId: number, userId: number, at: Date) {
  await db
    .insert(companyTenants)
    .values({ companyId, userId, source: 'booking', createdAt: at })
    .onConflictDoNothing({ target: [companyTenants.companyId, companyTenants.userId] });
}

// ---- booking links ----

export async function insertBookingLink(db: TDbExecutor, values: typeof bookingLinks.$inferInsert) {
  const [row] = await db.insert(bookingLinks).values(values).returning();
  return row!;
}

export async function listBookingLinks(db: TDbExecutor, rentalId: number) {
  return db
    .select()
    .from(bookingLinks)
    .where(eq(bookingLinks.rentalId, rentalId))
    .orderBy(desc(bookingLinks.createdAt), desc(bookingLinks.id))
    .limit(100);
}

export async function findBookingLinkByToken(db: TDbExecutor, token: string) {
  const [row] = await db.select().from(bookingLinks).where(eq(bookingLinks.token, token));
  return row ?? null;
}
