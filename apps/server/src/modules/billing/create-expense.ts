import { documentTotals, lineTotals, QUANTITY_SCALE, type TTaxCalculation } from '@sewa/domain';
import { nextCompanyNumber } from '../../core/counters';
import { companyOf } from '../../core/scope';
import { audit, ownerOf, type TUseCase } from '../../core/use-case';
import { invalid } from '../../http/errors';
import type { TUploadedFile } from '../../http/registry';
import { storeUpload } from '../files/index';
import { recordTransition } from '../lifecycle/index';
import { copyMastersIfNone } from '../products/repository';
import { byOf, todayOf } from '../tenancy/viewer';
import { getExpense } from './get-expense';
import { makeInvoice } from './invoice-core';
import {
  findCompanyProductByCode,
  findCompanyProperty,
  findTaxItems,
  findTenancyInScope,
  findUnitOfProperty,
  insertExpense,
  insertExpenseDocuments,
  insertExpenseLines,
  updateExpense,
} from './repository';

// Expenses (product §3 "Expense"): user-create-expense, user-list-expenses, user-get-expense and the
// moves post, pay (its ledger posting: the company's income is reduced by what its bank paid) and void.
// An expense tied to a tenancy may be recharged to its tenant: a draft invoice with the expense's lines
// (product 'custom') is made with it, and only then does the tenant see the expense.

type TExpenseInput = {
  expense_date: string;
  payee_kind: string;
  payee_name: string;
  category: string;
  tax_calculation: TTaxCalculation;
  items: { description: string; quantity: number; unit_price_sen: number; tax_item_id?: number }[];
  property_id?: number;
  unit_id?: number;
  tenancy_id?: number;
  is_payout_expense: boolean;
  is_smart_payout: boolean;
  is_recharged: boolean;
  remarks?: string;
};

export async function createExpense(uc: TUseCase, input: TExpenseInput, files: TUploadedFile[]) {
  const companyId = companyOf(uc.scope);
  const at = uc.services.now();
  const { db } = uc.services;
  if (input.is_recharged && !input.tenancy_id) throw invalid({ tenancy_id: 'recharge-needs-tenancy' });
  const id = await db.transaction(async (tx) => {
    const tenancy = input.tenancy_id ? await findTenancyInScope(tx, uc.scope, input.tenancy_id) : null;
    if (input.tenancy_id && !tenancy) throw invalid({ tenancy_id: 'invalid-tenancy' });
    const propertyId = input.property_id ?? tenancy?.propertyId ?? null;
    if (propertyId && !(await findCompanyProperty(tx, companyId, propertyId)))
      throw invalid({ property_id: 'invalid-property' });
    if (input.unit_id && (!propertyId || !(await findUnitOfProperty(tx, propertyId, input.unit_id))))
      throw invalid({ unit_id: 'unit-not-in-property' });
    const taxIds = [...new Set(input.items.flatMap((i) => (i.tax_item_id ? [i.tax_item_id] : [])))];
    const taxes = new Map((await findTaxItems(tx, taxIds)).map((t) => [t.id, t]));
    const lines = input.items.map((item, i) => {
      const tax = item.tax_item_id ? taxes.get(item.tax_item_id) : null;
      if (item.tax_item_id && !tax)
        throw invalid({ [`items.${i}.tax_item_id`]: 'invalid-tax-item', items: 'invalid-tax-item' });
      const t = lineTotals({
        quantity: item.quantity,
        unit_price_sen: item.unit_price_sen,
        tax: tax ? { rate_bp: tax.rateBp, calculation: input.tax_calculation } : null,
      });
      return { item, tax, t };
    });
    const totals = documentTotals(lines.map((l) => l.t));
    const expense = await insertExpense(tx, {
      companyId,
      number: await nextCompanyNumber(tx, companyId, 'expense'),
      expenseDate: input.expense_date,
      status: 'draft',
      payeeKind: input.payee_kind,
      payeeName: input.payee_name,
      category: input.category,
      taxCalculation: input.tax_calculation,
      propertyId,
      unitId: input.unit_id ?? tenancy?.unitId ?? null,
      tenancyId: tenancy?.id ?? null,
      isPayoutExpense: input.is_payout_expense,
      isSmartPayout: input.is_smart_payout,
      isRecharged: input.is_recharged,
      remarks: input.remarks ?? null,
      subtotalSen: totals.subtotal_sen,
      taxSen: totals.tax_sen,
      totalSen: totals.total_sen,
      createdByKind: byOf(uc).kind,
      createdById: byOf(uc).id,
      createdAt: at,
      updatedAt: at,
    });
    await insertExpenseLines(
      tx,
      lines.map(({ item, tax, t }, i) => ({
        companyId,
        expenseId: expense.id,
        lineNo: i + 1,
        description: item.description,
        quantityHundredths: Math.round(item.quantity * QUANTITY_SCALE),
        unitPriceSen: item.unit_price_sen,
        taxItemId: tax?.id ?? null,
        taxRateBp: tax?.rateBp ?? 0,
        amountSen: t.amount_sen,
        netSen: t.net_sen,
        taxSen: t.tax_sen,
        totalSen: t.total_sen,
      })),
    );
    const stored = [];
    for (const f of files.filter((x) => x.field === 'documents'))
      stored.push(
        await storeUpload({ db: tx, config: uc.services.config }, f, {
          companyId,
          visibility: 'private',
          ...ownerOf(uc),
        }),
      );
    await insertExpenseDocuments(
      tx,
      stored.map((f) => ({ expenseId: expense.id, fileId: f.id, companyId })),
    );
    if (input.is_recharged && tenancy) {
      await copyMastersIfNone(tx, companyId, at);
      const custom = await findCompanyProductByCode(tx, companyId, 'custom');
      if (!custom) throw new Error(`Company ${companyId} has no custom product`);
      const invoice = await makeInvoice(tx, {
        tenancy,
        items: input.items.map((i) => ({
          product_id: custom.id,
          description: i.description,
          quantity: i.quantity,
          unit_price_sen: i.unit_price_sen,
          ...(i.tax_item_id ? { tax_item_id: i.tax_item_id } : {}),
        })),
        invoiceDate: todayOf(uc),
        dueDate: [todayOf(uc), input.expense_date].sort()[1] as string,
        source: 'recharge',
        sourceKey: `recharge:${expense.id}`,
        remarks: `Recharge of ${input.payee_name}`,
        by: byOf(uc),
        at,
      });
      await updateExpense(tx, expense.id, { rechargeInvoiceId: invoice?.id ?? null });
    }
    await recordTransition(tx, {
      companyId,
      subjectType: 'expense',
      subjectId: expense.id,
      action: 'create',
      from: null,
      to: 'draft',
      uc,
      at,
    });
    await audit(tx, uc, {
      companyId,
      action: 'create',
      entity: 'expense',
      entityId: expense.id,
      after: { total_sen: totals.total_sen, is_recharged: input.is_recharged },
    });
    return expense.id;
  });
  return getExpense(uc, { id });
}
