import {
  billingPeriods,
  periodsDue,
  type TAutoBilling,
  type TBillingTerms,
  type TPaymentFrequency,
  toDateString,
} from '@sewa/domain';
import { audit, type TUseCase } from '../../core/use-case';
import { conflict, notFound } from '../../http/errors';
import type { TServices } from '../../http/services';
import { recordTransition } from '../lifecycle/index';
import { copyMastersIfNone } from '../products/repository';
import { todayOf } from '../tenancy/viewer';
import { makeInvoice, postDraft, type TItem } from './invoice-core';
import { invoiceSentNotice, noticeTenant, runAll, type TAfter } from './notices';
import {
  attachReminders,
  autoBilledTenancies,
  existingSourceKeys,
  findAutoBilling,
  findCompanyProductByCode,
  findTenancyInScope,
  type TAutoBillingRecord,
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

export const autoKey = (tenancyId: number, periodStart: string) => `auto:${tenancyId}:${periodStart}`;

function autoBillingView(
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

/**
 * The auto-billing job's work for one company as of `asOf`: every period due (billed on or before today,
 * not before auto billing was activated) and not yet invoiced gets its invoice, posted, one transaction
 * per invoice. Returns how many were issued.
 */
export async function issueDueInvoices(services: TServices, companyId: number, asOf: Date) {
  const today = toDateString(asOf);
  const { db } = services;
  await copyMastersIfNone(db, companyId, asOf);
  const rent = await findCompanyProductByCode(db, companyId, 'rent');
  if (!rent) throw new Error(`Company ${companyId} has no rent product`);
  const done = await existingSourceKeys(db, companyId, 'auto:');
  let issued = 0;
  const afters: TAfter[] = [];
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
      if (!items.length) continue;
      const after = await db.transaction(async (tx) => {
        const draft = await makeInvoice(tx, {
          tenancy,
          items,
          invoiceDate: period.billing_date,
          dueDate: period.billing_date,
          source: 'auto',
          sourceKey: key,
          by: { kind: 'system', id: null },
          at: asOf,
        });
        if (!draft) return null;
        const posted = await postDraft(tx, draft, { kind: 'system', id: null }, asOf, null);
        await updateInvoice(tx, posted.id, { sentAt: asOf });
        await attachReminders(tx, `${key}:`, posted.id);
        return noticeTenant(tx, services, posted.tenantUserId, invoiceSentNotice(posted), asOf);
      });
      if (after) {
        issued++;
        afters.push(after);
      }
    }
  }
  await runAll(afters)();
  return { issued };
}
