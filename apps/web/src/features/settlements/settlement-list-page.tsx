import type { ZSettlementSummary } from '@sewa/domain/payments/schemas';
import { toDateTimeString } from '@sewa/format/dates';
import { formatMoney } from '@sewa/format/money';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PagedTable, usePagedCall } from '../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../shared/screens/panel-bar';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { SETTLEMENT_CALLS, type TSettlementArea } from './api/settlements';
import { ImportCard } from './import-card';
import { ReportStatus } from './settlement-status';
import { SimulatorReport } from './simulator-report';

type TSummary = z.output<typeof ZSettlementSummary>;

const money = (sen: number) => <span className="tabular-nums">{formatMoney(sen, 'myr')}</span>;

/**
 * payex-settlement: import the gateway's settlement report, and the reports imported so far. The
 * operator's are its own gateway's; the admin's the platform's (wallet top-ups) and every company's.
 */
export function SettlementListScreen({ area }: { area: TSettlementArea }) {
  const { t } = useTranslation('settlements');
  const [files, setFiles] = useState<File[]>([]);
  const paged = usePagedCall(SETTLEMENT_CALLS[area].list, {});
  const columns: TDataTableColumn<TSummary>[] = [
    {
      key: 'imported_at',
      header: t('list.imported_at'),
      cell: (s) => <span className="whitespace-nowrap">{toDateTimeString(new Date(s.imported_at))}</span>,
    },
    ...(area === 'admin'
      ? [
          {
            key: 'company',
            header: t('list.merchant'),
            cell: (s: TSummary) =>
              s.company_id === null ? t('list.platform') : t('list.company', { id: s.company_id }),
          },
        ]
      : []),
    {
      key: 'file_name',
      header: t('list.file'),
      cell: (s) => <span className="break-all">{s.file_name ?? t('list.no-name')}</span>,
    },
    { key: 'lines', header: t('count.lines'), align: 'right' },
    { key: 'settled', header: t('count.settled'), align: 'right' },
    { key: 'unmatched', header: t('count.unmatched'), align: 'right' },
    {
      key: 'settled_amount_sen',
      header: t('count.settled-amount'),
      align: 'right',
      cell: (s) => money(s.settled_amount_sen),
    },
    { key: 'fee_sen', header: t('count.fee'), align: 'right', cell: (s) => money(s.fee_sen) },
    { key: 'status', header: t('list.status'), cell: (s) => <ReportStatus unmatched={s.unmatched} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (s) => (
        <Link
          to={`/${area}/payex-settlement-detail/${s.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.view-named', { name: s.file_name ?? s.id })}
        >
          {t('list.view')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t(`title-${area}`)} description={t(`description-${area}`)} />
      <div className="grid gap-4 xl:grid-cols-[2fr_1fr]">
        <ImportCard area={area} files={files} onFilesChange={setFiles} />
        <SimulatorReport area={area} onUse={(file) => setFiles([file])} />
      </div>
      <PagedTable paged={paged} caption={t('list.caption')} columns={columns} rowKey={(s) => s.id} />
    </div>
  );
}
