import type { ZJobInfo } from '@sewa/domain/jobs/schemas';
import { Card } from '@sewa/ui/card.tsx';
import { cx } from '@sewa/ui/cx.ts';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadError } from '../../../shared/listings/load-error';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { useJobs } from '../api/wallet';
import { when } from '../wallet-labels';

type TJob = z.infer<typeof ZJobInfo>;
const DAY_MINUTES = 24 * 60;
const STATUS_TONE = { done: 'success', failed: 'danger', running: 'info' } as const;

/** /admin/jobs: each scheduled job's last run and its outcome, the next run, runs and failures of 24 hours. */
export function JobsPage() {
  const { t } = useTranslation('wallet');
  const { jobs, isError, error, refetch, isFetching } = useJobs();

  const every = (minutes: number) => {
    if (minutes === DAY_MINUTES) return t('jobs.daily');
    if (minutes % DAY_MINUTES === 0) return t('jobs.every-days', { count: minutes / DAY_MINUTES });
    if (minutes === 60) return t('jobs.hourly');
    if (minutes % 60 === 0) return t('jobs.every-hours', { count: minutes / 60 });
    return t('jobs.every-minutes', { count: minutes });
  };

  const columns: TDataTableColumn<TJob>[] = [
    {
      key: 'name',
      header: t('jobs.job'),
      cell: (j) => (
        <span className="flex flex-col">
          <span className="font-medium">{j.name}</span>
          <span className="text-xs text-slate-500">{j.description}</span>
        </span>
      ),
    },
    { key: 'every_minutes', header: t('jobs.every'), cell: (j) => every(j.every_minutes) },
    {
      key: 'last_run_at',
      header: t('jobs.last-run'),
      cell: (j) =>
        j.last_run_at ? (
          <span className="flex flex-col items-start gap-1">
            <span>{when(j.last_run_at)}</span>
            {j.last_status && (
              <StatusBadge
                status={j.last_status}
                tone={STATUS_TONE[j.last_status]}
                label={t(`jobs.status.${j.last_status}`)}
              />
            )}
          </span>
        ) : (
          t('jobs.never')
        ),
    },
    { key: 'next_run_at', header: t('jobs.next-run'), cell: (j) => when(j.next_run_at) },
    { key: 'runs_24h', header: t('jobs.runs'), align: 'right' },
    {
      key: 'failures_24h',
      header: t('jobs.failures'),
      align: 'right',
      cell: (j) => (
        <span className={cx('tabular-nums', j.failures_24h > 0 && 'font-semibold text-red-700')}>
          {j.failures_24h}
        </span>
      ),
    },
    {
      key: 'last_error',
      header: t('jobs.last-error'),
      cell: (j) =>
        j.last_error ? <span className="break-words text-xs text-red-800">{j.last_error}</span> : '',
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('jobs.title')} description={t('jobs.description')} />
      {isError && !jobs ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <Card isPadded={false}>
          <DataTable
            caption={t('jobs.caption')}
            columns={columns}
            rows={jobs ?? []}
            rowKey={(j) => j.name}
            isLoading={isFetching && !jobs}
          />
        </Card>
      )}
    </div>
  );
}
