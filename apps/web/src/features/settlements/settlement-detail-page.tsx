import type { ZMissingSettlement, ZSettlementLine } from '@sewa/domain/payments/schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { formatMoney } from '@sewa/format/money';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { RecordScreen } from '../../shared/screens/record-screen';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { SETTLEMENT_CALLS, type TSettlementArea } from './api/settlements';
import { LineStatus, ReportStatus } from './settlement-status';

type TLine = z.output<typeof ZSettlementLine>;
type TMissing = z.output<typeof ZMissingSettlement>;

const money = (sen: number | null) =>
  sen === null ? '—' : <span className="tabular-nums">{formatMoney(sen, 'myr')}</span>;

/**
 * payex-settlement-detail/{id}: one imported report. Its lines by outcome (settled, unmatched) with the
 * payment each matched, and the succeeded payments of the settled days the report left out (missing).
 */
export function SettlementDetailScreen({ area }: { area: TSettlementArea }) {
  const { t } = useTranslation('settlements');
  const lineColumns: TDataTableColumn<TLine>[] = [
    { key: 'line_no', header: t('line.no'), align: 'right' },
    {
      key: 'reference_number',
      header: t('line.reference'),
      cell: (l) => <span className="font-mono text-xs break-all">{l.reference_number}</span>,
    },
    { key: 'txn_id', header: t('line.txn'), cell: (l) => l.txn_id ?? '—' },
    { key: 'settled_date', header: t('line.settled_date'), cell: (l) => l.settled_date },
    { key: 'amount_sen', header: t('line.amount'), align: 'right', cell: (l) => money(l.amount_sen) },
    { key: 'fee_sen', header: t('line.fee'), align: 'right', cell: (l) => money(l.fee_sen) },
    {
      key: 'payment_amount_sen',
      header: t('line.payment'),
      align: 'right',
      cell: (l) => money(l.payment_amount_sen),
    },
    { key: 'status', header: t('list.status'), cell: (l) => <LineStatus status={l.status} /> },
  ];
  const missingColumns: TDataTableColumn<TMissing>[] = [
    {
      key: 'payment_ref',
      header: t('line.reference'),
      cell: (m) => <span className="font-mono text-xs break-all">{m.payment_ref}</span>,
    },
    { key: 'paid_at', header: t('line.paid_at'), cell: (m) => toDateTimeString(new Date(m.paid_at)) },
    { key: 'amount_sen', header: t('line.amount'), align: 'right', cell: (m) => money(m.amount_sen) },
  ];
  const list = `/${area}/payex-settlement`;
  return (
    <div className="flex flex-col gap-4">
      <RecordScreen contract={SETTLEMENT_CALLS[area].get}>
        {(report) => {
          const settled = report.items.filter(
            (l) => l.status === 'settled' || l.status === 'already_settled',
          );
          const unmatched = report.items.filter(
            (l) => l.status === 'unmatched' || l.status === 'amount_mismatch',
          );
          const title = report.file_name ?? t('detail.title', { id: report.id });
          return (
            <>
              <ScreenHeader
                title={title}
                description={t('detail.imported', { at: toDateTimeString(new Date(report.imported_at)) })}
                breadcrumbs={[{ label: t(`title-${area}`), href: list }, { label: title }]}
                actions={<ReportStatus unmatched={report.unmatched} />}
              />
              <Card>
                <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                  {[
                    [t('count.lines'), String(report.lines)],
                    [t('count.settled'), String(report.settled)],
                    [t('count.unmatched'), String(report.unmatched)],
                    [t('count.missing'), String(report.missing.length)],
                    [t('count.settled-amount'), formatMoney(report.settled_amount_sen, 'myr')],
                    [t('count.fee'), formatMoney(report.fee_sen, 'myr')],
                  ].map(([label, value]) => (
                    <div key={label} className="flex flex-col">
                      <dt className="text-xs text-slate-600">{label}</dt>
                      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </Card>
              <Tabs
                aria-label={t('detail.tabs')}
                items={[
                  {
                    value: 'settled',
                    label: t('detail.tab-settled', { n: settled.length }),
                    content: (
                      <DataTable
                        caption={t('detail.tab-settled', { n: settled.length })}
                        columns={lineColumns}
                        rows={settled}
                        rowKey={(l) => l.line_no}
                      />
                    ),
                  },
                  {
                    value: 'unmatched',
                    label: t('detail.tab-unmatched', { n: unmatched.length }),
                    content: (
                      <div className="flex flex-col gap-2">
                        <p className="text-sm text-slate-600">{t('detail.unmatched-hint')}</p>
                        <DataTable
                          caption={t('detail.tab-unmatched', { n: unmatched.length })}
                          columns={lineColumns}
                          rows={unmatched}
                          rowKey={(l) => l.line_no}
                        />
                      </div>
                    ),
                  },
                  {
                    value: 'missing',
                    label: t('detail.tab-missing', { n: report.missing.length }),
                    content: (
                      <div className="flex flex-col gap-2">
                        <p className="text-sm text-slate-600">{t('detail.missing-hint')}</p>
                        <DataTable
                          caption={t('detail.tab-missing', { n: report.missing.length })}
                          columns={missingColumns}
                          rows={report.missing}
                          rowKey={(m) => m.payment_ref}
                        />
                      </div>
                    ),
                  },
                ]}
              />
            </>
          );
        }}
      </RecordScreen>
    </div>
  );
}
