import { type TBookingFee, ZSettleBookingSettlementInput } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchStatusBadge, BookingStatusBadge, SettlementBadge } from '../../../shared/booking/status-badges';
import { TextDialog } from '../../../shared/forms/text-dialog';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { BOOKING_CALLS, type TArea, useSettleSettlement } from '../api/booking';
import { Money, rm, when } from '../shared/labels';

/** settlement-detail/{id}: one batch — total, status, bank reference, settled date — and its bookings. */
export function SettlementDetailScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const settle = useSettleSettlement();
  const [isSettling, setIsSettling] = useState(false);
  const columns: TDataTableColumn<TBookingFee>[] = [
    {
      key: 'booking_ref',
      header: t('bookings.ref'),
      cell: (f) => (
        <Link
          to={`/${area}/rental-booking`}
          search={{ booking_id: f.booking_id }}
          className={ROW_LINK_CLASSES}
        >
          {f.booking_ref}
        </Link>
      ),
    },
    { key: 'property_name', header: t('fees.property') },
    { key: 'applicant_name', header: t('bookings.applicant') },
    {
      key: 'booking_status',
      header: t('bookings.status'),
      cell: (f) => <BookingStatusBadge status={f.booking_status} />,
    },
    { key: 'paid_sen', header: t('fees.paid'), align: 'right', cell: (f) => <Money sen={f.paid_sen} /> },
    {
      key: 'operator_sen',
      header: t('fees.operator'),
      align: 'right',
      cell: (f) => <Money sen={f.operator_sen} />,
    },
    {
      key: 'settlement_status',
      header: t('bookings.settlement'),
      cell: (f) => <SettlementBadge status={f.settlement_status} />,
    },
  ];
  const list = `/${area}/booking-settlement`;
  return (
    <div className="flex flex-col gap-4">
      <RecordScreen contract={BOOKING_CALLS[area].settlement}>
        {(batch) => {
          const title = t('fees.batch-n', { id: batch.id });
          return (
            <>
              <ScreenHeader
                title={title}
                description={batch.company_name}
                breadcrumbs={[{ label: t(`settlement.title-${area}`), href: list }, { label: title }]}
                actions={
                  <div className="flex items-center gap-2">
                    <BatchStatusBadge status={batch.status} />
                    {area === 'admin' && batch.status === 'pending' && (
                      <Button onClick={() => setIsSettling(true)}>{t('batches.settle')}</Button>
                    )}
                  </div>
                }
              />
              <Card>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {[
                    [t('batches.total'), rm(batch.total_sen)],
                    [t('batches.bookings'), String(batch.booking_count)],
                    [t('batches.reference'), batch.reference ?? '—'],
                    [t('batches.settled-at'), batch.settled_at ? when(batch.settled_at) : '—'],
                  ].map(([label, value]) => (
                    <div key={label} className="flex flex-col">
                      <dt className="text-xs text-slate-600">{label}</dt>
                      <dd className="text-lg font-semibold tabular-nums text-slate-900 break-words">
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card>
              <DataTable
                caption={t('batches.its-bookings')}
                columns={columns}
                rows={batch.fees}
                rowKey={(f) => f.booking_id}
                pagination={{ mode: 'client', pageSize: 20 }}
              />
              {isSettling && (
                <TextDialog
                  id="settle-batch"
                  title={t('batches.settle-title')}
                  description={t('batches.settle-message', {
                    total: rm(batch.total_sen),
                    company: batch.company_name,
                  })}
                  label={t('batches.bank-reference')}
                  confirmLabel={t('batches.settle')}
                  cancelLabel={t('dialog.back')}
                  failedTitle={t('batches.settle-failed')}
                  isSingleLine
                  schema={ZSettleBookingSettlementInput}
                  field="reference"
                  toInput={(reference) => ({ id: batch.id, reference })}
                  onConfirm={async (reference) => {
                    await settle.mutateAsync({ id: batch.id, reference });
                    toast.success(t('batches.settled'));
                  }}
                  onClose={() => setIsSettling(false)}
                />
              )}
            </>
          );
        }}
      </RecordScreen>
    </div>
  );
}
