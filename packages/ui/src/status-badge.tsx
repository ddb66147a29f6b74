import type { ReactNode } from 'react';
import { cx } from './cx';

export type TBadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<TBadgeTone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
  success: 'bg-green-50 text-green-800 ring-green-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
};

// Status words used across tenancies, bookings, invoices, tickets and payouts (product §4).
const STATUS_TONES: Record<string, TBadgeTone> = {
  active: 'success',
  approved: 'success',
  paid: 'success',
  completed: 'success',
  success: 'success',
  verified: 'success',
  available: 'success',
  online: 'success',
  pending: 'warning',
  draft: 'neutral',
  processing: 'info',
  in_progress: 'info',
  booked: 'info',
  scheduled: 'info',
  unpaid: 'warning',
  partial: 'warning',
  overdue: 'danger',
  rejected: 'danger',
  cancelled: 'danger',
  canceled: 'danger',
  failed: 'danger',
  expired: 'danger',
  terminated: 'danger',
  offline: 'danger',
  inactive: 'neutral',
  closed: 'neutral',
};

export const toneForStatus = (status: string): TBadgeTone =>
  STATUS_TONES[
    status
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_')
  ] ?? 'neutral';

export type TStatusBadgeProps = {
  status: string;
  /** Translated label; without it the raw status is shown with underscores as spaces. */
  label?: ReactNode;
  tone?: TBadgeTone;
  className?: string;
};

export function StatusBadge({ status, label, tone, className }: TStatusBadgeProps) {
  const resolved = tone ?? toneForStatus(status);
  return (
    <span
      data-tone={resolved}
      className={cx(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset',
        TONES[resolved],
        className,
      )}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {label ?? status.replace(/_/g, ' ')}
    </span>
  );
}
