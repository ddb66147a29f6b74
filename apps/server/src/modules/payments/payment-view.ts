import type { TPaymentPurpose, TPaymentStatus } from '@sewa/domain';
import type { TPaymentRow } from './repository';

export const paymentView = (p: TPaymentRow) => ({
  payment_ref: p.reference,
  purpose: p.purpose as TPaymentPurpose,
  amount_sen: p.amountSen,
  currency: p.currency,
  status: p.status as TPaymentStatus,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
});
