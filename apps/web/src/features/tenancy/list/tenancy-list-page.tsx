import { TENANCY_TABS, type TTenancyTab } from '@sewa/domain/tenancy/machines';
import type { TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloads } from '../../../shared/csv';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { fetchAllTenancies, TENANCY_CALLS, type TTenancyArea, tenancyPath } from '../api/tenancy';
import { day, Money, TenancyStatusBadge } from '../shared/labels';
import { tenanciesCsv } from './export';
import { filterInput, NO_FILTERS, TenancyFilters, type TListFilters } from './filters';

type TListArea = Exclude<TTenancyArea, 'tenant'>;

const tabOf = (status: unknown): TTenancyTab =>
  TENANCY_TABS.includes(status as TTenancyTab) ? (status as TTenancyTab) : 'all';

/**
 * tenancy (operator, admin, landlord): the tenancies by status tab (the tab is the address's ?status=),
 * filtered, paged, exported as CSV; the operator's side creates one from here.
 */
export function TenancyListScreen({ area }: { area: TListArea }) {
  const { t } = useTranslation('tenancy');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { status?: string };
  const tab = tabOf(search.status);
  const [filters, setFilters] = useState<TListFilters>(NO_FILTERS);
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t(`list.description-${area}`)}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButton area={area} tab={tab} filters={filters} />
            {area === 'operator' && (
              <Button asChild>
                <Link to="/operator/create-new-tenancy">{t('list.create')}</Link>
              </Button>
            )}
          </div>
        }
      />
      <TenancyFilters area={area} value={filters} onChange={setFilters} />
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => navigate({ to: `/${area}/tenancy`, search: { status: next } })}
        items={TENANCY_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content:
            value === tab ? (
              <TenancyTable key={JSON.stringify(filters)} area={area} tab={value} filters={filters} />
            ) : null,
        }))}
      />
    </div>
  );
}

function TenancyTable({ area, tab, filters }: { area: TListArea; tab: TTenancyTab; filters: TListFilters }) {
  const { t } = useTranslation('tenancy');
  const paged = usePagedCall(TENANCY_CALLS[area].list, { status: tab, ...filterInput(filters) });
  const columns: TDataTableColumn<TTenancyRow>[] = [
    {
      key: 'code',
      header: area === 'admin' ? t('list.code-company') : t('list.code'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-mono text-xs whitespace-nowrap">{r.code}</span>
          {area === 'admin' && <span className="text-xs text-slate-500">{r.company_name}</span>}
        </span>
      ),
    },
    {
      key: 'tenant',
      header: t('list.tenant'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.tenant_name}</span>
          {r.tenant_mobile && <span className="text-xs text-slate-500">{r.tenant_mobile}</span>}
        </span>
      ),
    },
    {
      key: 'place',
      header: t('list.place'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.property_name}</span>
          <span className="text-xs text-slate-500">
            {[r.unit_name, r.room_name].filter(Boolean).join(' · ')}
          </span>
        </span>
      ),
    },
    {
      key: 'tenure',
      header: t('list.tenure'),
      cell: (r) => (
        <span className="flex flex-col whitespace-nowrap">
          <span>{day(r.tenure_start)} –</span>
          <span>{day(r.tenure_end)}</span>
          {r.status === 'active' && r.days_to_end >= 0 && r.days_to_end <= 90 && (
            <span className="text-xs text-amber-700">{t('list.ends-in', { count: r.days_to_end })}</span>
          )}
        </span>
      ),
    },
    {
      key: 'rent',
      header: t('list.rent'),
      align: 'right',
      cell: (r) => <Money sen={r.monthly_rent_sen} />,
    },
    { key: 'status', header: t('list.status'), cell: (r) => <TenancyStatusBadge status={r.status} /> },
    {
      key: 'open',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) => (
        <Link
          {...tenancyPath(area, r.id)}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.view-named', { code: r.code })}
        >
          {t('list.view')}
        </Link>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />;
}

/** Every row of the tab and filters as a CSV file. */
function ExportButton({ area, tab, filters }: { area: TListArea; tab: TTenancyTab; filters: TListFilters }) {
  const { t } = useTranslation('tenancy');
  const fail = useFailureToast();
  const [isBusy, setIsBusy] = useState(false);
  const exportCsv = async () => {
    setIsBusy(true);
    try {
      const rows = await fetchAllTenancies(area, { status: tab, ...filterInput(filters) });
      downloads.save(
        `tenancies-${tab}-${toDateString(new Date())}.csv`,
        tenanciesCsv(rows, t, area === 'admin'),
      );
    } catch (error) {
      fail(t('list.export-failed'), error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" isLoading={isBusy} onClick={exportCsv}>
      {t('list.export')}
    </Button>
  );
}
