import {
  BOOKING_TABS,
  type SNAG_STATUSES,
  type TBookingStatus,
  type TBookingTab,
} from '@sewa/domain/booking/machines';
import type { TBookingRow } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { StatusBadge, type TBadgeTone } from '@sewa/ui/status-badge.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingStatusBadge, PaymentStatusBadge, RefundSideBadge } from '../../shared/booking/status-badges';
import { PagedCards } from '../../shared/screens/paged-cards';
import { usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { BOOKING_CALLS, useCancelBooking } from './api/booking';
import { bookingPath, day, placeText, rm } from './booking-labels';
import { useServerText } from './server-text';

// booking-history (tenant): the tenant's bookings by tab, each with its status, payment, refund and
// snag-list status; open one, or cancel it while that is still allowed.

/** A list row carries no actions: a booking can be cancelled before check-in unless it already ended. */
const CANCELLABLE: readonly TBookingStatus[] = [
  'draft',
  'pending_consent',
  'pending_payment',
  'new',
  'approved',
  'confirmed',
];

export function BookingHistoryPage() {
  const { t } = useTranslation('booking');
  const [tab, setTab] = useState<TBookingTab>('all');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('history.title')} description={t('history.description')} />
      <Tabs
        value={tab}
        onValueChange={(value) => setTab(value as TBookingTab)}
        items={BOOKING_TABS.map((value) => ({
          value,
          label: t(`history.tabs.${value}`),
          content: value === tab ? <BookingList tab={value} /> : null,
        }))}
      />
    </div>
  );
}

function BookingList({ tab }: { tab: TBookingTab }) {
  const { t } = useTranslation('booking');
  const toast = useToast();
  const serverText = useServerText();
  const paged = usePagedCall(BOOKING_CALLS.bookings, { tab });
  const cancel = useCancelBooking();
  const [cancelling, setCancelling] = useState<TBookingRow | null>(null);
  return (
    <>
      <PagedCards
        paged={paged}
        label={t(`history.tabs.${tab}`)}
        rowKey={(row) => row.id}
        card={(row) => <BookingCard row={row} onCancel={() => setCancelling(row)} />}
      />
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => !open && setCancelling(null)}
        title={t('history.confirm-title')}
        message={t('history.confirm-message')}
        confirmLabel={t('history.confirm-yes')}
        cancelLabel={t('history.confirm-no')}
        tone="danger"
        onConfirm={async () => {
          if (!cancelling) return;
          try {
            await cancel.mutateAsync({ booking_id: cancelling.id });
            toast.success(t('history.cancelled'));
          } catch (error) {
            toast.error({ title: t('history.cancel-failed'), description: serverText(error) });
            throw error;
          }
        }}
      />
    </>
  );
}

const SNAG_TONE: Record<(typeof SNAG_STATUSES)[number], TBadgeTone> = {
  not_started: 'neutral',
  pending: 'warning',
  agreed: 'success',
  rejected: 'danger',
};

function BookingCard({ row, onCancel }: { row: TBookingRow; onCancel: () => void }) {
  const { t } = useTranslation('booking');
  const item = (label: string, badge: ReactNode) => (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd>{badge}</dd>
    </div>
  );
  return (
    <article
      aria-label={`${row.booking_ref} ${row.property_name}`}
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">
            {t('history.ref')} {row.booking_ref}
          </p>
          <h2 className="font-semibold text-slate-900">{row.property_name}</h2>
          <p className="text-sm text-slate-600">{placeText(t, row.unit_name, row.room_name)}</p>
          <p className="text-sm text-slate-600">{t('history.move-in', { date: day(row.move_in_date) })}</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <BookingStatusBadge status={row.status} />
          <span className="text-sm tabular-nums text-slate-700">
            {rm(row.monthly_rent_sen)} {t('common.per-month')}
          </span>
        </div>
      </div>
      <dl className="grid grid-cols-3 gap-2">
        {item(t('history.payment'), <PaymentStatusBadge status={row.payment_status} />)}
        {item(t('history.refund'), <RefundSideBadge status={row.refund_status} />)}
        {item(
          t('history.snag'),
          <StatusBadge
            status={row.snag_status}
            tone={SNAG_TONE[row.snag_status]}
            label={t(`snag.${row.snag_status}`)}
          />,
        )}
      </dl>
      {row.status === 'rejected' && (
        <p role="note" className="rounded-control bg-red-50 px-3 py-2 text-sm text-red-800">
          {t('history.rejected-message')}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {CANCELLABLE.includes(row.status) && (
          <Button size="sm" variant="outline" onClick={onCancel}>
            {t('history.cancel')}
          </Button>
        )}
        <Button asChild size="sm">
          <Link to={bookingPath(row.id)}>{t('history.open')}</Link>
        </Button>
      </div>
    </article>
  );
}
