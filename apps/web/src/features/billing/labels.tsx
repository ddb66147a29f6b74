import type { TExpenseStatus, TInvoicePaymentStatus, TInvoiceStatus } from '@sewa/domain/billing/machines';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../shared/display-date';

export { Money, rm, rmText } from '../../shared/amounts';

// Amounts, days and the status badges every billing screen shows.

export const day = (date: string | null | undefined) => (date ? formatDisplayDate(date, 'DD Mon YYYY') : '—');

const INVOICE_TONES: Record<TInvoiceStatus, TBadgeTone> = {
  draft: 'neutral',
  posted: 'info',
  void: 'danger',
};
const PAYMENT_TONES: Record<TInvoicePaymentStatus, TBadgeTone> = {
  unpaid: 'warning',
  processing: 'info',
  partially_paid: 'warning',
  paid: 'success',
  completed: 'success',
};
const EXPENSE_TONES: Record<TExpenseStatus, TBadgeTone> = {
  draft: 'neutral',
  posted: 'info',
  paid: 'success',
  void: 'danger',
};

export function InvoiceStatusBadge({ status }: { status: TInvoiceStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge status={status} label={t(`invoice-status.${status}`)} tone={INVOICE_TONES[status]} />;
}

export function PaymentStatusBadge({ status }: { status: TInvoicePaymentStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge status={status} label={t(`payment-status.${status}`)} tone={PAYMENT_TONES[status]} />;
}

export function ExpenseStatusBadge({ status }: { status: TExpenseStatus }) {
  const { t } = useTranslation('billing');
  return <StatusBadge status={status} label={t(`expense-status.${status}`)} tone={EXPENSE_TONES[status]} />;
}
