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
import { properties } from './properties';
import { tenancies } from './tenancy';

// Agreement templates, tenancy agreements and PMAs, their signatures and stamping (product §10,
// docs/decisions/0022-agreements.md). Moves are in lifecycle_events (subject 'agreement' or 'pma');
// the audit page of a signed PDF lists them.

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Templates: company_id null = a platform default (admin's), copied by companies to change. */
export const agreementTemplates = pgTable(
  'agreement_templates',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    kind: text('kind').notNull(), // TEMPLATE_KINDS
    name: text('name').notNull(),
    language: text('language').notNull(), // 'en' | 'cn'
    /** Sanitised rich text with `{{variable}}` tokens. */
    body: text('body').notNull(),
    /** A seeded default's stable key, so seeding twice does not duplicate it. */
    seedKey: text('seed_key'),
    deletedAt: at('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('agreement_templates_company_idx').on(t.companyId, t.kind),
    uniqueIndex('agreement_templates_seed_key_idx').on(t.seedKey),
  ],
);

/** Tenancy e-agreements and PMAs share one table: the same machine, signatures, PDFs and stamping. */
export const agreements = pgTable(
  'agreements',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    kind: text('kind').notNull(), // 'tenancy' | 'pma'
    /** Per company: AGR-000001 (tenancy), PMA-000001. */
    reference: text('reference').notNull(),
    tenancyId: integer('tenancy_id').references(() => tenancies.id),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    templateId: integer('template_id').references(() => agreementTemplates.id),
    title: text('title').notNull(),
    language: text('language').notNull(),
    /** The body with its `{{variable}}` tokens; filled from the record when rendered. */
    body: text('body').notNull(),
    status: text('status').notNull(), // AGREEMENT_STATUSES
    landlordIsParty: boolean('landlord_is_party').notNull().default(false),
    /** The PDF sent for signing (fixed from send on) and its SHA-256. */
    documentFileId: integer('document_file_id').references(() => files.id),
    documentSha256: text('document_sha256'),
    /** The final PDF: the document, the signatures and the audit page. */
    signedFileId: integer('signed_file_id').references(() => files.id),
    signedSha256: text('signed_sha256'),
    sentAt: at('sent_at'),
    signedAt: at('signed_at'),
    voidReason: text('void_reason'),
    voidedAt: at('voided_at'),
    reissuedFromId: integer('reissued_from_id'),
    // Stamping (STAMPING_STATUSES): duty worked out when signed, by MALAYSIA's rules in stamp-duty.ts.
    stampingStatus: text('stamping_status').notNull().default('pending'),
    stampCopies: integer('stamp_copies').notNull().default(1),
    stampDutySen: integer('stamp_duty_sen').notNull().default(0),
    stampDuplicateSen: integer('stamp_duplicate_sen').notNull().default(0),
    stampingRequestedAt: at('stamping_requested_at'),
    stampingFeeSen: integer('stamping_fee_sen').notNull().default(0),
    stampCertificateNo: text('stamp_certificate_no'),
    stampedOn: date('stamped_on'),
    stampCertificateFileId: integer('stamp_certificate_file_id').references(() => files.id),
    // PMA terms (kind 'pma'): product §10.5.
    pmaModeOfService: text('pma_mode_of_service'),
    pmaAgreementDate: date('pma_agreement_date'),
    pmaCommencementDate: date('pma_commencement_date'),
    pmaFeeKind: text('pma_fee_kind'), // 'percentage' | 'fixed'
    /** Basis points for a percentage fee (1000 = 10%), sen for a fixed one. */
    pmaFeeValue: integer('pma_fee_value'),
    pmaProfitSharingBps: integer('pma_profit_sharing_bps'),
    /** The landlord's and operator's details as agreed (name, mobile, e-mail, nationality, id, address). */
    pmaParties: jsonb('pma_parties'),
    landlordUserId: integer('landlord_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agreements_reference_idx').on(t.companyId, t.reference),
    index('agreements_company_status_idx').on(t.companyId, t.kind, t.status),
    index('agreements_tenancy_idx').on(t.tenancyId),
    index('agreements_document_sha_idx').on(t.documentSha256),
    index('agreements_signed_sha_idx').on(t.signedSha256),
  ],
);

/** One row per party's signature: who, when, from where, and the hash of the exact PDF signed. */
export const agreementSignatures = pgTable(
  'agreement_signatures',
  {
    id: id(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    party: text('party').notNull(), // AGREEMENT_PARTIES
    userId: integer('user_id').references(() => users.id),
    adminId: integer('admin_id').references(() => admins.id),
    name: text('name').notNull(),
    signedAt: at('signed_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    documentSha256: text('document_sha256').notNull(),
    signatureFileId: integer('signature_file_id')
      .notNull()
      .references(() => files.id),
  },
  (t) => [uniqueIndex('agreement_signatures_party_idx').on(t.agreementId, t.party)],
);

/**
 * Signing links of the public /e-sign page (ADR 0022): one per party and sending, for a party who signs
 * without signing in. Only the SHA-256 of the 256-bit token is kept; a newer link of the same party
 * retires the older one, a signature uses it up.
 */
export const agreementSignLinks = pgTable(
  'agreement_sign_links',
  {
    id: id(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    party: text('party').notNull(), // 'tenant' | 'landlord'
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    retiredAt: at('retired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('agreement_sign_links_hash_uq').on(t.tokenHash),
    index('agreement_sign_links_agreement_idx').on(t.agreementId, t.party),
  ],
);
