import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// An operator's business. Every row that belongs to it carries company_id.
export const companies = pgTable(
  'companies',
  {
    id: id(),
    name: text('name').notNull(),
    friendlyName: text('friendly_name'),
    rocNumber: text('roc_number'),
    domainCode: text('domain_code').notNull(),
    ownerUserId: integer('owner_user_id'),
    trialEndsAt: timestamp('trial_ends_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_domain_code_uq').on(sql`lower(${t.domainCode})`)],
);

// A team's custom role: the privilege keys its members hold.
export const customRoles = pgTable('custom_roles', {
  id: id(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  name: text('name').notNull(),
  privileges: jsonb('privileges').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    role: text('role').notNull(),
    name: text('name').notNull(),
    email: text('email'),
    mobileCountryCode: text('mobile_country_code'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    pinHash: text('pin_hash'),
    status: text('status').notNull().default('active'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    companyId: integer('company_id').references(() => companies.id),
    parentUserId: integer('parent_user_id'),
    customRoleId: integer('custom_role_id').references(() => customRoles.id),
    notificationKey: text('notification_key').notNull(),
    hideServiceAndMaintenance: boolean('hide_service_and_maintenance_module').notNull().default(false),
    hideMarketing: boolean('hide_marketing_module').notNull().default(false),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_uq').on(t.role, t.mobileCountryCode, t.mobile),
    index('users_company_idx').on(t.companyId),
  ],
);

export const admins = pgTable(
  'admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().default('active'),
    // null = super admin holding every admin privilege; otherwise a sub-admin's keys.
    privileges: jsonb('privileges').$type<string[] | null>(),
    notificationKey: text('notification_key').notNull(),
    hideMarketing: boolean('hide_marketing_module').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('admins_email_uq').on(sql`lower(${t.email})`)],
);

// Login sessions: only a SHA-256 of the 256-bit token is stored.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    principalKind: text('principal_kind').notNull(), // 'user' | 'admin'
    principalId: integer('principal_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    deviceInfo: jsonb('device_info'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_uq').on(t.tokenHash),
    index('sessions_principal_idx').on(t.principalKind, t.principalId),
  ],
);
