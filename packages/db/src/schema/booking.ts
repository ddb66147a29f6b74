import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins, companies, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { payments } from './payments';
import { properties, rentals, rooms, units } from './properties';

// Rental booking, site-viewing appointments, credit checks, refunds and booking-fee settlement
// (docs/decisions/0017-booking.md). Every row carries company_id so every query can be scoped.

const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
const at = (name: string) => timestamp(name, { withTimezone: true });

/** A booking of one rental by one user; `b-<id>` is its reference. Amounts are a snapshot at submit. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    companyId: companyRef(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    roomId: integer('room_id').references(() => rooms.id),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    bookingLinkId: integer('booking_link_id'),
    status: text('status').notNull(), // BOOKING_STATUSES
    moveInDate: date('move_in_date').notNull(),
    tenureMonths: integer('tenure_months').notNull(),
    occupants: integer('occupants').notNull(),
    message: text('message'),
    documentKind: text('document_kind').notNull(), // 'ic' | 'passport'
    /** The applicant's MyKad or passport number and date of birth, as given at submit. */
    idNumber: text('id_number').notNull(),
    dateOfBirth: date('date_of_birth'),
    icFrontFileId: integer('ic_front_file_id').references(() => files.id),
    icBackFileId: integer('ic_back_file_id').references(() => files.id),
    selfieFileId: integer('selfie_file_id').references(() => files.id),
    passportFileId: integer('passport_file_id').references(() => files.id),
    monthlyRentSen: integer('monthly_rent_sen').notNull(),
    /** The move-in items (sen) at submit, the booking fee and which items are collected now. */
    moveInCosts: jsonb('move_in_costs').$type<Record<string, number>>().notNull(),
    payNowItems: jsonb('pay_now_items').$type<string[]>().notNull(),
    bookingFeeSen: integer('booking_fee_sen').notNull(),
    creditCheckFeeSen: integer('credit_check_fee_sen').notNull(),
    isCreditCheckRequired: boolean('is_credit_check_required').notNull(),
    payment1Sen: integer('payment1_sen').notNull(),
    payment2Sen: integer('payment2_sen').notNull(),
    paymentStatus: text('payment_status').notNull().default('unpaid'), // unpaid | paid_1 | paid_2
    refundStatus: text('refund_status').notNull().default('none'), // none | pending | refunded
    snagStatus: text('snag_status').notNull().default('not_started'),
    settlementStatus: text('settlement_status'), // held | released | settled | refunded
    settlementBatchId: integer('settlement_batch_id'),
    /** While payment 1 is being made the rental is held for this booking until this instant. */
    reservedUntil: at('reserved_until'),
    consentFileId: integer('consent_file_id').references(() => files.id),
    consentSignedAt: at('consent_signed_at'),
    consentIp: text('consent_ip'),
    reason: text('reason'), // rejection or cancellation reason
    cancelledBy: text('cancelled_by'), // 'tenant' | 'operator' | 'system'
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_company_idx').on(t.companyId, t.status, t.createdAt),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_rental_idx').on(t.rentalId, t.status),
  ],
);

/**
 * The one hold on a rental: a booking paying (until `expires_at`) or holding it (booked, no expiry).
 * The primary key makes "exactly one reservation" a database fact, not a race the code must win.
 */
export const rentalReservations = pgTable('rental_reservations', {
  rentalId: integer('rental_id')
    .primaryKey()
    .references(() => rentals.id),
  bookingId: integer('booking_id')
    .notNull()
    .references(() => bookings.id),
  expiresAt: at('expires_at'),
  createdAt: createdAt(),
});

/** Who moved which record from which state to which, when and why (LIFECYCLE history), for any machine. */
export const lifecycleEvents = pgTable(
  'lifecycle_events',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    subjectType: text('subject_type').notNull(), // 'booking' | 'appointment' | 'refund' | …
    subjectId: integer('subject_id').notNull(),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorKind: text('actor_kind').notNull(), // 'user' | 'admin' | 'system'
    actorId: integer('actor_id'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('lifecycle_events_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/** A personal booking link for one rental (generate-booking-link), optionally with agreed terms. */
export const bookingLinks = pgTable(
  'booking_links',
  {
    id: id(),
    companyId: companyRef(),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    token: text('token').notNull(),
    agreedRentSen: integer('agreed_rent_sen'),
    moveInDate: date('move_in_date'),
    expiresAt: at('expires_at').notNull(),
    createdByKind: text('created_by_kind').notNull(), // 'user' | 'admin'
    createdById: integer('created_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_links_token_uq').on(t.token),
    index('booking_links_rental_idx').on(t.rentalId),
  ],
);

/** A site viewing (appointment) of a rental, offered within office hours. */
export const appointments = pgTable(
  'appointments',
  {
    id: id(),
    companyId: companyRef(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    rentalId: integer('rental_id')
      .notNull()
      .references(() => rentals.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').notNull(), // APPOINTMENT_STATUSES
    viewingAt: at('viewing_at').notNull(),
    message: text('message'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointments_company_idx').on(t.companyId, t.status, t.viewingAt),
    index('appointments_user_idx').on(t.userId, t.viewingAt),
  ],
);

/** Credit-check provider settings (admin edit-ctos/{id}); one row is active. */
export const creditCheckSettings = pgTable('credit_check_settings', {
  id: id(),
  provider: text('provider').notNull(), // 'simulator' | 'ctos'
  feeSen: integer('fee_sen').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  /** ENQWS account fields; the password is kept sealed (secret box), never returned. */
  endpointUrl: text('endpoint_url'),
  companyCode: text('company_code'),
  accountNo: text('account_no'),
  userId: text('user_id'),
  passwordSealed: text('password_sealed'),
  updatedByAdminId: integer('updated_by_admin_id').references(() => admins.id),
  updatedAt: updatedAt(),
});

/** One credit report: for a booking's applicant or a walk-in person with uploaded consent. */
export const creditChecks = pgTable(
  'credit_checks',
  {
    id: id(),
    companyId: companyRef(),
    bookingId: integer('booking_id').references(() => bookings.id),
    subjectName: text('subject_name').notNull(),
    icNumber: text('ic_number').notNull(),
    provider: text('provider').notNull(),
    status: text('status').notNull(), // 'completed' | 'failed'
    feeSen: integer('fee_sen').notNull(),
    score: integer('score'),
    report: jsonb('report').$type<Record<string, unknown>>(),
    reportFileId: integer('report_file_id').references(() => files.id),
    consentFileId: integer('consent_file_id').references(() => files.id),
    requestedByKind: text('requested_by_kind').notNull(),
    requestedById: integer('requested_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('credit_checks_company_idx').on(t.companyId, t.createdAt),
    index('credit_checks_booking_idx').on(t.bookingId),
  ],
);

/** A refund owed to a tenant (booking rejection or cancellation; later deposits and overpayments). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    companyId: companyRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(), // 'booking' | 'deposit' | 'overpayment'
    bookingId: integer('booking_id').references(() => bookings.id),
    /** A deposit refund's tenancy (no foreign key: tenancies are declared after refunds). */
    tenancyId: integer('tenancy_id'),
    amountSen: integer('amount_sen').notNull(),
    /** What was paid and what was kept (credit-check fee, cancellation claims), for the screens. */
    breakdown: jsonb('breakdown').$type<Record<string, number>>().notNull(),
    status: text('status').notNull(), // REFUND_STATUSES
    reason: text('reason'),
    payoutReference: text('payout_reference'),
    paidAt: at('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_company_idx').on(t.companyId, t.status, t.createdAt),
    index('refunds_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('refunds_booking_uq').on(t.bookingId).where(sql`${t.source} = 'booking'`),
    uniqueIndex('refunds_tenancy_uq').on(t.tenancyId).where(sql`${t.source} = 'deposit'`),
  ],
);

/** A batch of released booking money the platform paid to one company, against a bank reference. */
export const bookingSettlements = pgTable(
  'booking_settlements',
  {
    id: id(),
    companyId: companyRef(),
    status: text('status').notNull(), // 'pending' | 'settled'
    totalSen: integer('total_sen').notNull(),
    reference: text('reference'),
    settledAt: at('settled_at'),
    settledByAdminId: integer('settled_by_admin_id').references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index('booking_settlements_company_idx').on(t.companyId, t.createdAt)],
);

/** The booking's payments through the gateway: payment 1 and payment 2 of a booking. */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    stage: integer('stage').notNull(), // 1 | 2
  },
  (t) => [index('booking_payments_booking_idx').on(t.bookingId)],
);
