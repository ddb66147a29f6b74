import type { TDbExecutor } from '@sewa/db';
import {
  companyAccount,
  postTransfer,
  type TLedgerAccountRef,
  type TPostTransferInput,
  tenancyAccount,
} from '../ledger/index';
import type { TInvoiceLineRecord, TInvoiceRecord } from './repository';

// Billing's ledger postings (docs/decisions/0021-billing.md; credit-positive signs of ADR 0010). Each is
// idempotent by its key, so a repeated call, a replayed callback or a second job run changes nothing.
//   post:    tenant_receivable −total; operator_income +net (income, pass-through) or the tenancy's
//            deposit_held +net (deposits); tax_payable +tax
//   unpost / void: the reversal of the posting (the same lines negated)
//   payment: tenant_receivable +paid; gateway_clearing (online) or bank (offline) −paid
//   revert payment: its reversal

export type TBy = { kind: 'user' | 'admin' | 'system'; id: number | null };

const receivable = (inv: TInvoiceRecord): TLedgerAccountRef => ({
  ownerType: 'tenant',
  ownerId: inv.tenantUserId,
  kind: 'tenant_receivable',
  companyId: inv.companyId,
});

type TPostedLine = Pick<TInvoiceLineRecord, 'productKind' | 'netSen' | 'taxSen'>;

function postingLines(inv: TInvoiceRecord, lines: TPostedLine[]) {
  const out: { account: TLedgerAccountRef; amountSen: number }[] = [
    { account: receivable(inv), amountSen: -inv.totalSen },
  ];
  for (const l of lines) {
    const account =
      l.productKind === 'deposit'
        ? tenancyAccount({ id: inv.tenancyId, companyId: inv.companyId })
        : companyAccount(inv.companyId, 'operator_income');
    out.push({ account, amountSen: l.netSen });
    if (l.taxSen) out.push({ account: companyAccount(inv.companyId, 'tax_payable'), amountSen: l.taxSen });
  }
  return out;
}

/** The posting of the invoice (its `postings` count already raised for it); null for a zero total. */
export function invoicePosting(
  inv: TInvoiceRecord,
  lines: TPostedLine[],
  by: TBy,
  at: Date,
): TPostTransferInput | null {
  if (inv.totalSen === 0) return null;
  return {
    kind: 'invoice_post',
    idempotencyKey: `invoice:${inv.id}:post:${inv.postings}`,
    lines: postingLines(inv, lines),
    reference: { type: 'invoice', id: inv.id },
    memo: `Invoice ${invoiceNumber(inv) ?? inv.id}`,
    createdBy: by,
    at,
  };
}

/** Posts the invoice (its `postings` count already raised for this posting); nothing for a zero total. */
export async function postInvoiceTransfer(
  tx: TDbExecutor,
  inv: TInvoiceRecord,
  lines: TInvoiceLineRecord[],
  by: TBy,
  at: Date,
) {
  const posting = invoicePosting(inv, lines, by, at);
  if (posting) await postTransfer(tx, posting);
}

/** The reversal of the invoice's current posting (unpost, revert to draft, void). */
export async function reverseInvoiceTransfer(
  tx: TDbExecutor,
  inv: TInvoiceRecord,
  lines: TInvoiceLineRecord[],
  by: TBy,
  at: Date,
) {
  if (inv.totalSen === 0) return;
  await postTransfer(tx, {
    kind: 'reversal',
    idempotencyKey: `invoice:${inv.id}:reverse:${inv.postings}`,
    lines: postingLines(inv, lines).map((l) => ({ ...l, amountSen: -l.amountSen })),
    reference: { type: 'invoice', id: inv.id },
    memo: `Reversal of invoice ${invoiceNumber(inv) ?? inv.id}`,
    createdBy: by,
    at,
  });
}

const paymentLines = (inv: TInvoiceRecord, amountSen: number, isOnline: boolean) => [
  { account: receivable(inv), amountSen },
  { account: companyAccount(inv.companyId, isOnline ? 'gateway_clearing' : 'bank'), amountSen: -amountSen },
];

export async function postPaymentTransfer(
  tx: TDbExecutor,
  inv: TInvoiceRecord,
  payment: { id: number; amountSen: number; method: string },
  by: TBy,
  at: Date,
) {
  await postTransfer(tx, {
    kind: 'invoice_payment',
    idempotencyKey: `invoice-payment:${payment.id}`,
    lines: paymentLines(inv, payment.amountSen, payment.method === 'gateway'),
    reference: { type: 'invoice_payment', id: payment.id },
    memo: `Payment of invoice ${invoiceNumber(inv) ?? inv.id}`,
    createdBy: by,
    at,
  });
}

export async function reversePaymentTransfer(
  tx: TDbExecutor,
  inv: TInvoiceRecord,
  payment: { id: number; amountSen: number; method: string },
  by: TBy,
  at: Date,
) {
  await postTransfer(tx, {
    kind: 'reversal',
    idempotencyKey: `invoice-payment:${payment.id}:revert`,
    lines: paymentLines(inv, payment.amountSen, payment.method === 'gateway').map((l) => ({
      ...l,
      amountSen: -l.amountSen,
    })),
    reference: { type: 'invoice_payment', id: payment.id },
    memo: `Reverted payment of invoice ${invoiceNumber(inv) ?? inv.id}`,
    createdBy: by,
    at,
  });
}

/** An expense paid from the company's bank: operator_income −total, bank +total. */
export async function postExpensePayment(
  tx: TDbExecutor,
  expense: { id: number; companyId: number; totalSen: number },
  by: TBy,
  at: Date,
) {
  if (expense.totalSen === 0) return;
  await postTransfer(tx, {
    kind: 'expense_payment',
    idempotencyKey: `expense:${expense.id}:pay`,
    lines: [
      { account: companyAccount(expense.companyId, 'operator_income'), amountSen: -expense.totalSen },
      { account: companyAccount(expense.companyId, 'bank'), amountSen: expense.totalSen },
    ],
    reference: { type: 'expense', id: expense.id },
    memo: `Expense ${expense.id}`,
    createdBy: by,
    at,
  });
}

/** INV-000042, or null for a draft never posted. */
export const invoiceNumber = (inv: { number: number | null }): string | null =>
  inv.number === null ? null : `INV-${String(inv.number).padStart(6, '0')}`;
export const receiptNumber = (n: number): string => `RC-${String(n).padStart(6, '0')}`;
export const expenseNumber = (n: number): string => `EXP-${String(n).padStart(6, '0')}`;
