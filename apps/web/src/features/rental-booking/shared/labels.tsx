import type {
  TAppointmentStatus,
  TBookingStatus,
  TRefundStatus,
  TSettlementStatus,
} from '@sewa/domain/booking/machines';
import { toDateTimeString } from '@sewa/format/dates';
import { formatDisplayDate } from '@sewa/format/display';
import { formatMoney } from '@sewa/format/money';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';

// The statuses and amounts every booking screen shows, in one place (namespace `rental-booking`).

/** Sen as "RM 1,234.00". */
export const rm = (sen: number) => formatMoney(sen, 'myr');
/** An instant in Malaysia time, "2026-05-05 10:30:00". */
export const when = (iso: string) => toDateTimeString(new Date(iso));
/** A day ("2026-05-05") as "05 May 2026". */
export const day = (date: string) => formatDisplayDate(date, 'DD Mon YYYY');

export function Money({ sen }: { sen: number }) {
  return <span className="whitespace-nowrap tabular-nums">{rm(sen)}</span>;
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
  const { t } = useTranslation('rental-booking');
  return <StatusBadge status={status} tone={BOOKING_TONES[status]} label={t(`booking-status.${status}`)} />;
}

export function PaymentStatusBadge({ status }: { status: 'unpaid' | 'paid_1' | 'paid_2' }) {
  const { t } = useTranslation('rental-booking');
  const tone = status === 'unpaid' ? 'warning' : 'success';
  return <StatusBadge status={status} tone={tone} label={t(`payment-status.${status}`)} />;
}

export function RefundSideBadge({ status }: { status: 'none' | 'pending' | 'refunded' }) {
  const { t } = useTranslation('rental-booking');
  if (status === 'none') return <span className="text-slate-500">{t('refund-side.none')}</span>;
  return (
    <StatusBadge
      status={status}
      tone={status === 'pending' ? 'warning' : 'info'}
      label={t(`refund-side.${status}`)}
    />
  );
}

const SETTLEMENT_TONES: Record<TSettlementStatus, TBadgeTone> = {
  held: 'warning',
  released: 'info',
  settled: 'success',
  refunded: 'neutral',
};

export function SettlementBadge({ status }: { status: TSettlementStatus | null }) {
  const { t } = useTranslation('rental-booking');
  if (status === null) return <span className="text-slate-500">—</span>;
  return (
    <StatusBadge status={status} tone={SETTLEMENT_TONES[status]} label={t(`settlement-status.${status}`)} />
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
  const { t } = useTranslation('rental-booking');
  return (
    <StatusBadge status={status} tone={APPOINTMENT_TONES[status]} label={t(`appointment-status.${status}`)} />
  );
}

const REFUND_TONES: Record<TRefundStatus, TBadgeTone> = {
  requested: 'warning',
  approved: 'info',
  rejected: 'danger',
  refunded: 'success',
};

export function RefundStatusBadge({ status }: { status: TRefundStatus }) {
  const { t } = useTranslation('rental-booking');
  return <StatusBadge status={status} tone={REFUND_TONES[status]} label={t(`refund-status.${status}`)} />;
}

export function BatchStatusBadge({ status }: { status: 'pending' | 'settled' }) {
  const { t } = useTranslation('rental-booking');
  return (
    <StatusBadge
      status={status}
      tone={status === 'settled' ? 'success' : 'warning'}
      label={t(`batch-status.${status}`)}
    />
  );
}

/** "Property · Unit · Room" of a booking, appointment or fee. */
export function placeOf(row: { property_name: string; unit_name?: string; room_name?: string | null }) {
  return [row.property_name, row.unit_name, row.room_name].filter(Boolean).join(' · ');
}

/** A viewing's start in Malaysia time, "05 May 2026 10:30 AM". */
export const viewingTime = (iso: string) => formatDisplayDate(new Date(iso), 'DD Mon YYYY hh:mm a');
