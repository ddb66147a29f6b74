import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './accounts';
import { createdAt, id } from './columns';

// Uploaded files: bytes live under <dataDir>/uploads/<storage_name>; this row says what they are and
// who may read them. Public files are served to anyone holding the URL (which carries the random name).
export const files = pgTable(
  'files',
  {
    id: id(),
    companyId: integer('company_id').references(() => companies.id),
    ownerKind: text('owner_kind').notNull(), // 'user' | 'admin' | 'system' | 'public'
    ownerId: integer('owner_id'),
    kind: text('kind').notNull(), // the upload kind of product §5: image, document, media, pdf, all
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    originalName: text('original_name').notNull(),
    storageName: text('storage_name').notNull(),
    visibility: text('visibility').notNull(), // 'public' | 'private'
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_storage_name_uq').on(t.storageName), index('files_company_idx').on(t.companyId)],
);
