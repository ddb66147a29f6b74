import { decide, type TActor, type TRule, type TTransitionResult } from '../lifecycle/machine';

// The invoice and expense machines (docs/decisions/0021-billing.md, product §4 "Invoice"). An invoice
// has two statuses: the invoice status (draft, posted, void) and the payment status (unpaid, processing,
// partially paid, paid, completed). Each action of product §4 is one rule here; the server asks before
// every move (104 for an illegal move, 103 for a wrong actor).

export const INVOICE_STATUSES = ['draft', 'posted', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_PAYMENT_STATUSES = [
  'unpaid',
  'processing',
  'partially_paid',
  'paid',
  'completed',
] as const;
export type TInvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];

export const INVOICE_ACTIONS = [
  'post',
  'unpost',
  'revert_to_draft',
  'void',
  'reactivate',
  'flag_paid',
  'pay_online',
  'revert_payment',
] as const;
export type TInvoiceAction = (typeof INVOICE_ACTIONS)[number];

const STAFF: readonly TActor[] = ['operator'];

/** Moves of the invoice status. `reactivate` leaves the void invoice void and opens a new draft copy. */
const INVOICE_TABLE: Record<
  'post' | 'unpost' | 'revert_to_draft' | 'void' | 'reactivate',
  TRule<TInvoiceStatus>
> = {
  // The system posts the invoices auto billing issues.
  post: { from: ['draft'], to: 'posted', actors: [...STAFF, 'system'] },
  unpost: { from: ['posted'], to: 'draft', actors: STAFF },
  revert_to_draft: { from: ['posted'], to: 'draft', actors: STAFF },
  void: { from: ['draft', 'posted'], to: 'void', actors: STAFF },
  reactivate: { from: ['void'], to: 'void', actors: STAFF },
};

/** Payment statuses in which nothing has been paid (and nothing is on its way). */
const NOTHING_PAID: readonly TInvoicePaymentStatus[] = ['unpaid'];

export type TInvoiceState = { status: TInvoiceStatus; payment_status: TInvoicePaymentStatus };

/**
 * Whether `actor` may take `action` on an invoice in `state`. Unposting, reverting and voiding need
 * nothing paid (a payment is reverted first); payments are taken on posted invoices only, never while
 * an online payment is processing; a completed invoice (in a settled payout) is final.
 */
export function invoiceTransition(
  state: TInvoiceState,
  action: TInvoiceAction,
  actor: TActor,
): TTransitionResult<TInvoiceState> {
  const ps = state.payment_status;
  switch (action) {
    case 'post':
    case 'reactivate': {
      const r = decide(INVOICE_TABLE, state.status, action, actor);
      return r.ok ? { ok: true, to: { ...state, status: r.to } } : r;
    }
    case 'unpost':
    case 'revert_to_draft':
    case 'void': {
      if (!NOTHING_PAID.includes(ps)) return { ok: false, code: 104 };
      const r = decide(INVOICE_TABLE, state.status, action, actor);
      return r.ok ? { ok: true, to: { ...state, status: r.to } } : r;
    }
    case 'flag_paid':
    case 'pay_online': {
      if (state.status !== 'posted' || !['unpaid', 'partially_paid'].includes(ps))
        return { ok: false, code: 104 };
      const actors: readonly TActor[] = action === 'flag_paid' ? STAFF : ['tenant', 'operator'];
      if (!actors.includes(actor)) return { ok: false, code: 103 };
      // The payment status that follows depends on the amount: paymentStatusOf.
      return { ok: true, to: { ...state, payment_status: action === 'pay_online' ? 'processing' : ps } };
    }
    case 'revert_payment': {
      if (state.status !== 'posted' || !['partially_paid', 'paid'].includes(ps))
        return { ok: false, code: 104 };
      if (!STAFF.includes(actor)) return { ok: false, code: 103 };
      return { ok: true, to: state };
    }
  }
}

/** The payment status from what is paid: unpaid, partially paid, paid (processing while a gateway payment runs). */
export function paymentStatusOf(
  totalSen: number,
  paidSen: number,
  isProcessing = false,
): TInvoicePaymentStatus {
  if (isProcessing) return 'processing';
  if (paidSen <= 0) return 'unpaid';
  return paidSen >= totalSen ? 'paid' : 'partially_paid';
}

/** The actions the operator's side can take on an invoice now (the detail screen's buttons). */
export const invoiceActionsFor = (state: TInvoiceState, actor: TActor): TInvoiceAction[] =>
  INVOICE_ACTIONS.filter((a) => invoiceTransition(state, a, actor).ok);

/** List tabs (product §4): overdue is posted, not fully paid and past its due date. */
export const INVOICE_TABS = ['unpaid', 'paid', 'overdue', 'draft', 'void', 'all'] as const;
export type TInvoiceTab = (typeof INVOICE_TABS)[number];

// ---- expense ----
export const EXPENSE_STATUSES = ['draft', 'posted', 'paid', 'void'] as const;
export type TExpenseStatus = (typeof EXPENSE_STATUSES)[number];
export const EXPENSE_ACTIONS = ['post', 'pay', 'void'] as const;
export type TExpenseAction = (typeof EXPENSE_ACTIONS)[number];

const EXPENSE_TABLE: Record<TExpenseAction, TRule<TExpenseStatus>> = {
  post: { from: ['draft'], to: 'posted', actors: STAFF },
  pay: { from: ['posted'], to: 'paid', actors: STAFF },
  void: { from: ['draft', 'posted'], to: 'void', actors: STAFF },
};

export const expenseTransition = (
  state: TExpenseStatus,
  action: TExpenseAction,
  actor: TActor,
): TTransitionResult<TExpenseStatus> => decide(EXPENSE_TABLE, state, action, actor);
