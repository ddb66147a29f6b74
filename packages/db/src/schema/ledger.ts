import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { createdAt, id } from './columns';

// The double-entry ledger (docs/decisions/0010-ledger.md). Balances are kept by the ledger module's
// one posting function; the database refuses lines that do not sum to zero per transfer (a deferred
// constraint trigger in the migration), refuses to change or delete lines, and refuses a negative
// balance on a non-negative account. Amounts are signed sen, credit positive.

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: id(),
    ownerType: text('owner_type').notNull(), // LEDGER_OWNER_TYPES
    ownerId: integer('owner_id').notNull(), // 0 for the platform
    kind: text('kind').notNull(), // LEDGER_ACCOUNT_KINDS
    // The company the account is kept for (a tenant's receivable is per company); null for the platform.
    companyId: integer('company_id').references(() => companies.id),
    currency: text('currency').notNull().default('MYR'),
    balanceSen: bigint('balance_sen', { mode: 'number' }).notNull().default(0),
    isNonNegative: boolean('is_non_negative').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_owner_uq').on(
      t.ownerType,
      t.ownerId,
      t.kind,
      sql`coalesce(${t.companyId}, 0)`,
    ),
    index('ledger_accounts_company_idx').on(t.companyId, t.kind),
    check('ledger_accounts_non_negative', sql`not ${t.isNonNegative} or ${t.balanceSen} >= 0`),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: id(),
    kind: text('kind').notNull(), // LEDGER_TRANSFER_KINDS
    // Re-posting the same key returns this transfer and changes nothing.
    idempotencyKey: text('idempotency_key').notNull(),
    // The business record the transfer is about ('payment', 'PAY…'), for statements and reversal.
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo'),
    createdByKind: text('created_by_kind').notNull(), // 'user' | 'admin' | 'system'
    createdById: integer('created_by_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_idempotency_uq').on(t.idempotencyKey),
    index('ledger_transfers_reference_idx').on(t.referenceType, t.referenceId),
  ],
);

export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: id(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountSen: bigint('amount_sen', { mode: 'number' }).notNull(),
    // The account's balance right after this line: history shows a running balance without summing.
    balanceAfterSen: bigint('balance_after_sen', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ledger_lines_account_idx').on(t.accountId, t.id),
    index('ledger_lines_transfer_idx').on(t.transferId),
    check('ledger_lines_amount_not_zero', sql`${t.amountSen} <> 0`),
  ],
);
