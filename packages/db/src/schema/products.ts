import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { createdAt, id, updatedAt } from './columns';

// Tax items (SST rates, the admin's transaction tax settings) and products (what an invoice line
// charges for). Master products have no company; a company starts with copies of them. The SST items
// and master products are reference data inserted by the migration.
export const taxItems = pgTable(
  'tax_items',
  {
    id: id(),
    code: text('code'),
    name: text('name').notNull(),
    rateBp: integer('rate_bp').notNull(), // basis points: 800 = 8%
    calculation: text('calculation').notNull(), // 'inclusive' | 'exclusive'
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    sstRegistrationNumber: text('sst_registration_number'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('tax_items_code_uq').on(t.code)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id), // null: master product
    code: text('code'),
    nameEn: text('name_en').notNull(),
    nameCn: text('name_cn').notNull(),
    category: text('category').notNull(),
    defaultAmountSen: integer('default_amount_sen').notNull().default(0),
    taxItemId: integer('tax_item_id').references(() => taxItems.id),
    kind: text('kind').notNull(), // 'income' | 'deposit' | 'pass_through'
    countsInPayouts: boolean('counts_in_payouts').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('products_code_uq')
      .on(sql`coalesce(${t.companyId}, 0)`, t.code)
      .where(sql`${t.code} is not null`),
    index('products_company_idx').on(t.companyId),
  ],
);
