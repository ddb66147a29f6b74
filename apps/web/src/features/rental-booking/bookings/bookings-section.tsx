import {
  BOOKING_STATUSES,
  BOOKING_TABS,
  type TBookingStatus,
  type TBookingTab,
} from '@sewa/domain/booking/machines';
import type { TBookingRow } from '@sewa/domain/booking/schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BookingStatusBadge,
  PaymentStatusBadge,
  RefundSideBadge,
  SettlementBadge,
  useBookingLabels,
} from '../../../shared/booking/status-badges';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../../shared/screens/date-range-filter';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { SearchBox } from '../../../shared/screens/search-box';
import { BOOKING_CALLS, type TArea } from '../api/booking';
import { ScopeFilter, StatusFilter } from '../shared/filters';
import { day, placeOf, when } from '../shared/labels';

export type TListFilters = { scope: string; search: string; range: TDayRange };
export const NO_FILTERS: TListFilters = { scope: '', search: '', range: { from: '', to: '' } };

/** The filters both sections share: property (operator) or company (admin), days and search. */
export function ListFilters({
  area,
  value,
  onChange,
  children,
}: {
  area: TArea;
  value: TListFilters;
  onChange: (next: TListFilters) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('rental-booking');
  const isFiltered =
    value.scope !== '' || value.search !== '' || value.range.from !== '' || value.range.to !== '';
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        label={t('filters.search')}
        placeholder={t('filters.search-placeholder')}
        buttonLabel={t('filters.search-button')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <ScopeFilter area={area} value={value.scope} onChange={(scope) => onChange({ ...value, scope })} />
        {children}
        <DateRangeFilter value={value.range} onChange={(range) => onChange({ ...value, range })} />
        {isFiltered && (
          <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </div>
  );
}

/** The list input of the filters: the operator filters by property, the admin by company. */
export function filterInput(area: TArea, filters: TListFilters) {
  const range = appliedRange(filters.range) ?? {};
  const scope = filters.scope
    ? area === 'admin'
      ? { company_id: filters.scope }
      : { property_id: filters.scope }
    : {};
  return { ...scope, ...range, ...(filters.search ? { search: filters.search } : {}) };
}

function BookingTable({
  area,
  tab,
  filters,
  status,
  onOpen,
}: {
  area: TArea;
  tab: TBookingTab;
  filters: TListFilters;
  status: TBookingStatus | '';
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('rental-booking');
  const paged = usePagedCall(BOOKING_CALLS[area].bookings, {
    tab,
    ...filterInput(area, filters),
    ...(status ? { status } : {}),
  });
  const columns: TDataTableColumn<TBookingRow>[] = [
    {
      key: 'booking_ref',
      header: t('bookings.ref'),
      cell: (b) => <span className="font-mono text-xs">{b.booking_ref}</span>,
    },
    {
      key: 'applicant',
      header: t('bookings.applicant'),
      cell: (b) => (
        <span className="flex flex-col">
          <span className="font-medium">{b.applicant_name}</span>
          {b.applicant_mobile && <span className="text-xs text-slate-500">{b.applicant_mobile}</span>}
        </span>
      ),
    },
    ...(area === 'admin'
      ? [{ key: 'company', header: t('bookings.company'), cell: (b: TBookingRow) => b.company_name }]
      : []),
    { key: 'place', header: t('bookings.place'), cell: (b) => placeOf(b) },
    { key: 'move_in_date', header: t('bookings.move-in'), cell: (b) => day(b.move_in_date) },
    { key: 'status', header: t('bookings.status'), cell: (b) => <BookingStatusBadge status={b.status} /> },
    {
      key: 'payment_status',
      header: t('bookings.payment'),
      cell: (b) => <PaymentStatusBadge status={b.payment_status} />,
    },
    {
      key: 'refund_status',
      header: t('bookings.refund'),
      cell: (b) => <RefundSideBadge status={b.refund_status} />,
    },
    {
      key: 'settlement_status',
      header: t('bookings.settlement'),
      cell: (b) => <SettlementBadge status={b.settlement_status} />,
    },
    {
      key: 'created_at',
      header: t('bookings.created'),
      cell: (b) => <span className="whitespace-nowrap">{when(b.created_at)}</span>,
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('bookings.actions')}</span>,
      cell: (b) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onOpen(b.id)}
          aria-label={t('bookings.view-named', { ref: b.booking_ref })}
        >
          {t('bookings.view')}
        </Button>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(b) => b.id} />;
}

/** Bookings with the tabs new, approved, rejected and all; a row opens the booking's detail. */
export function BookingsSection({ area, onOpen }: { area: TArea; onOpen: (id: number) => void }) {
  const { t } = useTranslation('rental-booking');
  const statusLabels = useBookingLabels();
  const [tab, setTab] = useState<TBookingTab>('new');
  const [filters, setFilters] = useState<TListFilters>(NO_FILTERS);
  const [status, setStatus] = useState<TBookingStatus | ''>('');
  return (
    <div className="flex flex-col gap-4">
      <ListFilters area={area} value={filters} onChange={setFilters}>
        <StatusFilter
          statuses={BOOKING_STATUSES}
          labels={statusLabels.BOOKING_STATUS_LABELS}
          value={status}
          onChange={setStatus}
        />
      </ListFilters>
      <Tabs
        aria-label={t('bookings.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TBookingTab)}
        items={BOOKING_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: (
            <BookingTable
              key={JSON.stringify([filters, status])}
              area={area}
              tab={value}
              filters={filters}
              status={status}
              onOpen={onOpen}
            />
          ),
        }))}
      />
    </div>
  );
}
