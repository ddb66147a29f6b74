import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins, companies, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { properties } from './properties';

// Users and team (product §2.2 users): the people a company works with. Tenants are platform accounts a
// company is linked to (by a booking or by the operator adding them); landlords, contractors and
// sub-operators are accounts the company owns (users.company_id); vendors have no login.

/** A tenant of a company. `source`: 'operator' (added for an offline tenancy) or 'booking' (booked online). */
export const companyTenants = pgTable(
  'company_tenants',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source').notNull(),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_tenants_uq').on(t.companyId, t.userId),
    index('company_tenants_user_idx').on(t.userId),
  ],
);

/** Suppliers that expenses are paid to. No login. */
export const vendors = pgTable(
  'vendors',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    contactPerson: text('contact_person'),
    email: text('email'),
    mobileCountryCode: text('mobile_country_code'),
    mobile: text('mobile'),
    category: text('category'),
    registrationNumber: text('registration_number'),
    address: text('address'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    notes: text('notes'),
    status: text('status').notNull().default('active'), // 'active' | 'archived'
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vendors_company_idx').on(t.companyId, t.createdAt)],
);

/** A user kept away from a property of the company: they see and act on nothing of it (102). */
export const userRestrictions = pgTable(
  'user_restrictions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    reason: text('reason'),
    createdByUserId: integer('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_restrictions_uq').on(t.companyId, t.userId, t.propertyId),
    index('user_restrictions_user_idx').on(t.userId),
  ],
);

/** Every account-status change (suspend, unsuspend, lock, terminate) with its reason and who made it. */
export const accountStatusEvents = pgTable(
  'account_status_events',
  {
    id: id(),
    principalKind: text('principal_kind').notNull(), // 'user' | 'admin'
    principalId: integer('principal_id').notNull(),
    companyId: integer('company_id'),
    action: text('action').notNull(),
    fromStatus: text('from_status').notNull(),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull(),
    actorKind: text('actor_kind').notNull(), // 'user' | 'admin'
    actorId: integer('actor_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('account_status_events_principal_idx').on(t.principalKind, t.principalId, t.createdAt)],
);

/** An operator's rating of a tenant (1–5 on three questions) and its dispute, reviewed by an admin. */
export const tenantRatings = pgTable(
  'tenant_ratings',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    tenantUserId: integer('tenant_user_id')
      .notNull()
      .references(() => users.id),
    // The tenancy rated, once the tenancy module exists (no FK yet).
    tenancyId: integer('tenancy_id'),
    ratedByUserId: integer('rated_by_user_id')
      .notNull()
      .references(() => users.id),
    payment: smallint('payment').notNull(),
    careOfProperty: smallint('care_of_property').notNull(),
    communication: smallint('communication').notNull(),
    comment: text('comment'),
    status: text('status').notNull().default('active'), // 'active' | 'disputed' | 'removed'
    disputeReason: text('dispute_reason'),
    disputedAt: timestamp('disputed_at', { withTimezone: true }),
    resolution: text('resolution'), // 'upheld' | 'removed'
    resolutionNote: text('resolution_note'),
    resolvedByAdminId: integer('resolved_by_admin_id').references(() => admins.id),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tenant_ratings_tenant_idx').on(t.tenantUserId, t.createdAt),
    index('tenant_ratings_company_idx').on(t.companyId, t.createdAt),
    index('tenant_ratings_disputed_idx').on(t.status).where(sql`status = 'disputed'`),
  ],
);

/** Platform settings the admin edits (product §2.5 setting): one row per key, JSON value. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedByAdminId: integer('updated_by_admin_id'),
  updatedAt: updatedAt(),
});
