import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { bookings, refunds } from './booking';
import { createdAt, id, updatedAt } from './columns';
import { files } from './files';
import { properties, rooms, units } from './properties';

// Tenancies, their documents and deposit settlement, and inventory (snag) lists
// (docs/decisions/0019-tenancy.md). Every row carries company_id so every query can be scoped.

const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id);
const at = (name: string) => timestamp(name, { withTimezone: true });
const sen = (name: string) => integer(name).notNull().default(0);

/** Per-company counters (tenancy codes now, invoice numbers later): one row per (company, key). */
export const companyCounters = pgTable(
  'company_counters',
  {
    companyId: companyRef(),
    key: text('key').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);

export const tenancies = pgTable(
  'tenancies',
  {
    id: id(),
    companyId: companyRef(),
    /** Per company: T-000001, T-000002, … (company_counters key 'tenancy'). */
    code: text('code').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id),
    /** A renewal points at the tenancy it renews. */
    renewedFromId: integer('renewed_from_id'),
    tenantUserId: integer('tenant_user_id')
      .notNull()
      .references(() => users.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id),
    roomId: integer('room_id').references(() => rooms.id),
    status: text('status').notNull(), // TENANCY_STATUSES
    tenureStart: date('tenure_start').notNull(),
    tenureEnd: date('tenure_end').notNull(),
    rentFreeStart: date('rent_free_start'),
    rentFreeEnd: date('rent_free_end'),
    fixedTermMonths: integer('fixed_term_months'),
    renewedTermMonths: integer('renewed_term_months'),
    monthlyRentSen: integer('monthly_rent_sen').notNull(),
    advanceRentalSen: sen('advance_rental_sen'),
    firstMonthRentalSen: sen('first_month_rental_sen'),
    lastMonthRentalSen: sen('last_month_rental_sen'),
    securityDepositSen: sen('security_deposit_sen'),
    utilityDepositSen: sen('utility_deposit_sen'),
    accessCardDepositSen: sen('access_card_deposit_sen'),
    carParkDepositSen: sen('car_park_deposit_sen'),
    otherDepositSen: sen('other_deposit_sen'),
    latePaymentInterestBps: integer('late_payment_interest_bps').notNull().default(0),
    usedFor: text('used_for').notNull(),
    paymentFrequency: text('payment_frequency').notNull(),
    paymentDay: integer('payment_day').notNull(),
    electricityRateSen: integer('electricity_rate_sen'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactMobile: text('emergency_contact_mobile'),
    emergencyContactRelationship: text('emergency_contact_relationship'),
    extraTenants: jsonb('extra_tenants')
      .$type<{ name: string; id_number?: string; mobile?: string }[]>()
      .notNull()
      .default([]),
    /** Sanitised rich text (HTML: p, br, strong, em, u). */
    houseRules: text('house_rules').notNull().default(''),
    specialConditions: text('special_conditions').notNull().default(''),
    reason: text('reason'), // termination reason
    checkedInAt: at('checked_in_at'),
    activatedAt: at('activated_at'),
    closedAt: at('closed_at'), // ended, cancelled or terminated
    createdByKind: text('created_by_kind').notNull(), // 'user' | 'admin'
    createdById: integer('created_by_id').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('tenancies_code_uq').on(t.companyId, t.code),
    uniqueIndex('tenancies_booking_uq').on(t.bookingId),
    index('tenancies_company_idx').on(t.companyId, t.status, t.tenureEnd),
    index('tenancies_tenant_idx').on(t.tenantUserId, t.status),
    index('tenancies_place_idx').on(t.unitId, t.roomId, t.status),
    index('tenancies_property_idx').on(t.propertyId, t.status),
  ],
);

/** A tenancy's documents: private ones (operator and team only) and shared ones (the tenant sees them). */
export const tenancyDocuments = pgTable(
  'tenancy_documents',
  {
    id: id(),
    companyId: companyRef(),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenancies.id),
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id),
    visibility: text('visibility').notNull(), // 'private' | 'shared'
    createdAt: createdAt(),
  },
  (t) => [
    index('tenancy_documents_tenancy_idx').on(t.tenancyId),
    uniqueIndex('tenancy_documents_file_uq').on(t.fileId),
  ],
);

/** The move-out deposit settlement: what was held, the itemised deductions, the balance refunded. */
export const depositSettlements = pgTable(
  'deposit_settlements',
  {
    id: id(),
    companyId: companyRef(),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenancies.id),
    heldSen: integer('held_sen').notNull(),
    deductions: jsonb('deductions')
      .$type<{ label: string; amount_sen: number; inventory_list_item_id: number | null }[]>()
      .notNull(),
    deductionsSen: integer('deductions_sen').notNull(),
    refundSen: integer('refund_sen').notNull(),
    refundId: integer('refund_id').references(() => refunds.id),
    createdByKind: text('created_by_kind').notNull(),
    createdById: integer('created_by_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('deposit_settlements_tenancy_uq').on(t.tenancyId)],
);

/** The items kept for a unit (room_id null: its common areas) or one of its rooms. */
export const inventoryItems = pgTable(
  'inventory_items',
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
    catalogueKey: text('catalogue_key'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition').notNull(), // INVENTORY_CONDITIONS
    remarks: text('remarks'),
    photoFileIds: jsonb('photo_file_ids').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('inventory_items_place_idx').on(t.unitId, t.roomId)],
);

/** A tenancy's check-in or move-out list, sent to the tenant to agree (signature) or reject. */
export const inventoryLists = pgTable(
  'inventory_lists',
  {
    id: id(),
    companyId: companyRef(),
    tenancyId: integer('tenancy_id')
      .notNull()
      .references(() => tenancies.id),
    kind: text('kind').notNull(), // 'check_in' | 'move_out'
    status: text('status').notNull(), // INVENTORY_LIST_STATUSES
    sentAt: at('sent_at'),
    answeredAt: at('answered_at'),
    rejectionRemarks: text('rejection_remarks'),
    rejectionPhotoFileIds: jsonb('rejection_photo_file_ids').$type<number[]>().notNull().default([]),
    signatureFileId: integer('signature_file_id').references(() => files.id),
    signedName: text('signed_name'),
    signedIp: text('signed_ip'),
    pdfFileId: integer('pdf_file_id').references(() => files.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('inventory_lists_tenancy_kind_uq').on(t.tenancyId, t.kind),
    index('inventory_lists_company_idx').on(t.companyId, t.status, t.updatedAt),
  ],
);

/** A line of an inventory list: copied from the unit's or room's items, or added by the tenant (extra). */
export const inventoryListItems = pgTable(
  'inventory_list_items',
  {
    id: id(),
    companyId: companyRef(),
    listId: integer('list_id')
      .notNull()
      .references(() => inventoryLists.id),
    sourceItemId: integer('source_item_id').references(() => inventoryItems.id),
    roomId: integer('room_id').references(() => rooms.id),
    catalogueKey: text('catalogue_key'),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    condition: text('condition').notNull(),
    remarks: text('remarks'),
    photoFileIds: jsonb('photo_file_ids').$type<number[]>().notNull().default([]),
    notToRate: boolean('not_to_rate').notNull().default(false),
    tenantRemarks: text('tenant_remarks'),
    isExtra: boolean('is_extra').notNull().default(false),
    extraStatus: text('extra_status'), // EXTRA_ITEM_STATUSES, for extras only
    /** On a move-out list: the line's condition on the agreed check-in list. */
    checkInCondition: text('check_in_condition'),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inventory_list_items_list_idx').on(t.listId, t.position)],
);
