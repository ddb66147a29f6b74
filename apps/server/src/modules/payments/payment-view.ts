import type { TPaymentPurpose, TPaymentStatus } from '@sewa/domain';
import type { TPaymentRow } from './repository';

/** `bookingId`: the booking the payment pays (booking_payments), null for other purposes. */
export const paymentView = (p: TPaymentRow, bookingId: number | null) => ({
  payment_ref: p.reference,
  purpose: p.purpose as TPaymentPurpose,
  amount_sen: p.amountSen,
  currency: p.currency,
  status: p.status as TPaymentStatus,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
  booking_id: bookingId,
});
