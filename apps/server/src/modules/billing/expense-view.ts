import type { TDbExecutor } from '@sewa/db';
import {
  EXPENSE_ACTIONS,
  expenseTransition,
  QUANTITY_SCALE,
  type TActor,
  type TExpenseDetail,
  type TExpenseStatus,
  type TTaxCalculation,
} from '@sewa/domain';
import { privateFileUrl } from '../files/index';
import { listHistory } from '../lifecycle/index';
import { expenseNumber } from './money';
import { expenseDocumentsOf, expenseLinesOf, type TExpenseRecord } from './repository';

// An expense as the calls answer it.

type TExpenseRow = { expense: TExpenseRecord; companyName: string; propertyName: string | null };

export const expenseRow = ({ expense: e, companyName, propertyName }: TExpenseRow) => ({
  id: e.id,
  company_id: e.companyId,
  company_name: companyName,
  number: expenseNumber(e.number),
  expense_date: e.expenseDate,
  status: e.status as TExpenseStatus,
  payee_kind: e.payeeKind as TExpenseDetail['payee_kind'],
  payee_name: e.payeeName,
  category: e.category as TExpenseDetail['category'],
  property_name: propertyName,
  tenancy_id: e.tenancyId,
  subtotal_sen: e.subtotalSen,
  tax_sen: e.taxSen,
  total_sen: e.totalSen,
  is_recharged: e.isRecharged,
  created_at: e.createdAt.toISOString(),
});

export async function expenseDetail(
  db: TDbExecutor,
  row: TExpenseRow,
  actor: TActor | null,
): Promise<TExpenseDetail> {
  const e = row.expense;
  const [lines, docs, history] = await Promise.all([
    expenseLinesOf(db, e.id),
    expenseDocumentsOf(db, e.id),
    listHistory(db, 'expense', e.id),
  ]);
  return {
    ...expenseRow(row),
    tax_calculation: e.taxCalculation as TTaxCalculation,
    property_id: e.propertyId,
    unit_id: e.unitId,
    is_payout_expense: e.isPayoutExpense,
    is_smart_payout: e.isSmartPayout,
    remarks: e.remarks,
    recharge_invoice_id: e.rechargeInvoiceId,
    lines: lines.map((l) => ({
      description: l.description,
      quantity: l.quantityHundredths / QUANTITY_SCALE,
      unit_price_sen: l.unitPriceSen,
      tax_rate_bp: l.taxRateBp,
      amount_sen: l.amountSen,
      line_tax_sen: l.taxSen,
      line_total_sen: l.totalSen,
    })),
    documents: docs.map((d) => ({
      file_id: d.fileId,
      url: privateFileUrl({ id: d.fileId, storageName: d.storageName }),
      name: d.name,
    })),
    history,
    actions: actor
      ? EXPENSE_ACTIONS.filter((a) => expenseTransition(e.status as TExpenseStatus, a, actor).ok)
      : [],
  };
}
