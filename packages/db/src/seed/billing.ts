import { lineTotals } from '@sewa/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../client';
import { companies, invoiceLines, invoices, lifecycleEvents, products, tenancies } from '../schema/index';

// Demo billing (issue 14): the demo tenancy has a draft invoice of its first month's rent and a utility
// charge, ready for the operator to post on /operator/invoice (posting is what moves money, so the seed
// makes no posted invoice: every posting goes through the server's ledger). Idempotent by source key.

const KEY = 'seed:demo-invoice';

export async function seedBilling(db: TDb): Promise<void> {
  const [company] = await db.select().from(companies).where(sql`lower(${companies.domainCode}) = 'demo'`);
  if (!company) return;
  const [done] = await db.select({ id: invoices.id }).from(invoices).where(eq(invoices.sourceKey, KEY));
  if (done) return;
  const [tenancy] = await db
    .select()
    .from(tenancies)
    .where(eq(tenancies.companyId, company.id))
    .orderBy(asc(tenancies.id))
    .limit(1);
  if (!tenancy) return;
  const now = new Date();
  // The company's own products (copied from the masters, as the server does on first look).
  await db.execute(sql`
    insert into ${products} (company_id, code, name_en, name_cn, category, default_amount_sen, tax_item_id,
      kind, counts_in_payouts, is_active, created_at, updated_at)
    select ${company.id}, code, name_en, name_cn, category, default_amount_sen, tax_item_id, kind,
      counts_in_payouts, true, ${now}, ${now}
    from ${products}
    where company_id is null and is_active
      and not exists (select 1 from ${products} p where p.company_id = ${company.id})
    order by id
    on conflict do nothing`);
  const byCode = async (code: string) =>
    (
      await db
        .select()
        .from(products)
        .where(and(eq(products.companyId, company.id), eq(products.code, code)))
    )[0];
  const rent = await byCode('rent');
  const utilities = await byCode('utilities');
  if (!rent || !utilities) return;
  const items = [
    { product: rent, description: `Rent from ${tenancy.tenureStart}`, price: tenancy.monthlyRentSen },
    { product: utilities, description: 'Water and electricity', price: 8_550 },
  ];
  const priced = items.map((i) => ({
    ...i,
    t: lineTotals({ quantity: 1, unit_price_sen: i.price, tax: null }),
  }));
  const total = priced.reduce((s, i) => s + i.t.total_sen, 0);
  await db.transaction(async (tx) => {
    const [invoice] = await tx
      .insert(invoices)
      .values({
        companyId: company.id,
        tenancyId: tenancy.id,
        tenantUserId: tenancy.tenantUserId,
        propertyId: tenancy.propertyId,
        invoiceDate: tenancy.tenureStart,
        dueDate: tenancy.tenureStart,
        status: 'draft',
        paymentStatus: 'unpaid',
        source: 'manual',
        sourceKey: KEY,
        subtotalSen: total,
        taxSen: 0,
        totalSen: total,
        createdByKind: 'system',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      priced.map((i, n) => ({
        companyId: company.id,
        invoiceId: invoice!.id,
        lineNo: n + 1,
        productId: i.product.id,
        productName: i.product.nameEn,
        productKind: i.product.kind,
        description: i.description,
        quantityHundredths: 100,
        unitPriceSen: i.price,
        amountSen: i.t.amount_sen,
        netSen: i.t.net_sen,
        taxSen: i.t.tax_sen,
        totalSen: i.t.total_sen,
      })),
    );
    await tx.insert(lifecycleEvents).values({
      companyId: company.id,
      subjectType: 'invoice',
      subjectId: invoice!.id,
      action: 'create',
      fromStatus: null,
      toStatus: 'draft',
      actorKind: 'system',
      actorId: null,
      createdAt: now,
    });
  });
}
