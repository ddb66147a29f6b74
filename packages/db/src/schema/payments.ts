import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies, users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

// Online payments through the gateway (docs/decisions/0013-payment-gateway.md). A payment moves
// pending → processing → succeeded | failed | cancelled once; callbacks, returns and re-queries that
// come after a final state change nothing.
export const payments = pgTable(
  'payments',
  {
    id: id(),
    reference: text('reference').notNull(),
    // The company that pays (a wallet top-up) or is paid (a tenant's payment).
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    // Whose gateway account takes the money: 'platform' (wallet top-ups) or 'company' (its tenants).
    merchant: text('merchant').notNull(),
    gateway: text('gateway').notNull(), // 'simulator' | 'payex'
    purpose: text('purpose').notNull(), // PAYMENT_PURPOSES
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull().default('MYR'),
    status: text('status').notNull().default('pending'),
    providerKey: text('provider_key'),
    providerTxnId: text('provider_txn_id'),
    responseCode: text('response_code'),
    payerUserId: integer('payer_user_id').references(() => users.id),
    description: text('description').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    lastQueriedAt: timestamp('last_queried_at', { withTimezone: true }),
    queryCount: integer('query_count').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.reference),
    uniqueIndex('payments_provider_txn_uq')
      .on(t.gateway, t.providerTxnId)
      .where(sql`${t.providerTxnId} is not null`),
    index('payments_company_idx').on(t.companyId, t.createdAt),
    index('payments_open_idx').on(t.status, t.createdAt),
  ],
);

// Every callback, browser return and re-query answer, once: the dedupe key (source and what the gateway
// said) is unique, so a replayed callback is recorded as nothing new.
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    paymentId: integer('payment_id').references(() => payments.id),
    source: text('source').notNull(), // 'callback' | 'query' | 'dev'
    dedupeKey: text('dedupe_key').notNull(),
    outcome: text('outcome').notNull(), // 'applied' | 'ignored' | 'rejected'
    detail: text('detail'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_dedupe_uq').on(t.dedupeKey),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

// A company's gateway is active once its stored credentials were verified against the gateway; the
// fingerprint ties the activation to those credentials, so changing them needs a new verification.
export const paymentGatewayActivations = pgTable('payment_gateway_activations', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  gateway: text('gateway').notNull(),
  username: text('username').notNull(),
  credentialsFingerprint: text('credentials_fingerprint').notNull(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  verifiedByUserId: integer('verified_by_user_id').references(() => users.id),
});

// An imported settlement report of the gateway (the portal's export): one row per file.
export const gatewaySettlements = pgTable(
  'gateway_settlements',
  {
    id: id(),
    // null: the platform's gateway (wallet top-ups).
    companyId: integer('company_id').references(() => companies.id),
    fileName: text('file_name'),
    importedByKind: text('imported_by_kind').notNull(),
    importedById: integer('imported_by_id'),
    lines: integer('lines').notNull(),
    settled: integer('settled').notNull(),
    unmatched: integer('unmatched').notNull(),
    settledAmountSen: bigint('settled_amount_sen', { mode: 'number' }).notNull(),
    feeSen: bigint('fee_sen', { mode: 'number' }).notNull(),
    lastSettledDate: date('last_settled_date', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('gateway_settlements_company_idx').on(t.companyId, t.createdAt)],
);

export const gatewaySettlementLines = pgTable(
  'gateway_settlement_lines',
  {
    id: id(),
    settlementId: integer('settlement_id')
      .notNull()
      .references(() => gatewaySettlements.id),
    lineNo: integer('line_no').notNull(),
    referenceNumber: text('reference_number').notNull(),
    txnId: text('txn_id'),
    amountSen: integer('amount_sen').notNull(),
    feeSen: integer('fee_sen').notNull(),
    settledDate: date('settled_date', { mode: 'string' }).notNull(),
    status: text('status').notNull(), // SETTLEMENT_LINE_STATUSES
    paymentId: integer('payment_id').references(() => payments.id),
    transferId: integer('transfer_id'),
  },
  (t) => [
    uniqueIndex('gateway_settlement_lines_no_uq').on(t.settlementId, t.lineNo),
    index('gateway_settlement_lines_payment_idx').on(t.paymentId),
  ],
);

// The simulator's side of a payment (development and test): what "Payex" itself knows, so the hosted
// page, the callback, the re-query and the settlement export behave like the real gateway's.
export const payexSimulatorTransactions = pgTable(
  'payex_simulator_transactions',
  {
    id: id(),
    key: text('key').notNull(),
    reference: text('reference').notNull(),
    merchantUsername: text('merchant_username').notNull(),
    // The merchant's secret, sealed like a company's (the simulator signs callbacks with it).
    merchantSecretEnc: text('merchant_secret_enc').notNull(),
    amountSen: integer('amount_sen').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    customerName: text('customer_name').notNull(),
    returnUrl: text('return_url').notNull(),
    callbackUrl: text('callback_url').notNull(),
    status: text('status').notNull().default('pending'),
    responseCode: text('response_code'),
    txnId: text('txn_id'),
    bank: text('bank'),
    feeSen: integer('fee_sen').notNull().default(0),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payex_simulator_key_uq').on(t.key),
    index('payex_simulator_reference_idx').on(t.reference),
    index('payex_simulator_completed_idx').on(t.completedAt),
  ],
);
