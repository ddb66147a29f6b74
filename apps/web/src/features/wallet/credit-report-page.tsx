import { toDateString } from '@sewa/format/dates';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SegmentedChoice } from '../../shared/forms/segmented-choice';
import { LoadError } from '../../shared/listings/load-error';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../shared/screens/date-range-filter';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { useCreditReport } from './api/wallet';
import { CreditDebitBars } from './balance-chart';
import { rm } from './wallet-labels';

type TGroup = 'day' | 'month';
type TRow = { period: string; credits_sen: number; debits_sen: number; entries: number };

/** This year so far, by month: what the report shows first. */
const thisYear = (): TDayRange => {
  const today = toDateString(new Date());
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
};

/**
 * /operator/credit-transaction-report: the wallet's credits and debits per day or month of a chosen
 * range, as a table with totals and as bars.
 */
export function CreditTransactionReportPage() {
  const { t } = useTranslation('wallet');
  const [range, setRange] = useState<TDayRange>(thisYear);
  const [group, setGroup] = useState<TGroup>('month');
  const lastValid = useRef(appliedRange(range) ?? {});
  const applied = appliedRange(range) ?? lastValid.current;
  lastValid.current = applied;
  const { report, isError, error, refetch, isFetching } = useCreditReport({ ...applied, group_by: group });

  const columns: TDataTableColumn<TRow>[] = [
    { key: 'period', header: group === 'day' ? t('report.day') : t('report.month') },
    { key: 'credits_sen', header: t('report.credits'), align: 'right', cell: (r) => rm(r.credits_sen) },
    { key: 'debits_sen', header: t('report.debits'), align: 'right', cell: (r) => rm(r.debits_sen) },
    { key: 'net', header: t('report.net'), align: 'right', cell: (r) => rm(r.credits_sen - r.debits_sen) },
    { key: 'entries', header: t('report.entries'), align: 'right' },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('report.title')} description={t('report.description')} />
      <section
        aria-label={t('filters.title')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 lg:items-end"
      >
        <DateRangeFilter value={range} onChange={setRange} />
        <SegmentedChoice<TGroup>
          legend={t('report.group-by')}
          value={group}
          onChange={setGroup}
          options={[
            { value: 'day', label: t('report.by-day') },
            { value: 'month', label: t('report.by-month') },
          ]}
        />
      </section>
      {isError && !report ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <>
          {report && report.rows.length > 0 && (
            <Card>
              <CreditDebitBars
                rows={report.rows}
                label={t('report.chart')}
                creditLabel={t('report.credits')}
                debitLabel={t('report.debits')}
              />
            </Card>
          )}
          <DataTable
            caption={t('report.caption')}
            columns={columns}
            rows={report?.rows ?? []}
            rowKey={(r) => r.period}
            isLoading={isFetching}
          />
          {report && report.rows.length > 0 && (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Total label={t('report.total-credits')} value={rm(report.total_credits_sen)} />
              <Total label={t('report.total-debits')} value={rm(report.total_debits_sen)} />
              <Total
                label={t('report.total-net')}
                value={rm(report.total_credits_sen - report.total_debits_sen)}
              />
            </dl>
          )}
        </>
      )}
    </div>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-3">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
