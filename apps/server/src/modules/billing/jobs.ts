import {
  addDays,
  billingPeriods,
  INTEREST_PERIOD_DAYS,
  interestPeriodsOn,
  lateInterest,
  penaltyAmount,
  penaltyDay,
  remindersDueOn,
  toDateString,
} from '@sewa/domain';
import type { TServices } from '../../http/services';
import type { TJob } from '../../jobs/job';
import { copyMastersIfNone } from '../products/repository';
import { autoKey, issueDueInvoices, termsOf } from './auto-billing';
import { makeInvoice, postDraft } from './invoice-core';
import { invoiceNumber } from './money';
import { invoiceSentNotice, noticeTenant, reminderNotice, runAll, type TAfter } from './notices';
import { reminderSettingsOf } from './reminder-settings';
import {
  autoBilledTenancies,
  companiesWithAutoBilling,
  companiesWithOpenInvoices,
  existingSourceKeys,
  findCompanyProductByCode,
  findTenancyById,
  insertReminderOnce,
  openInvoicesOf,
  type TInvoiceRecord,
} from './repository';

// Billing's daily jobs (docs/decisions/0012-clock-and-jobs.md, product §9 "Rental reminders"), one
// subject per company, each idempotent on its own: invoices by source key, reminders by their unique
// key, so a second run (or a run taken over after a crash) sends and posts nothing twice.

const DAY = 24 * 60;
const SYSTEM = { kind: 'system' as const, id: null };

export const autoBillingJob: TJob = {
  name: 'billing-auto-invoices',
  description: "Issues and posts each auto-billed tenancy's invoice for the period on its payment day.",
  everyMinutes: DAY,
  subjects: async (services) => (await companiesWithAutoBilling(services.db)).map(String),
  run: (services, subject, asOf) => issueDueInvoices(services, Number(subject), asOf),
};

/** A penalty or interest invoice of one line, posted, once per source key. */
async function chargeOnce(
  services: TServices,
  source: TInvoiceRecord,
  kind: 'penalty' | 'interest',
  key: string,
  amountSen: number,
  description: string,
  asOf: Date,
): Promise<TAfter | null> {
  const today = toDateString(asOf);
  const { db } = services;
  const product = await findCompanyProductByCode(db, source.companyId, 'penalty');
  const tenancy = await findTenancyById(db, source.tenancyId);
  if (!product || !tenancy) return null;
  return db.transaction(async (tx) => {
    const draft = await makeInvoice(tx, {
      tenancy,
      items: [{ product_id: product.id, description, quantity: 1, unit_price_sen: amountSen }],
      invoiceDate: today,
      dueDate: today,
      source: kind,
      sourceKey: key,
      sourceInvoiceId: source.id,
      by: SYSTEM,
      at: asOf,
    });
    if (!draft) return null;
    const posted = await postDraft(tx, draft, SYSTEM, asOf, null);
    return noticeTenant(tx, services, posted.tenantUserId, invoiceSentNotice(posted), asOf);
  });
}

/**
 * One company's reminders for `asOf`'s day: the first reminder ahead of each auto-billed period, then
 * for every posted invoice not paid in full the reminders falling on the day (then daily until paid), the
 * auto cut-off event on the termination day when the company turned it on, and the penalty once when the
 * grace period ends unpaid.
 */
export async function runReminders(services: TServices, companyId: number, asOf: Date) {
  const { db } = services;
  const today = toDateString(asOf);
  const settings = await reminderSettingsOf(db, companyId);
  await copyMastersIfNone(db, companyId, asOf);
  const afters: TAfter[] = [];
  let sent = 0;
  let penalties = 0;
  let cutOffs = 0;

  const remind = async (
    values: { invoiceId: number | null; tenancyId: number; kind: string; key: string },
    notice: Parameters<typeof reminderNotice>,
    tenantUserId: number,
  ) =>
    db.transaction(async (tx) => {
      const isNew = await insertReminderOnce(tx, { companyId, ...values, day: today, sentAt: asOf });
      if (!isNew) return false;
      afters.push(await noticeTenant(tx, services, tenantUserId, reminderNotice(...notice), asOf, true));
      return true;
    });

  // 1st reminder: three days before an auto-billed period's invoice date.
  const ahead = addDays(today, 3);
  for (const { tenancy, auto } of await autoBilledTenancies(db, companyId)) {
    const period = billingPeriods(termsOf(tenancy)).find(
      (p) => p.skip === null && p.billing_date === ahead && p.billing_date >= auto.activeFrom,
    );
    if (!period) continue;
    const key = `${autoKey(tenancy.id, period.start)}:before_3`;
    if (
      await remind(
        { invoiceId: null, tenancyId: tenancy.id, kind: 'before_3', key },
        ['before_3', { invoice: null, amountSen: period.rent_sen, dueDate: period.billing_date }],
        tenancy.tenantUserId,
      )
    )
      sent++;
  }

  for (const { invoice } of await openInvoicesOf(db, companyId)) {
    const balance = invoice.totalSen - invoice.paidSen;
    for (const kind of remindersDueOn(invoice.invoiceDate, today, settings)) {
      // The first reminder of an auto-billed invoice went ahead of it (above); others have theirs here.
      if (kind === 'before_3' && invoice.source === 'auto') continue;
      const key = `invoice:${invoice.id}:${kind}${kind === 'daily' ? `:${today}` : ''}`;
      if (
        await remind(
          { invoiceId: invoice.id, tenancyId: invoice.tenancyId, kind, key },
          [kind, { invoice, amountSen: balance, dueDate: invoice.dueDate }],
          invoice.tenantUserId,
        )
      )
        sent++;
      if (kind === 'termination' && settings.is_auto_cut_off) {
        // The event the smart-home module acts on: one 'cut_off' row per invoice.
        const isNew = await insertReminderOnce(db, {
          companyId,
          invoiceId: invoice.id,
          tenancyId: invoice.tenancyId,
          kind: 'cut_off',
          key: `invoice:${invoice.id}:cut_off`,
          day: today,
          sentAt: asOf,
        });
        if (isNew) cutOffs++;
      }
    }
    if (invoice.source === 'penalty' || invoice.source === 'interest') continue;
    const amount = penaltyAmount(balance, settings);
    if (amount > 0 && today >= penaltyDay(invoice.invoiceDate, settings)) {
      const after = await chargeOnce(
        services,
        invoice,
        'penalty',
        `penalty:${invoice.id}`,
        amount,
        `Late payment penalty for ${invoiceNumber(invoice) ?? invoice.id}`,
        asOf,
      );
      if (after) {
        penalties++;
        afters.push(after);
      }
    }
  }
  await runAll(afters)();
  return { sent, penalties, cut_offs: cutOffs };
}

export const remindersJob: TJob = {
  name: 'billing-reminders',
  description:
    'Sends the rental reminders of the day, raises auto cut-off and charges grace-period penalties.',
  everyMinutes: DAY,
  subjects: async (services) => {
    const ids = new Set([
      ...(await companiesWithOpenInvoices(services.db)),
      ...(await companiesWithAutoBilling(services.db)),
    ]);
    return [...ids].sort((a, b) => a - b).map(String);
  },
  run: (services, subject, asOf) => runReminders(services, Number(subject), asOf),
};

/**
 * Late payment interest at the tenancy's yearly rate: for every 30 days an invoice stays overdue, one
 * interest invoice on the balance for those 30 days ('interest:<invoice>:<n>', once each).
 */
export async function chargeLateInterest(services: TServices, companyId: number, asOf: Date) {
  const today = toDateString(asOf);
  await copyMastersIfNone(services.db, companyId, asOf);
  const done = await existingSourceKeys(services.db, companyId, 'interest:');
  const afters: TAfter[] = [];
  let charged = 0;
  for (const { invoice, interestBps } of await openInvoicesOf(services.db, companyId)) {
    if (invoice.source === 'penalty' || invoice.source === 'interest' || interestBps <= 0) continue;
    const balance = invoice.totalSen - invoice.paidSen;
    const periods = interestPeriodsOn(invoice.dueDate, today);
    for (let n = 1; n <= periods; n++) {
      const key = `interest:${invoice.id}:${n}`;
      const amount = lateInterest(balance, interestBps, INTEREST_PERIOD_DAYS);
      if (done.has(key) || amount <= 0) continue;
      const after = await chargeOnce(
        services,
        invoice,
        'interest',
        key,
        amount,
        `Late payment interest on ${invoiceNumber(invoice) ?? invoice.id} (${n * INTEREST_PERIOD_DAYS} days)`,
        asOf,
      );
      if (after) {
        charged++;
        afters.push(after);
      }
    }
  }
  await runAll(afters)();
  return { charged };
}

export const lateInterestJob: TJob = {
  name: 'billing-late-interest',
  description: "Charges late payment interest at the tenancy's rate on invoices overdue 30 days or more.",
  everyMinutes: DAY,
  subjects: async (services) => (await companiesWithOpenInvoices(services.db)).map(String),
  run: (services, subject, asOf) => chargeLateInterest(services, Number(subject), asOf),
};

export const BILLING_JOBS: readonly TJob[] = [autoBillingJob, remindersJob, lateInterestJob];
