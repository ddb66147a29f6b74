import { REFUND_STATUSES, type TRefundStatus } from '@sewa/domain/booking/machines';
import type { TRefund } from '@sewa/domain/booking/schemas';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RefundStatusBadge, useBookingLabels } from '../../../shared/booking/status-badges';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { BOOKING_CALLS, type TArea } from '../api/booking';
import { CompanyFilter, StatusFilter } from '../shared/filters';
import { HistoryCard } from '../shared/history-card';
import { Money, rm, when } from '../shared/labels';
import { RefundActions } from './refund-actions';

/** Paid, less the credit-check fee and the claims, is the refund. */
function Breakdown({ refund }: { refund: TRefund }) {
  const { t } = useTranslation('rental-booking');
  const b = refund.breakdown;
  const lines: [string, number][] = [
    [t('refunds.paid'), b.paid_sen],
    [t('refunds.credit-fee'), -b.credit_check_fee_sen],
    [t('refunds.operator-claim'), -b.operator_claim_sen],
    [t('refunds.platform-claim'), -b.platform_claim_sen],
  ];
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 text-xs text-slate-600">
      {lines
        .filter(([, sen], i) => i === 0 || sen !== 0)
        .map(([label, sen]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right tabular-nums">{rm(sen)}</dd>
          </div>
        ))}
    </dl>
  );
}

/** refund: the refunds to decide and pay, filtered by status (and company on the admin site). */
export function RefundListScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('rental-booking');
  const statusLabels = useBookingLabels();
  const [filters, setFilters] = useState<{ status: TRefundStatus | ''; company: string; search: string }>({
    status: '',
    company: '',
    search: '',
  });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t(`refunds.title-${area}`)} description={t(`refunds.description-${area}`)} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={filters.search}
          onSearch={(search) => setFilters({ ...filters, search })}
          label={t('filters.search')}
          placeholder={t('refunds.search-placeholder')}
          buttonLabel={t('filters.search-button')}
        />
        <div className="flex flex-wrap gap-3">
          {area === 'admin' && (
            <CompanyFilter
              value={filters.company}
              onChange={(company) => setFilters({ ...filters, company })}
            />
          )}
          <StatusFilter
            statuses={REFUND_STATUSES}
            labels={statusLabels.REFUND_STATUS_LABELS}
            value={filters.status}
            onChange={(status) => setFilters({ ...filters, status })}
          />
        </div>
      </div>
      <RefundTable
        key={JSON.stringify(filters)}
        area={area}
        input={{
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.company ? { company_id: filters.company } : {}),
          ...(filters.search ? { search: filters.search } : {}),
        }}
      />
    </div>
  );
}

function RefundTable({
  area,
  input,
}: {
  area: TArea;
  input: { status?: TRefundStatus; company_id?: string; search?: string };
}) {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS[area].refunds, input);
  const columns: TDataTableColumn<TRefund>[] = [
    {
      key: 'tenant_name',
      header: t('refunds.tenant'),
      cell: (r) => <span className="font-medium">{r.tenant_name}</span>,
    },
    {
      key: 'booking_ref',
      header: t('bookings.ref'),
      cell: (r) =>
        r.booking_id === null ? (
          t(`refund-source.${r.source}`)
        ) : (
          <Link
            to={`/${area}/rental-booking`}
            search={{ booking_id: r.booking_id }}
            className={ROW_LINK_CLASSES}
          >
            {r.booking_ref}
          </Link>
        ),
    },
    { key: 'property_name', header: t('fees.property'), cell: (r) => r.property_name ?? '—' },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (r: TRefund) => r.company_name }]
      : []),
    {
      key: 'amount_sen',
      header: t('refunds.amount'),
      align: 'right',
      cell: (r) => <Money sen={r.amount_sen} />,
    },
    { key: 'breakdown', header: t('refunds.breakdown'), cell: (r) => <Breakdown refund={r} /> },
    {
      key: 'status',
      header: t('bookings.status'),
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <RefundStatusBadge status={r.status} />
          {r.payout_reference && (
            <span className="text-xs text-slate-500">
              {t('refunds.reference-is', { reference: r.payout_reference })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'created_at',
      header: t('bookings.created'),
      cell: (r) => <span className="whitespace-nowrap">{when(r.created_at)}</span>,
    },
    {
      key: 'actions',
      header: t('bookings.actions'),
      cell: (r) => (
        <div className="flex flex-wrap items-center gap-2">
          <RefundActions area={area} refund={r} />
          {area === 'admin' && (
            <Link
              to={`/admin/refund-details/${r.id}`}
              className={ROW_LINK_CLASSES}
              aria-label={t('refunds.view-named', { name: r.tenant_name })}
            >
              {t('bookings.view')}
            </Link>
          )}
        </div>
      ),
    },
  ];
  return (
    <PagedTable paged={paged} caption={t(`refunds.title-${area}`)} columns={columns} rowKey={(r) => r.id} />
  );
}

/** refund-details/{id} (admin): one refund, its breakdown and history, and the same actions. */
export function RefundDetailScreen() {
  const { t } = useTranslation('rental-booking');
  const statusLabels = useBookingLabels();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <RecordScreen contract={BOOKING_CALLS.admin.refund}>
        {(refund) => {
          const title = t('refunds.detail-title', { id: refund.id });
          return (
            <>
              <ScreenHeader
                title={title}
                description={`${refund.tenant_name} · ${refund.company_name}`}
                breadcrumbs={[{ label: t('refunds.title-admin'), href: '/admin/refund' }, { label: title }]}
                actions={<RefundActions area="admin" refund={refund} size="md" />}
              />
              <Card>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  <div>
                    <dt className="text-xs text-slate-600">{t('bookings.status')}</dt>
                    <dd>
                      <RefundStatusBadge status={refund.status} />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('refunds.amount')}</dt>
                    <dd className="text-lg font-semibold">{rm(refund.amount_sen)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('bookings.ref')}</dt>
                    <dd className="text-sm">
                      {refund.booking_id === null ? (
                        t(`refund-source.${refund.source}`)
                      ) : (
                        <Link
                          to="/admin/rental-booking"
                          search={{ booking_id: refund.booking_id }}
                          className={ROW_LINK_CLASSES}
                        >
                          {refund.booking_ref}
                        </Link>
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('fees.property')}</dt>
                    <dd className="text-sm">{refund.property_name ?? '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('refunds.reference')}</dt>
                    <dd className="text-sm">{refund.payout_reference ?? '—'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-600">{t('refunds.paid-at')}</dt>
                    <dd className="text-sm">{refund.paid_at ? when(refund.paid_at) : '—'}</dd>
                  </div>
                  {refund.reason && (
                    <div className="col-span-2">
                      <dt className="text-xs text-slate-600">{t('dialog.reason')}</dt>
                      <dd className="text-sm">{refund.reason}</dd>
                    </div>
                  )}
                </dl>
              </Card>
              <Card title={t('refunds.breakdown')}>
                <Breakdown refund={refund} />
              </Card>
              <HistoryCard events={refund.history} statuses={statusLabels.REFUND_STATUS_LABELS} />
            </>
          );
        }}
      </RecordScreen>
    </div>
  );
}
