import type { TTenancyRow } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PagedCards } from '../../../shared/screens/paged-cards';
import { usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { TENANCY_CALLS } from '../api/tenancy';
import { Money, TenancyStatusBadge, tenureText } from '../shared/labels';

/** tenancy (tenant): their tenancies as cards (a phone reads cards better than a table). */
export function MyTenanciesPage() {
  const { t } = useTranslation('tenancy');
  const paged = usePagedCall(TENANCY_CALLS.tenant.list, { status: 'all' });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('tenant.title')} description={t('tenant.description')} />
      <PagedCards
        paged={paged}
        label={t('tenant.title')}
        rowKey={(row) => row.id}
        card={(row) => <TenancyCard row={row} />}
      />
    </div>
  );
}

function TenancyCard({ row }: { row: TTenancyRow }) {
  const { t } = useTranslation('tenancy');
  return (
    <article
      aria-label={`${row.code} ${row.property_name}`}
      className="flex flex-col gap-3 rounded-card border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium text-slate-500">{row.code}</p>
          <h2 className="font-semibold break-words text-slate-900">{row.property_name}</h2>
          <p className="text-sm text-slate-600">
            {[row.unit_name, row.room_name].filter(Boolean).join(' · ')}
          </p>
          <p className="text-sm text-slate-600">{tenureText(row)}</p>
        </div>
        <div className="flex flex-col items-start gap-1 sm:items-end">
          <TenancyStatusBadge status={row.status} />
          <span className="text-sm text-slate-700">
            <Money sen={row.monthly_rent_sen} /> {t('tenant.per-month')}
          </span>
        </div>
      </div>
      <div className="flex justify-end">
        <Button asChild size="sm">
          <Link to={`/tenancy-detail/${row.id}`} aria-label={t('list.view-named', { code: row.code })}>
            {t('list.view')}
          </Link>
        </Button>
      </div>
    </article>
  );
}
