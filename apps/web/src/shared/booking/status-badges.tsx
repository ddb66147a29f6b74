import * as LABELS from '@sewa/domain/booking/labels';
import type {
  TAppointmentStatus,
  TBookingStatus,
  TRefundStatus,
  TSettlementStatus,
} from '@sewa/domain/booking/machines';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useMemo } from 'react';
import { useLanguage } from '../../app/language';

// The booking statuses every booking screen shows (the tenant's and the operator's and admin's): their
// names come from the domain's tables (both languages), their badge tones from here.

type TLabelTables = typeof LABELS;
export type TBookingLabels = { [K in keyof TLabelTables]: TLabelTables[K]['en'] };

/** The booking status tables in the page's language. */
export function useBookingLabels(): TBookingLabels {
  const language = useLanguage();
  return useMemo(
    () =>
      Object.fromEntries(
        Object.entries(LABELS).map(([name, table]) => [name, table[language]]),
      ) as TBookingLabels,
    [language],
  );
}

const BOOKING_TONES: Record<TBookingStatus, TBadgeTone> = {
  draft: 'neutral',
  pending_consent: 'warning',
  pending_payment: 'warning',
  new: 'info',
  approved: 'success',
  confirmed: 'success',
  checked_in: 'success',
  rejected: 'danger',
  cancelled: 'danger',
};

export function BookingStatusBadge({ status }: { status: TBookingStatus }) {
  const labels = useBookingLabels();
  return (
    <StatusBadge status={status} tone={BOOKING_TONES[status]} label={labels.BOOKING_STATUS_LABELS[status]} />
  );
}

const PAYMENT_TONES = { unpaid: 'warning', paid_1: 'info', paid_2: 'success' } as const;

export function PaymentStatusBadge({ status }: { status: keyof typeof PAYMENT_TONES }) {
  const labels = useBookingLabels();
  return (
    <StatusBadge
      status={status}
      tone={PAYMENT_TONES[status]}
      label={labels.BOOKING_PAYMENT_STATUS_LABELS[status]}
    />
  );
}

export function RefundSideBadge({ status }: { status: 'none' | 'pending' | 'refunded' }) {
  const labels = useBookingLabels();
  const label = labels.REFUND_SIDE_LABELS[status];
  if (status === 'none') return <span className="text-slate-500">{label}</span>;
  return <StatusBadge status={status} tone={status === 'pending' ? 'warning' : 'info'} label={label} />;
}

const SETTLEMENT_TONES: Record<TSettlementStatus, TBadgeTone> = {
  held: 'warning',
  released: 'info',
  settled: 'success',
  refunded: 'neutral',
};

export function SettlementBadge({ status }: { status: TSettlementStatus | null }) {
  const labels = useBookingLabels();
  if (status === null) return <span className="text-slate-500">—</span>;
  return (
    <StatusBadge
      status={status}
      tone={SETTLEMENT_TONES[status]}
      label={labels.SETTLEMENT_STATUS_LABELS[status]}
    />
  );
}

const APPOINTMENT_TONES: Record<TAppointmentStatus, TBadgeTone> = {
  requested: 'info',
  approved: 'success',
  confirmed: 'success',
  rejected: 'danger',
  cancelled: 'danger',
};

export function AppointmentStatusBadge({ status }: { status: TAppointmentStatus }) {
  const labels = useBookingLabels();
  return (
    <StatusBadge
      status={status}
      tone={APPOINTMENT_TONES[status]}
      label={labels.APPOINTMENT_STATUS_LABELS[status]}
    />
  );
}

const REFUND_TONES: Record<TRefundStatus, TBadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  refunded: 'success',
};

export function RefundStatusBadge({ status }: { status: TRefundStatus }) {
  const labels = useBookingLabels();
  return (
    <StatusBadge status={status} tone={REFUND_TONES[status]} label={labels.REFUND_STATUS_LABELS[status]} />
  );
}

export function BatchStatusBadge({ status }: { status: 'pending' | 'settled' }) {
  const labels = useBookingLabels();
  return (
    <StatusBadge
      status={status}
      tone={status === 'settled' ? 'success' : 'warning'}
      label={labels.SETTLEMENT_BATCH_STATUS_LABELS[status]}
    />
  );
}
