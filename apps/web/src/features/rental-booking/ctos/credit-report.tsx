import type { TCtosReport } from '@sewa/domain/booking/schemas';
import { cx } from '@sewa/ui/cx.ts';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { useTranslation } from 'react-i18next';
import { day, Money } from '../shared/labels';

const MIN_SCORE = 300;
const MAX_SCORE = 850;

/** The score on a 300–850 bar, red to green, with a marker at the score (and the number as text). */
export function ScoreBar({ score }: { score: number | null }) {
  const { t } = useTranslation('rental-booking');
  if (score === null) return <p className="text-sm text-slate-600">{t('report.no-score')}</p>;
  const at = Math.min(100, Math.max(0, ((score - MIN_SCORE) / (MAX_SCORE - MIN_SCORE)) * 100));
  return (
    <figure className="flex flex-col gap-1">
      <figcaption className="text-sm font-medium text-slate-900">{t('report.score', { score })}</figcaption>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot carry the colour scale and the marker */}
      <div
        role="meter"
        aria-label={t('report.score-label')}
        aria-valuemin={MIN_SCORE}
        aria-valuemax={MAX_SCORE}
        aria-valuenow={score}
        className="relative h-3 w-full rounded-full bg-gradient-to-r from-red-500 via-amber-400 to-green-600"
      >
        <span
          aria-hidden="true"
          className="absolute -top-1 h-5 w-1 -translate-x-1/2 rounded bg-slate-900"
          style={{ left: `${at}%` }}
        />
      </div>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{MIN_SCORE}</span>
        <span>{MAX_SCORE}</span>
      </div>
    </figure>
  );
}

/** Months in arrears as small cells, newest first: none green, one amber, more red. */
function Conduct({ months }: { months: number[] }) {
  const { t } = useTranslation('rental-booking');
  return (
    <ol className="flex gap-0.5" aria-label={t('report.conduct-label', { values: months.join(', ') })}>
      {months.map((m, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: the months are positional (newest first)
          key={i}
          title={t('report.arrears', { count: m })}
          className={cx(
            'flex size-5 items-center justify-center rounded-sm text-[10px] font-semibold text-white',
            m === 0 ? 'bg-green-600' : m === 1 ? 'bg-amber-500' : 'bg-red-600',
          )}
        >
          {m}
        </li>
      ))}
    </ol>
  );
}

/** A CTOS report: score, grade, CCRIS facilities with their conduct, legal cases and trade references. */
export function CreditReport({ report }: { report: TCtosReport }) {
  const { t } = useTranslation('rental-booking');
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-[3fr_1fr] sm:items-end">
        <ScoreBar score={report.score} />
        <div className="flex flex-col">
          <span className="text-xs text-slate-600">{t('report.grade')}</span>
          <span className="text-2xl font-semibold text-slate-900">{report.grade}</span>
        </div>
      </div>
      <section className="flex flex-col gap-2" aria-label={t('report.facilities')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('report.facilities')}</h3>
        <DataTable
          caption={t('report.facilities')}
          columns={[
            { key: 'lender', header: t('report.lender') },
            { key: 'facility', header: t('report.facility') },
            {
              key: 'limit_sen',
              header: t('report.limit'),
              align: 'right',
              cell: (f) => <Money sen={f.limit_sen} />,
            },
            {
              key: 'outstanding_sen',
              header: t('report.outstanding'),
              align: 'right',
              cell: (f) => <Money sen={f.outstanding_sen} />,
            },
            { key: 'conduct', header: t('report.conduct'), cell: (f) => <Conduct months={f.conduct} /> },
          ]}
          rows={report.facilities}
          rowKey={(f) => `${f.lender}-${f.facility}-${f.limit_sen}`}
          emptyText={t('report.no-facilities')}
        />
      </section>
      <section className="flex flex-col gap-2" aria-label={t('report.legal')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('report.legal')}</h3>
        <DataTable
          caption={t('report.legal')}
          columns={[
            { key: 'kind', header: t('report.case-kind') },
            { key: 'court', header: t('report.court') },
            {
              key: 'amount_sen',
              header: t('report.amount'),
              align: 'right',
              cell: (c) => <Money sen={c.amount_sen} />,
            },
            { key: 'filed_on', header: t('report.filed'), cell: (c) => day(c.filed_on) },
            { key: 'status', header: t('report.status') },
          ]}
          rows={report.legal_cases}
          rowKey={(c) => `${c.court}-${c.filed_on}-${c.amount_sen}`}
          emptyText={t('report.no-legal')}
        />
      </section>
      <section className="flex flex-col gap-2" aria-label={t('report.trade')}>
        <h3 className="text-sm font-semibold text-slate-900">{t('report.trade')}</h3>
        <DataTable
          caption={t('report.trade')}
          columns={[
            { key: 'creditor', header: t('report.creditor') },
            {
              key: 'amount_sen',
              header: t('report.amount'),
              align: 'right',
              cell: (r) => <Money sen={r.amount_sen} />,
            },
            { key: 'status', header: t('report.status') },
          ]}
          rows={report.trade_references}
          rowKey={(r) => `${r.creditor}-${r.amount_sen}-${r.status}`}
          emptyText={t('report.no-trade')}
        />
      </section>
    </div>
  );
}
