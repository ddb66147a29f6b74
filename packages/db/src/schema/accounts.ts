import type { TLanguage } from '@sewa/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    trialStartsAt: timestamp('trial_starts_at', { withTimezone: true }),
    personInChargeName: text('person_in_charge_name'),
    personInChargeMobileCountryCode: text('person_in_charge_mobile_country_code'),
    personInChargeMobile: text('person_in_charge_mobile'),
    personInChargeEmail: text('person_in_charge_email'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    postcode: text('postcode'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    bankName: text('bank_name'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    paymentUsername: text('payment_username'),
    // AES-256-GCM ciphertext (key derived from the signing secret); never returned to clients.
    paymentSecretEnc: text('payment_secret_enc'),
    salesTaxId: text('sales_tax_id'),
    serviceTaxId: text('service_tax_id'),
    defaultTaxMode: text('default_tax_mode').notNull().default('none'),
    referralCode: text('referral_code'),
    // A public image in the files table (no FK: files.ts already imports this file).
    logoFileId: integer('logo_file_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_domain_code_uq').on(sql`lower(${t.domainCode})`)],
);

// A team's custom role: the privilege keys its members hold. An operator company's roles (audience
// 'operator', company set) hold operator keys; the platform's sub-admin roles (audience 'admin', no
// company) hold admin keys. A member's access follows the role on its next call.
export const customRoles = pgTable(
  'custom_roles',
  {
    id: id(),
    audience: text('audience').notNull().default('operator'), // 'operator' | 'admin'
    companyId: integer('company_id').references(() => companies.id),
    name: text('name').notNull(),
    privileges: jsonb('privileges').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_roles_name_uq').on(
      t.audience,
      sql`coalesce(${t.companyId}, 0)`,
      sql`lower(${t.name})`,
    ),
  ],
);

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
    // A sub-operator's properties: null manages every property of the company, else only these ids.
    managedPropertyIds: jsonb('managed_property_ids').$type<number[] | null>(),
    notificationKey: text('notification_key').notNull(),
    hideServiceAndMaintenance: boolean('hide_service_and_maintenance_module').notNull().default(false),
    hideMarketing: boolean('hide_marketing_module').notNull().default(false),
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    // The sponsor's referral code given at sign-up (the marketing module resolves it).
    referredByCode: text('referred_by_code'),
    // The language of the SMS and e-mails sent on the user's behalf without a request (jobs, other people's
    // changes): set at registration from the request's, changed by the language switch (ADR 0005).
    language: text('language').$type<TLanguage>().notNull().default('en'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    uniqueIndex('users_mobile_uq').on(t.role, t.mobileCountryCode, t.mobile),
    index('users_company_idx').on(t.companyId),
    check('users_language_ck', sql`${t.language} in ('en', 'cn')`),
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
    // null (and no role) = super admin holding every admin privilege; otherwise a sub-admin's keys.
    privileges: jsonb('privileges').$type<string[] | null>(),
    // A sub-admin's custom role (audience 'admin'): its keys replace `privileges`.
    customRoleId: integer('custom_role_id').references(() => customRoles.id),
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

// One-time codes (register, password reset, PIN). Only an HMAC of the code is kept; single use, 5 tries.
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: id(),
    purpose: text('purpose').notNull(), // 'register' | 'reset-password' | 'pin' | 'login'
    channel: text('channel').notNull(), // 'sms' | 'email'
    destination: text('destination').notNull(), // E.164 mobile or lower-case e-mail
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_destination_idx').on(t.purpose, t.destination, t.createdAt)],
);

// E-mail link tokens (verification, password reset): SHA-256 of a 256-bit token, single use.
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: id(),
    purpose: text('purpose').notNull(), // 'verify-email' | 'reset-password'
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId),
  ],
);

// Failures per key and the lock they cause: 'pin:user:7', 'password:user:7', a sign-in from one address
// ('login:operator:a@b.my|203.0.113.5') and a sign-in's account-wide count ('login-account:operator:a@b.my';
// its locked_until is when the count is forgotten). ADR 0026.
// In the database so the limit holds across processes.
export const authThrottles = pgTable('auth_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
