import type { TBookingRow } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../shared/screens/notice';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { BOOKING_CALLS } from '../api/booking';
import { placeOf, when } from '../shared/labels';

/**
 * The admin's add-ctos without a booking: an admin has no wallet, so it runs checks only for a booking
 * (charged to the booking's company); walk-in checks are the operator's. The paid bookings awaiting a
 * credit check (required by the listing, consent signed, no report yet) are listed, each running its check
 * here (add-ctos with the booking) or opening in rental-booking.
 */
export function AwaitingBookings() {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS.admin.bookings, { tab: 'all', awaiting_credit_check: true });
  const columns: TDataTableColumn<TBookingRow>[] = [
    {
      key: 'booking_ref',
      header: t('bookings.ref'),
      cell: (b) => <span className="font-mono text-xs">{b.booking_ref}</span>,
    },
    {
      key: 'applicant',
      header: t('bookings.applicant'),
      cell: (b) => <span className="font-medium">{b.applicant_name}</span>,
    },
    { key: 'company', header: t('bookings.company'), cell: (b) => b.company_name },
    { key: 'place', header: t('bookings.place'), cell: (b) => placeOf(b) },
    {
      key: 'created_at',
      header: t('bookings.created'),
      cell: (b) => <span className="whitespace-nowrap">{when(b.created_at)}</span>,
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('bookings.actions')}</span>,
      cell: (b) => (
        <span className="flex flex-wrap gap-3">
          <Link
            to="/admin/add-ctos"
            search={{ booking_id: b.id }}
            className={ROW_LINK_CLASSES}
            aria-label={`${t('detail.run-check')} ${b.booking_ref}`}
          >
            {t('detail.run-check')}
          </Link>
          <Link
            to="/admin/rental-booking"
            search={{ booking_id: b.id }}
            className={ROW_LINK_CLASSES}
            aria-label={t('bookings.view-named', { ref: b.booking_ref })}
          >
            {t('bookings.view')}
          </Link>
        </span>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Notice
        action={
          <Button asChild variant="outline">
            <Link to="/admin/rental-booking">{t('add-ctos.open-rental-booking')}</Link>
          </Button>
        }
      >
        <span className="flex flex-col gap-1">
          <span>{t('add-ctos.admin-intro')}</span>
          <span>{t('add-ctos.admin-walk-in')}</span>
        </span>
      </Notice>
      <Card title={t('add-ctos.awaiting')} description={t('add-ctos.awaiting-description')}>
        <PagedTable paged={paged} caption={t('add-ctos.awaiting')} columns={columns} rowKey={(b) => b.id} />
      </Card>
    </div>
  );
}
