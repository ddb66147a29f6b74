import type { TDbExecutor } from '@sewa/db';
import {
  billingPeriods,
  periodsDue,
  type TAutoBilling,
  type TBillingTerms,
  type TPaymentFrequency,
  toDateString,
} from '@sewa/domain';
import { nextCompanyNumbers } from '../../core/counters';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { postTransfers } from '../ledger/index';
import { recordSystemTransitions, recordTransition } from '../lifecycle/index';
import { noticeUsers } from '../notifications/notify-people';
import { copyMastersIfNone } from '../products/repository';
import { todayOf } from '../tenancy/viewer';
import { makeInvoice, postDraft, priceWith, type TItem } from './invoice-core';
import { invoicePosting } from './money';
import { invoiceSentNotice, noticeTenant, runAll, type TAfter } from './notices';
import {
  attachReminders,
  attachRemindersBulk,
  autoBilledTenancies,
  existingSourceKeys,
  findAutoBilling,
  findCompanyProductByCode,
  findCompanyProducts,
  findTaxItems,
  findTenancyInScope,
  insertInvoicesOnce,
  insertLinesBulk,
  type TAutoBillingRecord,
  type TInvoiceRecord,
  type TTenancyRecord,
  updateInvoice,
  upsertAutoBilling,
} from './repository';

// Auto billing per tenancy (product §4 "Auto billing can be activated or terminated"): user-set-auto-billing
// and user-get-auto-billing, and the daily job that issues each period's invoice (rent prorated for
// rent-free days and a short last period, plus the tenancy's recurring items) on the payment day, posted,
// once per (tenancy, period) by its source key 'auto:<tenancy>:<period start>'.

export const termsOf = (t: TTenancyRecord): TBillingTerms => ({
  tenure_start: t.tenureStart,
  tenure_end: t.tenureEnd,
  payment_day: t.paymentDay,
  payment_frequency: t.paymentFrequency as TPaymentFrequency,
  monthly_rent_sen: t.monthlyRentSen,
  rent_free_start: t.rentFreeStart,
  rent_free_end: t.rentFreeEnd,
  first_month_rental_sen: t.firstMonthRentalSen,
  last_month_rental_sen: t.lastMonthRentalSen,
});

const SYSTEM = { kind: 'system' as const, id: null };

export const autoKey = (tenancyId: number, periodStart: string) => `auto:${tenancyId}:${periodStart}`;

export function autoBillingView(
  tenancy: TTenancyRecord,
  row: TAutoBillingRecord | null,
  today: string,
): TAutoBilling {
  const isActive = !!row?.isActive && tenancy.status === 'active';
  const next = isActive
    ? billingPeriods(termsOf(tenancy)).find(
        (p) => p.skip === null && p.billing_date >= today && p.billing_date >= row!.activeFrom,
      )
    : undefined;
  return {
    tenancy_id: tenancy.id,
    is_active: !!row?.isActive,
    activated_at: row?.activatedAt?.toISOString() ?? null,
    terminated_at: row?.terminatedAt?.toISOString() ?? null,
    recurring_items: row?.recurringItems ?? [],
    next_billing_date: next?.billing_date ?? null,
  };
}

export async function getAutoBilling(uc: TUseCase, input: { tenancy_id: number }) {
  const tenancy = await findTenancyInScope(uc.services.db, uc.scope, input.tenancy_id);
  if (!tenancy) throw notFound();
  return autoBillingView(tenancy, await findAutoBilling(uc.services.db, tenancy.id), todayOf(uc));
}

export async function setAutoBilling(
  uc: TUseCase,
  input: { tenancy_id: number; is_active: boolean; recurring_items?: Omit<TItem, 'quantity'>[] },
) {
  const at = uc.services.now();
  const today = todayOf(uc);
  const row = await uc.services.db.transaction(async (tx) => {
    const tenancy = await findTenancyInScope(tx, uc.scope, input.tenancy_id);
    if (!tenancy) throw notFound();
    // Auto billing starts for a live tenancy only; terminating it is always possible.
    if (input.is_active && !['pending', 'active'].includes(tenancy.status)) throw conflict();
    const before = await findAutoBilling(tx, tenancy.id);
    const items = input.recurring_items ?? before?.recurringItems ?? [];
    const saved = await upsertAutoBilling(tx, {
      tenancyId: tenancy.id,
      companyId: tenancy.companyId,
      isActive: input.is_active,
      activeFrom: input.is_active && !before?.isActive ? today : (before?.activeFrom ?? today),
      recurringItems: items.map((i) => ({
        product_id: i.product_id,
        unit_price_sen: i.unit_price_sen,
        ...(i.description ? { description: i.description } : {}),
        ...(i.tax_item_id ? { tax_item_id: i.tax_item_id } : {}),
      })),
      activatedAt: input.is_active
        ? before?.isActive
          ? before.activatedAt
          : at
        : (before?.activatedAt ?? null),
      terminatedAt: input.is_active ? null : at,
      updatedAt: at,
    });
    await recordTransition(tx, {
      companyId: tenancy.companyId,
      subjectType: 'tenancy',
      subjectId: tenancy.id,
      action: input.is_active ? 'activate_auto_billing' : 'terminate_auto_billing',
      from: tenancy.status,
      to: tenancy.status,
      uc,
      at,
    });
    await audit(tx, uc, {
      companyId: tenancy.companyId,
      action: input.is_active ? 'activate_auto_billing' : 'terminate_auto_billing',
      entity: 'tenancy',
      entityId: tenancy.id,
      before: { is_active: before?.isActive ?? false },
      after: { is_active: input.is_active, recurring_items: items.length },
    });
    return { tenancy, saved };
  });
  return autoBillingView(row.tenancy, row.saved, today);
}

/** Tenancies per batch: one transaction and a fixed number of statements each (ADR 0021 "Auto billing"). */
export const AUTO_BILLING_BATCH = 2_000;

type TDue = {
  tenancy: TTenancyRecord;
  key: string;
  period: { start: string; billing_date: string };
  items: TItem[];
};
type TPriced = TDue & { priced: ReturnType<typeof priceWith> };

/** Thrown inside a batch's transaction when another run made one of its invoices: the batch rolls back. */
class BatchTaken extends Error {}

/**
 * The auto-billing job's work for one company as of `asOf`: every period due (billed on or before today,
 * not before auto billing was activated) and not yet invoiced gets its invoice, posted. Returns how many
 * were issued. Invoices go in batches of AUTO_BILLING_BATCH, each batch one transaction of set-based
 * statements (`issueBatch`); an item the company's products or tax items cannot price takes the one-by-one
 * path (`issueOne`), in its place in the order, so it fails exactly as before.
 */
export async function issueDueInvoices(services: TServices, companyId: number, asOf: Date) {
  const today = toDateString(asOf);
  const { db } = services;
  await copyMastersIfNone(db, companyId, asOf);
  const rent = await findCompanyProductByCode(db, companyId, 'rent');
  if (!rent) throw new Error(`Company ${companyId} has no rent product`);
  const done = await existingSourceKeys(db, companyId, 'auto:');
  const due: TDue[] = [];
  for (const { tenancy, auto } of await autoBilledTenancies(db, companyId)) {
    for (const period of periodsDue(termsOf(tenancy), today, auto.activeFrom)) {
      const key = autoKey(tenancy.id, period.start);
      if (done.has(key)) continue;
      const items: TItem[] = [
        ...(period.rent_sen > 0
          ? [
              {
                product_id: rent.id,
                description: `Rent ${period.start} – ${period.end}`,
                quantity: 1,
                unit_price_sen: period.rent_sen,
                ...(rent.taxItemId ? { tax_item_id: rent.taxItemId } : {}),
              },
            ]
          : []),
        ...auto.recurringItems.map((i) => ({ ...i, quantity: 1 })),
      ];
      if (items.length) due.push({ tenancy, key, period, items });
    }
  }

  // The company's products and the active tax items the items name, read once for every batch.
  const [products, taxes] = await Promise.all([
    findCompanyProducts(db, companyId, [...new Set(due.flatMap((d) => d.items.map((i) => i.product_id)))]),
    findTaxItems(db, [
      ...new Set(due.flatMap((d) => d.items.flatMap((i) => (i.tax_item_id ? [i.tax_item_id] : [])))),
    ]),
  ]);
  const productOf = new Map(products.map((p) => [p.id, p]));
  const taxOf = new Map(taxes.map((t) => [t.id, t]));
  const pricedOrNull = (d: TDue): TPriced | null => {
    try {
      return { ...d, priced: priceWith(companyId, d.items, productOf, taxOf) };
    } catch {
      return null;
    }
  };

  let issued = 0;
  const afters: TAfter[] = [];
  let batch: TPriced[] = [];
  const flush = async () => {
    if (!batch.length) return;
    const taken = batch;
    batch = [];
    try {
      const { count, after } = await db.transaction((tx) => issueBatch(tx, services, companyId, taken, asOf));
      issued += count;
      afters.push(after);
    } catch (error) {
      if (!(error instanceof BatchTaken)) throw error;
      // Another run made some of them meanwhile: one by one, each skipping what exists.
      for (const d of taken) {
        const after = await issueOne(services, d, asOf);
        if (after) {
          issued++;
          afters.push(after);
        }
      }
    }
  };
  for (const d of due) {
    const priced = pricedOrNull(d);
    if (priced) {
      batch.push(priced);
      if (batch.length >= AUTO_BILLING_BATCH) await flush();
      continue;
    }
    await flush();
    const after = await issueOne(services, d, asOf);
    if (after) {
      issued++;
      afters.push(after);
    }
  }
  await flush();
  await runAll(afters)();
  return { issued };
}

/** One period's invoice in its own transaction, through makeInvoice and postDraft (null: made before). */
async function issueOne(services: TServices, d: TDue, asOf: Date): Promise<TAfter | null> {
  return services.db.transaction(async (tx) => {
    const draft = await makeInvoice(tx, {
      tenancy: d.tenancy,
      items: d.items,
      invoiceDate: d.period.billing_date,
      dueDate: d.period.billing_date,
      source: 'auto',
      sourceKey: d.key,
      by: SYSTEM,
      at: asOf,
    });
    if (!draft) return null;
    const posted = await postDraft(tx, draft, SYSTEM, asOf, null);
    await updateInvoice(tx, posted.id, { sentAt: asOf });
    await attachReminders(tx, `${d.key}:`, posted.id);
    return noticeTenant(tx, services, posted.tenantUserId, invoiceSentNotice(posted), asOf);
  });
}

/**
 * A batch of periods issued and posted set-based, inside the caller's transaction, leaving what `issueOne`
 * for each in turn leaves: the company's next invoice numbers (taken at once under the counter's row lock,
 * ADR 0021 "Numbers"), the invoices inserted posted with their lines, the history (create, post), the
 * ledger postings through `postTransfers` (ADR 0010: same keys and balances as one by one), the reminders
 * sent ahead tied to their invoices, the tenant's notices. Should any source key exist by now (another
 * run), BatchTaken rolls the whole batch back: no number is lost.
 */
async function issueBatch(
  tx: TDbExecutor,
  services: TServices,
  companyId: number,
  batch: TPriced[],
  asOf: Date,
): Promise<{ count: number; after: TAfter }> {
  const first = await nextCompanyNumbers(tx, companyId, 'invoice', batch.length);
  const rows = batch.map((d, i) => ({
    companyId,
    number: first + i,
    tenancyId: d.tenancy.id,
    tenantUserId: d.tenancy.tenantUserId,
    propertyId: d.tenancy.propertyId,
    invoiceDate: d.period.billing_date,
    dueDate: d.period.billing_date,
    status: 'posted',
    paymentStatus: 'unpaid',
    source: 'auto',
    sourceKey: d.key,
    sourceInvoiceId: null,
    reactivatedToId: null,
    subtotalSen: d.priced.totals.subtotal_sen,
    taxSen: d.priced.totals.tax_sen,
    totalSen: d.priced.totals.total_sen,
    paidSen: 0,
    postings: 1,
    isPayoutIncome: true,
    isSmartPayout: false,
    remarks: null,
    voidReason: null,
    postedAt: asOf,
    voidedAt: null,
    sentAt: asOf,
    createdByKind: SYSTEM.kind,
    createdById: SYSTEM.id,
    createdAt: asOf,
    updatedAt: asOf,
  }));
  const ids = await insertInvoicesOnce(tx, rows);
  if (ids.size !== batch.length) throw new BatchTaken();
  const invoices: TInvoiceRecord[] = rows.map((r) => ({ ...r, id: ids.get(r.sourceKey)! }));

  await insertLinesBulk(
    tx,
    batch.flatMap((d, i) => d.priced.lines.map((l) => ({ ...l, invoiceId: invoices[i]!.id }))),
  );
  await recordSystemTransitions(
    tx,
    invoices.flatMap((inv) => [
      {
        companyId,
        subjectType: 'invoice' as const,
        subjectId: inv.id,
        action: 'create',
        from: null,
        to: 'draft',
        at: asOf,
      },
      {
        companyId,
        subjectType: 'invoice' as const,
        subjectId: inv.id,
        action: 'post',
        from: 'draft',
        to: 'posted',
        at: asOf,
      },
    ]),
  );
  await postTransfers(
    tx,
    invoices.flatMap((inv, i) => {
      const posting = invoicePosting(inv, batch[i]!.priced.lines, SYSTEM, asOf);
      return posting ? [posting] : [];
    }),
  );
  await attachRemindersBulk(
    tx,
    companyId,
    invoices.map((inv, i) => ({ keyPrefix: `${batch[i]!.key}:`, invoiceId: inv.id })),
  );
  const after = await noticeUsers(
    tx,
    services,
    invoices.map((inv) => ({ userId: inv.tenantUserId, input: invoiceSentNotice(inv) })),
    asOf,
    'never',
  );
  return { count: invoices.length, after };
}
