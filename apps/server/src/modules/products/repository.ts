import { products, type TDbExecutor, taxItems } from '@sewa/db';
import { and, asc, count, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';

// The only ORM code of products and tax items. A product's owner is a company, or none (a master).

export type TProductRow = typeof products.$inferSelect;
export type TTaxItemRow = typeof taxItems.$inferSelect;
export type TProductOwner = { companyId: number | null };

const ownedBy = (o: TProductOwner): SQL =>
  o.companyId === null ? isNull(products.companyId) : eq(products.companyId, o.companyId);

export type TProductFilter = { search?: string; category?: string; kind?: string; includeInactive: boolean };

export async function listProducts(
  db: TDbExecutor,
  owner: TProductOwner,
  f: TProductFilter,
  page: { limit: number; offset: number },
) {
  const pattern = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    ownedBy(owner),
    f.category ? eq(products.category, f.category) : undefined,
    f.kind ? eq(products.kind, f.kind) : undefined,
    f.includeInactive ? undefined : eq(products.isActive, true),
    pattern ? or(ilike(products.nameEn, pattern), ilike(products.nameCn, pattern)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(products).where(where).orderBy(asc(products.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(products).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findProduct(
  db: TDbExecutor,
  owner: TProductOwner,
  id: number,
): Promise<TProductRow | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(ownedBy(owner), eq(products.id, id)));
  return row ?? null;
}

export async function insertProduct(
  db: TDbExecutor,
  values: typeof products.$inferInsert,
): Promise<TProductRow> {
  const [row] = await db.insert(products).values(values).returning();
  return row!;
}

export async function updateProduct(
  db: TDbExecutor,
  owner: TProductOwner,
  id: number,
  values: Partial<typeof products.$inferInsert>,
): Promise<TProductRow | null> {
  const [row] = await db
    .update(products)
    .set(values)
    .where(and(ownedBy(owner), eq(products.id, id)))
    .returning();
  return row ?? null;
}

/** A company's first look at its products copies the active master products (once: none of its own yet). */
export async function copyMastersIfNone(db: TDbExecutor, companyId: number, at: Date): Promise<void> {
  await db.execute(sql`
    insert into ${products} (company_id, code, name_en, name_cn, category, default_amount_sen, tax_item_id,
      kind, counts_in_payouts, is_active, created_at, updated_at)
    select ${companyId}, code, name_en, name_cn, category, default_amount_sen, tax_item_id, kind,
      counts_in_payouts, true, ${at}, ${at}
    from ${products}
    where company_id is null and is_active
      and not exists (select 1 from ${products} p where p.company_id = ${companyId})
    order by id
    on conflict do nothing`);
}

// ---- tax items ----

export async function listTaxItems(
  db: TDbExecutor,
  includeInactive: boolean,
  page: { limit: number; offset: number },
) {
  const where = includeInactive ? undefined : eq(taxItems.isActive, true);
  const [rows, [total]] = await Promise.all([
    db.select().from(taxItems).where(where).orderBy(asc(taxItems.id)).limit(page.limit).offset(page.offset),
    db.select({ n: count() }).from(taxItems).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findTaxItem(db: TDbExecutor, id: number): Promise<TTaxItemRow | null> {
  const [row] = await db.select().from(taxItems).where(eq(taxItems.id, id));
  return row ?? null;
}

export async function insertTaxItem(
  db: TDbExecutor,
  values: typeof taxItems.$inferInsert,
): Promise<TTaxItemRow> {
  const [row] = await db.insert(taxItems).values(values).returning();
  return row!;
}

export async function updateTaxItem(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof taxItems.$inferInsert>,
) {
  const [row] = await db.update(taxItems).set(values).where(eq(taxItems.id, id)).returning();
  return row ?? null;
}
