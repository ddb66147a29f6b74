import {
  billingReminderSettings,
  billingReminders,
  companies,
  expenseDocuments,
  expenseLines,
  expenses,
  files,
  invoiceLines,
  invoiceOnlinePayments,
  invoicePayments,
  invoices,
  payments,
  products,
  properties,
  rooms,
  type TDbExecutor,
  taxItems,
  tenancies,
  tenancyAutoBilling,
  units,
  users,
} from '@sewa/db';
import type { TInvoiceTab } from '@sewa/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
  sum,
} from 'drizzle-orm';
import { escapeLike } from '../../core/db-errors';
import { type TScope, tenancyRecordScopeWhere } from '../../core/scope';

// Billing's rows (docs/decisions/0021-billing.md): the only file of the module that touches Drizzle.
// Every read of company data takes the caller's scope, so another company's id finds nothing (102).

export type TInvoiceRecord = typeof invoices.$inferSelect;
export type TNewInvoice = typeof invoices.$inferInsert;
export type TInvoiceLineRecord = typeof invoiceLines.$inferSelect;
export type TNewInvoiceLine = typeof invoiceLines.$inferInsert;
export type TInvoicePaymentRecord = typeof invoicePayments.$inferSelect;
export type TAutoBillingRecord = typeof tenancyAutoBilling.$inferSelect;
export type TExpenseRecord = typeof expenses.$inferSelect;
export type TTenancyRecord = typeof tenancies.$inferSelect;

/**
 * Who sees an invoice: the company's side within its reach, the landlord of its property and admins all
 * of it; the tenant their own, once posted (drafts are the operator's work in progress).
 */
export function invoiceScopeWhere(scope: TScope): SQL | undefined {
  const base = tenancyRecordScopeWhere(scope, {
    companyId: invoices.companyId,
    userId: invoices.tenantUserId,
    propertyId: invoices.propertyId,
  });
  return scope.kind === 'tenant' || scope.kind === 'landlord'
    ? and(base, inArray(invoices.status, ['posted', 'void']))
    : base;
}

const companyName = sql<string>`coalesce(${companies.friendlyName}, ${companies.name})`;

const invoiceRowColumns = {
  invoice: invoices,
  companyName,
  tenancyCode: tenancies.code,
  tenantName: users.name,
  tenantEmail: users.email,
  tenantMobile: sql<string | null>`case when ${users.mobile} is null then null
    else '+' || coalesce(${users.mobileCountryCode}, '60') || ${users.mobile} end`,
  propertyName: properties.name,
  unitName: units.unitNumber,
  roomName: rooms.title,
  /** An online payment still open (pending or processing at the gateway). */
  isProcessing: sql<boolean>`exists (select 1 from ${invoiceOnlinePayments} iop join ${payments} p
    on p.id = iop.payment_id where iop.invoice_id = ${invoices.id} and p.status in ('pending', 'processing'))`,
};

const invoiceRowQuery = (db: TDbExecutor) =>
  db
    .select(invoiceRowColumns)
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(tenancies, eq(tenancies.id, invoices.tenancyId))
    .innerJoin(users, eq(users.id, invoices.tenantUserId))
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .innerJoin(units, eq(units.id, tenancies.unitId))
    .leftJoin(rooms, eq(rooms.id, tenancies.roomId));

export type TInvoiceListRow = Awaited<ReturnType<typeof findInvoiceRow>>;

export async function findInvoiceRow(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await invoiceRowQuery(db).where(and(eq(invoices.id, id), invoiceScopeWhere(scope)));
  return row ?? null;
}

/**
 * Who an invoice is from and to, as a tax invoice prints them (docs/decisions/0021-billing.md, "Invoice
 * and receipt PDFs"): the company's name, registration, address and SST numbers; the property's address
 * the tenant is billed at. The invoice was found in the caller's scope before.
 */
export async function invoicePartiesOf(db: TDbExecutor, invoiceId: number) {
  const [row] = await db
    .select({
      company: {
        name: companies.name,
        rocNumber: companies.rocNumber,
        addressLine1: companies.addressLine1,
        addressLine2: companies.addressLine2,
        postcode: companies.postcode,
        city: companies.city,
        state: companies.state,
        serviceTaxId: companies.serviceTaxId,
        salesTaxId: companies.salesTaxId,
        email: companies.personInChargeEmail,
      },
      property: {
        street: properties.street,
        postcode: properties.postcode,
        city: properties.city,
        state: properties.state,
      },
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(properties, eq(properties.id, invoices.propertyId))
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}
export type TInvoiceParties = NonNullable<Awaited<ReturnType<typeof invoicePartiesOf>>>;

export type TInvoiceFilters = {
  tab: TInvoiceTab;
  today: string;
  tenancyId?: number;
  propertyId?: number;
  companyId?: number;
  search?: string;
  from?: string;
  to?: string;
};

const OPEN = ['unpaid', 'partially_paid'];

function invoiceFilterWhere(scope: TScope, f: TInvoiceFilters): SQL | undefined {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const tab: Record<TInvoiceTab, SQL | undefined> = {
    unpaid: and(eq(invoices.status, 'posted'), inArray(invoices.paymentStatus, OPEN)),
    paid: and(eq(invoices.status, 'posted'), inArray(invoices.paymentStatus, ['paid', 'completed'])),
    overdue: and(
      eq(invoices.status, 'posted'),
      inArray(invoices.paymentStatus, OPEN),
      lt(invoices.dueDate, f.today),
    ),
    draft: eq(invoices.status, 'draft'),
    void: eq(invoices.status, 'void'),
    all: undefined,
  };
  return and(
    invoiceScopeWhere(scope),
    tab[f.tab],
    f.tenancyId ? eq(invoices.tenancyId, f.tenancyId) : undefined,
    f.propertyId ? eq(invoices.propertyId, f.propertyId) : undefined,
    f.companyId ? eq(invoices.companyId, f.companyId) : undefined,
    f.from ? gte(invoices.invoiceDate, f.from) : undefined,
    f.to ? lte(invoices.invoiceDate, f.to) : undefined,
    term
      ? or(
          ilike(users.name, term),
          ilike(tenancies.code, term),
          ilike(properties.name, term),
          sql`'INV-' || lpad(${invoices.number}::text, 6, '0') ilike ${term}`,
        )
      : undefined,
  );
}

export async function listInvoiceRows(
  db: TDbExecutor,
  scope: TScope,
  f: TInvoiceFilters,
  page: { limit: number; offset: number },
) {
  const where = invoiceFilterWhere(scope, f);
  const [items, [totals]] = await Promise.all([
    invoiceRowQuery(db)
      .where(where)
      .orderBy(desc(invoices.invoiceDate), desc(invoices.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        n: count(),
        total: sum(invoices.totalSen).mapWith(Number),
        paid: sum(invoices.paidSen).mapWith(Number),
      })
      .from(invoices)
      .innerJoin(tenancies, eq(tenancies.id, invoices.tenancyId))
      .innerJoin(users, eq(users.id, invoices.tenantUserId))
      .innerJoin(properties, eq(properties.id, invoices.propertyId))
      .where(where),
  ]);
  return { items, count: totals?.n ?? 0, totalSen: totals?.total ?? 0, paidSen: totals?.paid ?? 0 };
}

export async function insertInvoice(db: TDbExecutor, values: TNewInvoice) {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

/** An invoice made by a job, once per source key: null when it exists already. */
export async function insertInvoiceOnce(db: TDbExecutor, values: TNewInvoice) {
  const [row] = await db
    .insert(invoices)
    .values(values)
    .onConflictDoNothing({ target: invoices.sourceKey, where: sql`${invoices.sourceKey} is not null` })
    .returning();
  return row ?? null;
}

export async function updateInvoice(db: TDbExecutor, id: number, values: Partial<TNewInvoice>) {
  const [row] = await db.update(invoices).set(values).where(eq(invoices.id, id)).returning();
  return row!;
}

/** The invoice within the scope, locked for the rest of the transaction: one mover at a time. */
export async function lockInvoice(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select({ invoice: invoices })
    .from(invoices)
    .where(and(eq(invoices.id, id), invoiceScopeWhere(scope)))
    .for('update', { of: invoices });
  return row?.invoice ?? null;
}

export async function lockInvoiceById(db: TDbExecutor, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  return row ?? null;
}

export async function findInvoiceById(db: TDbExecutor, id: number) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function insertLines(db: TDbExecutor, values: TNewInvoiceLine[]) {
  if (values.length) await db.insert(invoiceLines).values(values);
}

export async function deleteLines(db: TDbExecutor, invoiceId: number) {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
}

export async function linesOf(db: TDbExecutor, invoiceId: number) {
  return db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.lineNo));
}

export async function paymentsOf(db: TDbExecutor, invoiceId: number) {
  return db
    .select({
      payment: invoicePayments,
      gatewayRef: payments.reference,
      proofId: files.id,
      proofStorageName: files.storageName,
    })
    .from(invoicePayments)
    .leftJoin(payments, eq(payments.id, invoicePayments.paymentId))
    .leftJoin(files, eq(files.id, invoicePayments.proofFileId))
    .where(eq(invoicePayments.invoiceId, invoiceId))
    .orderBy(asc(invoicePayments.id));
}

export async function remindersOf(db: TDbExecutor, invoiceId: number) {
  return db
    .select()
    .from(billingReminders)
    .where(eq(billingReminders.invoiceId, invoiceId))
    .orderBy(asc(billingReminders.day), asc(billingReminders.id));
}

export async function insertInvoicePayment(db: TDbExecutor, values: typeof invoicePayments.$inferInsert) {
  const [row] = await db.insert(invoicePayments).values(values).returning();
  return row!;
}

/** The payment and its invoice within the scope, both locked (invoice first, as every mover does). */
/** The invoice a payment is on, when the invoice is in the caller's scope. */
export async function findPaymentInvoiceId(db: TDbExecutor, scope: TScope, paymentId: number) {
  const [found] = await db
    .select({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(and(eq(invoicePayments.id, paymentId), invoiceScopeWhere(scope)));
  return found?.invoiceId ?? null;
}

export async function lockPaymentInScope(db: TDbExecutor, scope: TScope, paymentId: number) {
  const invoiceId = await findPaymentInvoiceId(db, scope, paymentId);
  if (invoiceId === null) return null;
  const invoice = await lockInvoiceById(db, invoiceId);
  const [payment] = await db
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.id, paymentId))
    .for('update');
  return invoice && payment ? { invoice, payment } : null;
}

export async function updateInvoicePayment(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof invoicePayments.$inferInsert>,
) {
  await db.update(invoicePayments).set(values).where(eq(invoicePayments.id, id));
}

export async function insertOnlinePayment(
  db: TDbExecutor,
  values: typeof invoiceOnlinePayments.$inferInsert,
) {
  await db.insert(invoiceOnlinePayments).values(values);
}

export async function findOnlinePayment(db: TDbExecutor, paymentId: number) {
  const [row] = await db
    .select()
    .from(invoiceOnlinePayments)
    .where(eq(invoiceOnlinePayments.paymentId, paymentId));
  return row ?? null;
}

// ---- products, tax items, tenancies ----

export async function findCompanyProducts(db: TDbExecutor, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), inArray(products.id, ids)));
}

export async function findCompanyProductByCode(db: TDbExecutor, companyId: number, code: string) {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.companyId, companyId), eq(products.code, code)));
  return row ?? null;
}

export async function findTaxItems(db: TDbExecutor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select()
    .from(taxItems)
    .where(and(inArray(taxItems.id, ids), eq(taxItems.isActive, true)));
}

/** A tenancy of the company within the caller's reach (operators), or null. */
export async function findTenancyInScope(db: TDbExecutor, scope: TScope, tenancyId: number) {
  const [row] = await db
    .select()
    .from(tenancies)
    .where(
      and(
        eq(tenancies.id, tenancyId),
        tenancyRecordScopeWhere(scope, {
          companyId: tenancies.companyId,
          userId: tenancies.tenantUserId,
          propertyId: tenancies.propertyId,
        }),
      ),
    );
  return row ?? null;
}

export async function findTenancyById(db: TDbExecutor, id: number) {
  const [row] = await db.select().from(tenancies).where(eq(tenancies.id, id));
  return row ?? null;
}

// ---- auto billing ----

export async function findAutoBilling(db: TDbExecutor, tenancyId: number) {
  const [row] = await db.select().from(tenancyAutoBilling).where(eq(tenancyAutoBilling.tenancyId, tenancyId));
  return row ?? null;
}

export async function upsertAutoBilling(db: TDbExecutor, values: typeof tenancyAutoBilling.$inferInsert) {
  const [row] = await db
    .insert(tenancyAutoBilling)
    .values(values)
    .onConflictDoUpdate({ target: tenancyAutoBilling.tenancyId, set: values })
    .returning();
  return row!;
}

/** Companies with an active tenancy on auto billing (the auto-billing job's subjects). */
export async function companiesWithAutoBilling(db: TDbExecutor) {
  const rows = await db
    .selectDistinct({ companyId: tenancyAutoBilling.companyId })
    .from(tenancyAutoBilling)
    .innerJoin(tenancies, eq(tenancies.id, tenancyAutoBilling.tenancyId))
    .where(and(eq(tenancyAutoBilling.isActive, true), eq(tenancies.status, 'active')))
    .orderBy(asc(tenancyAutoBilling.companyId));
  return rows.map((r) => r.companyId);
}

/** A company's active tenancies on auto billing, with their settings. */
export async function autoBilledTenancies(db: TDbExecutor, companyId: number) {
  return db
    .select({ tenancy: tenancies, auto: tenancyAutoBilling })
    .from(tenancyAutoBilling)
    .innerJoin(tenancies, eq(tenancies.id, tenancyAutoBilling.tenancyId))
    .where(
      and(
        eq(tenancyAutoBilling.companyId, companyId),
        eq(tenancyAutoBilling.isActive, true),
        eq(tenancies.status, 'active'),
      ),
    )
    .orderBy(asc(tenancies.id));
}

/** The source keys of a company's invoices starting with `prefix` (what the jobs made already). */
export async function existingSourceKeys(db: TDbExecutor, companyId: number, prefix: string) {
  const rows = await db
    .select({ key: invoices.sourceKey })
    .from(invoices)
    .where(
      and(eq(invoices.companyId, companyId), sql`${invoices.sourceKey} like ${`${escapeLike(prefix)}%`}`),
    );
  return new Set(rows.map((r) => r.key!));
}

// ---- reminders ----

export async function findReminderSettings(db: TDbExecutor, companyId: number) {
  const [row] = await db
    .select()
    .from(billingReminderSettings)
    .where(eq(billingReminderSettings.companyId, companyId));
  return row ?? null;
}

export async function upsertReminderSettings(
  db: TDbExecutor,
  values: typeof billingReminderSettings.$inferInsert,
) {
  const [row] = await db
    .insert(billingReminderSettings)
    .values(values)
    .onConflictDoUpdate({ target: billingReminderSettings.companyId, set: values })
    .returning();
  return row!;
}

/** Companies with posted invoices not paid in full (the reminder and interest jobs' subjects). */
export async function companiesWithOpenInvoices(db: TDbExecutor) {
  const rows = await db
    .selectDistinct({ companyId: invoices.companyId })
    .from(invoices)
    .where(and(eq(invoices.status, 'posted'), inArray(invoices.paymentStatus, OPEN)))
    .orderBy(asc(invoices.companyId));
  return rows.map((r) => r.companyId);
}

export async function openInvoicesOf(db: TDbExecutor, companyId: number) {
  return db
    .select({ invoice: invoices, interestBps: tenancies.latePaymentInterestBps })
    .from(invoices)
    .innerJoin(tenancies, eq(tenancies.id, invoices.tenancyId))
    .where(
      and(
        eq(invoices.companyId, companyId),
        eq(invoices.status, 'posted'),
        inArray(invoices.paymentStatus, OPEN),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** Records a reminder once: true when this call recorded it (so it is sent now), false when it was sent. */
export async function insertReminderOnce(db: TDbExecutor, values: typeof billingReminders.$inferInsert) {
  const rows = await db
    .insert(billingReminders)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: billingReminders.id });
  return rows.length > 0;
}

/** Ties the reminders sent ahead of an auto-billed period to the invoice issued for it. */
export async function attachReminders(db: TDbExecutor, keyPrefix: string, invoiceId: number) {
  await db
    .update(billingReminders)
    .set({ invoiceId })
    .where(
      and(
        isNull(billingReminders.invoiceId),
        sql`${billingReminders.key} like ${`${escapeLike(keyPrefix)}%`}`,
      ),
    );
}

// ---- expenses ----

const expenseRowColumns = { expense: expenses, companyName, propertyName: properties.name };
const expenseRowQuery = (db: TDbExecutor) =>
  db
    .select(expenseRowColumns)
    .from(expenses)
    .innerJoin(companies, eq(companies.id, expenses.companyId))
    .leftJoin(properties, eq(properties.id, expenses.propertyId));

/** Who sees an expense: the company's side and admins; the tenant only a recharged one of their tenancy. */
export function expenseScopeWhere(scope: TScope): SQL | undefined {
  switch (scope.kind) {
    case 'admin':
      return undefined;
    case 'company':
      return and(
        eq(expenses.companyId, scope.companyId),
        scope.propertyIds
          ? or(isNull(expenses.propertyId), inArray(expenses.propertyId, scope.propertyIds))
          : undefined,
      );
    case 'tenant':
      return and(
        eq(expenses.isRecharged, true),
        sql`${expenses.tenancyId} in (select t.id from ${tenancies} t where t.tenant_user_id = ${scope.userId})`,
      );
    default:
      return sql`false`;
  }
}

export async function findExpenseRow(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await expenseRowQuery(db).where(and(eq(expenses.id, id), expenseScopeWhere(scope)));
  return row ?? null;
}

export type TExpenseFilters = {
  status?: string;
  propertyId?: number;
  companyId?: number;
  search?: string;
  from?: string;
  to?: string;
};

export async function listExpenseRows(
  db: TDbExecutor,
  scope: TScope,
  f: TExpenseFilters,
  page: { limit: number; offset: number },
) {
  const term = f.search ? `%${escapeLike(f.search)}%` : null;
  const where = and(
    expenseScopeWhere(scope),
    f.status ? eq(expenses.status, f.status) : undefined,
    f.propertyId ? eq(expenses.propertyId, f.propertyId) : undefined,
    f.companyId ? eq(expenses.companyId, f.companyId) : undefined,
    f.from ? gte(expenses.expenseDate, f.from) : undefined,
    f.to ? lte(expenses.expenseDate, f.to) : undefined,
    term ? or(ilike(expenses.payeeName, term), ilike(expenses.remarks, term)) : undefined,
  );
  const [items, [total]] = await Promise.all([
    expenseRowQuery(db)
      .where(where)
      .orderBy(desc(expenses.expenseDate), desc(expenses.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(expenses).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertExpense(db: TDbExecutor, values: typeof expenses.$inferInsert) {
  const [row] = await db.insert(expenses).values(values).returning();
  return row!;
}

export async function insertExpenseLines(db: TDbExecutor, values: (typeof expenseLines.$inferInsert)[]) {
  if (values.length) await db.insert(expenseLines).values(values);
}

export async function insertExpenseDocuments(
  db: TDbExecutor,
  values: (typeof expenseDocuments.$inferInsert)[],
) {
  if (values.length) await db.insert(expenseDocuments).values(values);
}

export async function lockExpense(db: TDbExecutor, scope: TScope, id: number) {
  const [row] = await db
    .select({ expense: expenses })
    .from(expenses)
    .where(and(eq(expenses.id, id), expenseScopeWhere(scope)))
    .for('update', { of: expenses });
  return row?.expense ?? null;
}

export async function updateExpense(
  db: TDbExecutor,
  id: number,
  values: Partial<typeof expenses.$inferInsert>,
) {
  const [row] = await db.update(expenses).set(values).where(eq(expenses.id, id)).returning();
  return row!;
}

export async function expenseLinesOf(db: TDbExecutor, expenseId: number) {
  return db
    .select()
    .from(expenseLines)
    .where(eq(expenseLines.expenseId, expenseId))
    .orderBy(asc(expenseLines.lineNo));
}

export async function expenseDocumentsOf(db: TDbExecutor, expenseId: number) {
  return db
    .select({ fileId: files.id, name: files.originalName, storageName: files.storageName })
    .from(expenseDocuments)
    .innerJoin(files, eq(files.id, expenseDocuments.fileId))
    .where(eq(expenseDocuments.expenseId, expenseId));
}

/** The property (and unit) of the company, within the caller's reach; null when not. */
export async function findCompanyProperty(db: TDbExecutor, companyId: number, propertyId: number) {
  const [row] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.companyId, companyId)));
  return row ?? null;
}

export async function findUnitOfProperty(db: TDbExecutor, propertyId: number, unitId: number) {
  const [row] = await db
    .select({ id: units.id })
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId)));
  return row ?? null;
}

// ---- auto billing in batches (ADR 0021 "Auto billing"): one INSERT … SELECT per table for a batch ----

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows;

/**
 * Posted invoices made by a job, in one statement, once per source key: the ids by source key of those
 * inserted (a key that made one already is skipped). Ids follow the order given.
 */
export async function insertInvoicesOnce(
  db: TDbExecutor,
  values: (TNewInvoice & {
    sourceKey: string;
    number: number;
    postedAt: Date;
    sentAt: Date;
    createdAt: Date;
    updatedAt: Date;
  })[],
): Promise<Map<string, number>> {
  if (!values.length) return new Map();
  const rows = await rowsOf<{ id: number; key: string }>(
    db.execute(sql`
      insert into invoices (company_id, number, tenancy_id, tenant_user_id, property_id, invoice_date,
        due_date, status, payment_status, source, source_key, subtotal_sen, tax_sen, total_sen, postings,
        is_payout_income, is_smart_payout, posted_at, sent_at, created_by_kind, created_by_id, created_at,
        updated_at)
      select v.company_id, v.number, v.tenancy_id, v.tenant_user_id, v.property_id, v.invoice_date,
        v.due_date, v.status, v.payment_status, v.source, v.source_key, v.subtotal_sen, v.tax_sen, v.total_sen,
        v.postings, v.is_payout_income, v.is_smart_payout, v.posted_at, v.sent_at, v.created_by_kind,
        v.created_by_id, v.created_at, v.updated_at
      from jsonb_to_recordset(${json(
        values.map((v, i) => ({
          ord: i,
          company_id: v.companyId,
          number: v.number,
          tenancy_id: v.tenancyId,
          tenant_user_id: v.tenantUserId,
          property_id: v.propertyId,
          invoice_date: v.invoiceDate,
          due_date: v.dueDate,
          status: v.status,
          payment_status: v.paymentStatus ?? 'unpaid',
          source: v.source,
          source_key: v.sourceKey,
          subtotal_sen: v.subtotalSen ?? 0,
          tax_sen: v.taxSen ?? 0,
          total_sen: v.totalSen ?? 0,
          postings: v.postings ?? 0,
          is_payout_income: v.isPayoutIncome ?? true,
          is_smart_payout: v.isSmartPayout ?? false,
          posted_at: v.postedAt.toISOString(),
          sent_at: v.sentAt.toISOString(),
          created_by_kind: v.createdByKind,
          created_by_id: v.createdById ?? null,
          created_at: v.createdAt.toISOString(),
          updated_at: v.updatedAt.toISOString(),
        })),
      )}) as v(ord int, company_id int, number int, tenancy_id int, tenant_user_id int, property_id int,
        invoice_date date, due_date date, status text, payment_status text, source text, source_key text,
        subtotal_sen int, tax_sen int, total_sen int, postings int, is_payout_income boolean,
        is_smart_payout boolean, posted_at timestamptz, sent_at timestamptz, created_by_kind text,
        created_by_id int, created_at timestamptz, updated_at timestamptz)
      order by v.ord
      on conflict (source_key) where source_key is not null do nothing
      returning id, source_key as key`),
  );
  return new Map(rows.map((r) => [r.key, Number(r.id)]));
}

/** Invoice lines of a batch in one statement, in the order given. */
export async function insertLinesBulk(db: TDbExecutor, values: TNewInvoiceLine[]) {
  if (!values.length) return;
  await db.execute(sql`
    insert into invoice_lines (company_id, invoice_id, line_no, product_id, product_name, product_kind,
      description, quantity_hundredths, unit_price_sen, tax_item_id, tax_name, tax_rate_bp, tax_calculation,
      amount_sen, net_sen, tax_sen, total_sen)
    select v.company_id, v.invoice_id, v.line_no, v.product_id, v.product_name, v.product_kind, v.description,
      v.quantity_hundredths, v.unit_price_sen, v.tax_item_id, v.tax_name, v.tax_rate_bp, v.tax_calculation,
      v.amount_sen, v.net_sen, v.tax_sen, v.total_sen
    from jsonb_to_recordset(${json(
      values.map((l, i) => ({
        ord: i,
        company_id: l.companyId,
        invoice_id: l.invoiceId,
        line_no: l.lineNo,
        product_id: l.productId ?? null,
        product_name: l.productName,
        product_kind: l.productKind,
        description: l.description ?? null,
        quantity_hundredths: l.quantityHundredths,
        unit_price_sen: l.unitPriceSen,
        tax_item_id: l.taxItemId ?? null,
        tax_name: l.taxName ?? null,
        tax_rate_bp: l.taxRateBp ?? 0,
        tax_calculation: l.taxCalculation ?? 'exclusive',
        amount_sen: l.amountSen,
        net_sen: l.netSen,
        tax_sen: l.taxSen,
        total_sen: l.totalSen,
      })),
    )}) as v(ord int, company_id int, invoice_id int, line_no int, product_id int, product_name text,
      product_kind text, description text, quantity_hundredths int, unit_price_sen int, tax_item_id int,
      tax_name text, tax_rate_bp int, tax_calculation text, amount_sen int, net_sen int, tax_sen int,
      total_sen int)
    order by v.ord`);
}

/**
 * `attachReminders` for a batch in one statement: the reminders sent ahead of each auto-billed period
 * ('auto:<tenancy>:<period start>:<kind>', jobs.ts) tied to the invoice issued for it. The prefix is
 * matched by equality on the key's first three parts, so the join is a hash join, not a LIKE per pair.
 */
export async function attachRemindersBulk(
  db: TDbExecutor,
  companyId: number,
  pairs: { keyPrefix: string; invoiceId: number }[],
) {
  if (!pairs.length) return;
  await db.execute(sql`
    update ${billingReminders} set invoice_id = v.invoice_id
    from jsonb_to_recordset(${json(pairs.map((p) => ({ prefix: p.keyPrefix, invoice_id: p.invoiceId })))})
      as v(prefix text, invoice_id int)
    where ${billingReminders}.company_id = ${companyId} and ${billingReminders}.invoice_id is null
      and ${billingReminders}.key like 'auto:%'
      and substring(${billingReminders}.key from '^auto:[^:]*:[^:]*:') = v.prefix`);
}
