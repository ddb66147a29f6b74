import type { TInventoryListRow } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryListKind, TInventoryListStatus } from '@sewa/domain/tenancy/machines';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../app/api/hooks';
import { LoadError } from '../../../shared/listings/load-error';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { LIST_CALLS } from '../api/inventory';
import { dayOf, ListStatusBadge, placeOf } from '../shared/labels';
import { operatorListPath } from './lists-page';

// /operator/view-inventory-list: where the company's lists stand. Counters and a bar by status, check-in
// against move-out, the lists waiting longest for the tenant, and the latest answers.

const STATUSES: readonly TInventoryListStatus[] = ['draft', 'pending', 'agreed', 'rejected'];
const BAR_COLOURS: Record<TInventoryListStatus, string> = {
  draft: 'bg-slate-400',
  pending: 'bg-amber-400',
  agreed: 'bg-green-500',
  rejected: 'bg-red-500',
};
const DAY_MS = 86_400_000;

const useStatus = (status: TInventoryListStatus, pageSize: number) =>
  useCall(LIST_CALLS.operator.list, { status, page: 1, page_size: pageSize });
const useKind = (kind: TInventoryListKind) =>
  useCall(LIST_CALLS.operator.list, { status: 'all', kind, page: 1, page_size: 1 });

export function InventoryOverviewScreen() {
  const { t } = useTranslation('inventory');
  const byStatus = {
    draft: useStatus('draft', 1),
    pending: useStatus('pending', 5),
    agreed: useStatus('agreed', 5),
    rejected: useStatus('rejected', 5),
  };
  const checkIn = useKind('check_in');
  const moveOut = useKind('move_out');
  const queries = [...Object.values(byStatus), checkIn, moveOut];
  const failed = queries.find((q) => q.isError);
  const header = (
    <ScreenHeader
      title={t('overview.title')}
      description={t('overview.description')}
      actions={
        <Link to="/operator/inventory-list" className={buttonClasses('primary', 'md')}>
          {t('overview.all-lists')}
        </Link>
      }
    />
  );
  if (failed) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <LoadError
          error={failed.error}
          onRetry={() => {
            for (const q of queries) void q.refetch();
          }}
        />
      </div>
    );
  }
  if (queries.some((q) => !q.data)) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <div className="flex justify-center py-16 text-brand-700">
          <Spinner size="lg" />
        </div>
      </div>
    );
  }
  const counts = Object.fromEntries(STATUSES.map((s) => [s, byStatus[s].data?.data.total ?? 0])) as Record<
    TInventoryListStatus,
    number
  >;
  const total = STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const answered = counts.agreed + counts.rejected;
  return (
    <div className="flex flex-col gap-4">
      {header}
      <section aria-label={t('overview.by-status')} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Counter label={t('overview.total')} value={total} />
        {STATUSES.map((s) => (
          <Counter key={s} label={t(`status.${s}`)} value={counts[s]} status={s} />
        ))}
      </section>
      <Card title={t('overview.by-status')}>
        {total === 0 ? (
          <p className="text-sm text-slate-600">{t('overview.none-yet')}</p>
        ) : (
          <div className="flex flex-col gap-3">
            <div
              role="img"
              aria-label={STATUSES.map((s) => `${t(`status.${s}`)}: ${counts[s]}`).join(', ')}
              className="flex h-4 w-full overflow-hidden rounded-full bg-slate-100"
            >
              {STATUSES.filter((s) => counts[s] > 0).map((s) => (
                <div key={s} className={BAR_COLOURS[s]} style={{ width: `${(counts[s] / total) * 100}%` }} />
              ))}
            </div>
            <ul className="flex flex-wrap gap-4 text-sm text-slate-700">
              {STATUSES.map((s) => (
                <li key={s} className="flex items-center gap-1.5">
                  <span aria-hidden="true" className={`size-2.5 rounded-full ${BAR_COLOURS[s]}`} />
                  {t(`status.${s}`)} {Math.round((counts[s] / total) * 100)}%
                </li>
              ))}
            </ul>
            <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-600">{t('kind.check_in')}</dt>
                <dd className="font-semibold">{checkIn.data?.data.total ?? 0}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('kind.move_out')}</dt>
                <dd className="font-semibold">{moveOut.data?.data.total ?? 0}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t('overview.agreed-share')}</dt>
                <dd className="font-semibold">
                  {answered === 0 ? '—' : `${Math.round((counts.agreed / answered) * 100)}%`}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </Card>
      <div className="grid gap-4 lg:grid-cols-3">
        <RecentCard
          title={t('overview.waiting')}
          rows={byStatus.pending.data?.data.items ?? []}
          detail={(row) =>
            row.sent_at
              ? t('overview.waiting-days', {
                  count: Math.max(0, Math.floor((Date.now() - Date.parse(row.sent_at)) / DAY_MS)),
                })
              : '—'
          }
        />
        <RecentCard
          title={t('overview.latest-agreed')}
          rows={byStatus.agreed.data?.data.items ?? []}
          detail={(row) => dayOf(row.answered_at)}
        />
        <RecentCard
          title={t('overview.latest-rejected')}
          rows={byStatus.rejected.data?.data.items ?? []}
          detail={(row) => dayOf(row.answered_at)}
        />
      </div>
    </div>
  );
}

/** A count; a status's count opens the lists of that status. */
function Counter({ label, value, status }: { label: string; value: number; status?: TInventoryListStatus }) {
  const body = (
    <>
      <span className="text-sm text-slate-600">{label}</span>
      <span className="text-2xl font-semibold tabular-nums text-slate-900">{value}</span>
    </>
  );
  const classes = 'flex flex-col gap-1 rounded-card border border-slate-200 bg-white p-4';
  if (!status) {
    return <div className={classes}>{body}</div>;
  }
  return (
    <Link to="/operator/inventory-list" search={{ status }} className={`${classes} hover:border-brand-300`}>
      {body}
    </Link>
  );
}

function RecentCard({
  title,
  rows,
  detail,
}: {
  title: string;
  rows: TInventoryListRow[];
  detail: (row: TInventoryListRow) => string;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Card title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">{t('common.no-results')}</p>
      ) : (
        <ul aria-label={title} className="flex flex-col divide-y divide-slate-100">
          {rows.map((row) => (
            <li key={row.id} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <Link to={operatorListPath(row)} className="font-medium text-brand-800 hover:underline">
                  {row.tenancy_code} · {row.tenant_name}
                </Link>
                <p className="truncate text-xs text-slate-600">{placeOf(row)}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <ListStatusBadge status={row.status} />
                <span className="text-xs text-slate-600">{detail(row)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
