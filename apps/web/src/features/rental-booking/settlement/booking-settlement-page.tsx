import { SETTLEMENT_STATUSES, type TSettlementStatus } from '@sewa/domain/booking/machines';
import type { TBookingFee, TBookingSettlement } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BatchStatusBadge,
  BookingStatusBadge,
  SettlementBadge,
  useBookingLabels,
} from '../../../shared/booking/status-badges';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { BOOKING_CALLS, type TArea, useCompanyOptions, useCreateSettlement } from '../api/booking';
import { CompanyFilter, StatusFilter } from '../shared/filters';
import { Money, rm, when } from '../shared/labels';

type TTotals = Record<`${TSettlementStatus}_sen`, number>;

const BAR_COLORS: Record<TSettlementStatus, string> = {
  held: 'bg-amber-400',
  released: 'bg-sky-500',
  settled: 'bg-green-600',
  refunded: 'bg-slate-400',
};

/** The four totals as cards, and a bar per status scaled to the largest (the figures are in the cards). */
function Totals({ totals }: { totals: TTotals }) {
  const { t } = useTranslation('rental-booking');
  const statusLabels = useBookingLabels();
  const max = Math.max(...SETTLEMENT_STATUSES.map((s) => totals[`${s}_sen`]), 1);
  return (
    <div className="flex flex-col gap-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {SETTLEMENT_STATUSES.map((s) => (
          <Card key={s}>
            <dt className="text-xs text-slate-600">{t(`totals.${s}`)}</dt>
            <dd className="text-xl font-semibold tabular-nums text-slate-900">{rm(totals[`${s}_sen`])}</dd>
          </Card>
        ))}
      </dl>
      <div className="flex flex-col gap-1" aria-hidden="true">
        {SETTLEMENT_STATUSES.map((s) => (
          <div key={s} className="flex items-center gap-2 text-xs text-slate-600">
            <span className="w-20 shrink-0">{statusLabels.SETTLEMENT_STATUS_LABELS[s]}</span>
            <span
              className={`h-2 rounded-full ${BAR_COLORS[s]}`}
              style={{ width: `${Math.max(1, (totals[`${s}_sen`] / max) * 100)}%` }}
            />
          </div>
        ))}
      </div>
    </div>
  );
}

/**
 * booking-settlement: booking money by settlement state — held until check-in, released to settle,
 * settled to the operator in batches, or refunded — and the batches. The admin creates a batch for a
 * company with released money and settles it on the batch's page.
 */
export function BookingSettlementScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const [status, setStatus] = useState<TSettlementStatus | ''>('');
  const [company, setCompany] = useState('');
  const scope = company ? { company_id: company } : {};
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t(`settlement.title-${area}`)}
        description={t(`settlement.description-${area}`)}
        actions={area === 'admin' && <CreateBatchButton companyId={company} />}
      />
      {area === 'admin' && (
        <div className="flex flex-wrap gap-3">
          <CompanyFilter value={company} onChange={setCompany} />
        </div>
      )}
      <FeesPanel
        key={`${company}-${status}`}
        area={area}
        scope={scope}
        status={status}
        onStatus={setStatus}
      />
      <BatchesPanel key={company} area={area} scope={scope} />
    </div>
  );
}

function FeesPanel({
  area,
  scope,
  status,
  onStatus,
}: {
  area: TArea;
  scope: { company_id?: string };
  status: TSettlementStatus | '';
  onStatus: (status: TSettlementStatus | '') => void;
}) {
  const { t } = useTranslation('rental-booking');
  const statusLabels = useBookingLabels();
  const paged = usePagedCall(BOOKING_CALLS[area].fees, {
    ...scope,
    ...(status ? { settlement_status: status } : {}),
  });
  const totals = paged.query.data?.data.totals;
  const columns: TDataTableColumn<TBookingFee>[] = [
    {
      key: 'booking_ref',
      header: t('bookings.ref'),
      cell: (f) => <span className="font-mono text-xs">{f.booking_ref}</span>,
    },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (f: TBookingFee) => f.company_name }]
      : []),
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
      key: 'refund_sen',
      header: t('fees.refund'),
      align: 'right',
      cell: (f) => <Money sen={f.refund_sen} />,
    },
    {
      key: 'settlement_status',
      header: t('bookings.settlement'),
      cell: (f) => <SettlementBadge status={f.settlement_status} />,
    },
    { key: 'paid_at', header: t('fees.paid-at'), cell: (f) => (f.paid_at ? when(f.paid_at) : '—') },
    {
      key: 'batch',
      header: t('fees.batch'),
      cell: (f) =>
        f.settlement_id === null ? (
          '—'
        ) : (
          <Link to={`/${area}/settlement-detail/${f.settlement_id}`} className={ROW_LINK_CLASSES}>
            {t('fees.batch-n', { id: f.settlement_id })}
          </Link>
        ),
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-label={t('fees.title')}>
      {totals && <Totals totals={totals} />}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-base font-semibold text-slate-900">{t('fees.title')}</h2>
        <StatusFilter
          statuses={SETTLEMENT_STATUSES}
          labels={statusLabels.SETTLEMENT_STATUS_LABELS}
          value={status}
          onChange={onStatus}
        />
      </div>
      <PagedTable paged={paged} caption={t('fees.title')} columns={columns} rowKey={(f) => f.booking_id} />
    </section>
  );
}

function BatchesPanel({ area, scope }: { area: TArea; scope: { company_id?: string } }) {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS[area].settlements, scope);
  const columns: TDataTableColumn<TBookingSettlement>[] = [
    { key: 'id', header: t('batches.batch'), cell: (b) => t('fees.batch-n', { id: b.id }) },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (b: TBookingSettlement) => b.company_name }]
      : []),
    { key: 'booking_count', header: t('batches.bookings'), align: 'right' },
    {
      key: 'total_sen',
      header: t('batches.total'),
      align: 'right',
      cell: (b) => <Money sen={b.total_sen} />,
    },
    { key: 'status', header: t('bookings.status'), cell: (b) => <BatchStatusBadge status={b.status} /> },
    { key: 'reference', header: t('batches.reference'), cell: (b) => b.reference ?? '—' },
    {
      key: 'settled_at',
      header: t('batches.settled-at'),
      cell: (b) => (b.settled_at ? when(b.settled_at) : '—'),
    },
    { key: 'created_at', header: t('bookings.created'), cell: (b) => when(b.created_at) },
    {
      key: 'open',
      header: <span className="sr-only">{t('bookings.actions')}</span>,
      cell: (b) => (
        <Link
          to={`/${area}/settlement-detail/${b.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('batches.view-named', { id: b.id })}
        >
          {t('bookings.view')}
        </Link>
      ),
    },
  ];
  return (
    <section className="flex flex-col gap-3" aria-label={t('batches.title')}>
      <h2 className="text-base font-semibold text-slate-900">{t('batches.title')}</h2>
      <PagedTable paged={paged} caption={t('batches.title')} columns={columns} rowKey={(b) => b.id} />
    </section>
  );
}

/** Gathers the chosen company's released money into a pending batch, after a confirmation. */
function CreateBatchButton({ companyId }: { companyId: string }) {
  const { t } = useTranslation('rental-booking');
  const toast = useToast();
  const fail = useFailureToast();
  const navigate = useNavigate();
  const create = useCreateSettlement();
  const companies = useCompanyOptions('admin');
  const [isOpen, setIsOpen] = useState(false);
  const name = companies.find((c) => c.value === companyId)?.label ?? '';
  return (
    <>
      <Button
        onClick={() => setIsOpen(true)}
        disabled={!companyId}
        title={companyId ? undefined : t('batches.pick-company')}
      >
        {t('batches.create')}
      </Button>
      {!companyId && <span className="text-xs text-slate-500">{t('batches.pick-company')}</span>}
      <ConfirmDialog
        open={isOpen}
        onOpenChange={setIsOpen}
        title={t('batches.create-title')}
        message={t('batches.create-message', { company: name })}
        confirmLabel={t('batches.create')}
        cancelLabel={t('dialog.back')}
        onConfirm={async () => {
          try {
            const answer = await create.mutateAsync({ company_id: companyId });
            toast.success(t('batches.created', { total: rm(answer.data.total_sen) }));
            await navigate({ to: `/admin/settlement-detail/${answer.data.id}` });
          } catch (error) {
            fail(t('batches.create-failed'), error);
            throw error;
          }
        }}
      />
    </>
  );
}
