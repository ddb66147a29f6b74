import { userListWalletHistory } from '@sewa/domain/wallet/calls';
import { type TWalletEntry, WALLET_ENTRY_KINDS } from '@sewa/domain/wallet/schemas';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { cx } from '@sewa/ui/cx.ts';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { ProgressBar } from '@sewa/ui/progress-bar.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../shared/forms/use-failure-toast';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../shared/screens/date-range-filter';
import { PagedTable, usePagedCall } from '../../shared/screens/paged-table';
import { ScreenHeader } from '../../shared/screens/screen-header';
import { fetchAllHistory, type THistoryFilters, useWallet } from './api/wallet';
import { BalanceChart } from './balance-chart';
import { TopupDialog } from './topup-dialog';
import { downloads, historyCsv, kindLabel, rm, signedRm, when } from './wallet-labels';

const ALL = 'all';

/**
 * /operator/wallet-history: the company's credit balance with a top-up, and every credit and debit of
 * the wallet with the balance after it, filtered by days and kind, exported as CSV.
 */
export function WalletHistoryPage() {
  const { t } = useTranslation('wallet');
  const toast = useToast();
  const fail = useFailureToast();
  const { wallet, isError: walletFailed } = useWallet();
  const [isTopupOpen, setTopupOpen] = useState(false);
  const [range, setRange] = useState<TDayRange>({ from: '', to: '' });
  const [kind, setKind] = useState<string>(ALL);
  const [exported, setExported] = useState<{ done: number; total: number } | null>(null);
  // While the range is backwards (to before from) the list keeps the last filters that made sense.
  const lastValid = useRef<THistoryFilters>({});

  const applied = appliedRange(range);
  const filters: THistoryFilters = applied
    ? { ...applied, ...(kind === ALL ? {} : { kind: kind as THistoryFilters['kind'] }) }
    : lastValid.current;
  lastValid.current = filters;
  const paged = usePagedCall(userListWalletHistory, filters);
  const changeRange = (next: TDayRange) => {
    setRange(next);
    paged.setPage(1);
  };
  const changeKind = (next: string) => {
    setKind(next);
    paged.setPage(1);
  };

  const exportCsv = async () => {
    setExported({ done: 0, total: 0 });
    try {
      const rows = await fetchAllHistory(filters, (done, total) => setExported({ done, total }));
      downloads.save(`wallet-history-${toDateString(new Date())}.csv`, historyCsv(rows, t));
      toast.success(t('history.exported', { count: rows.length }));
    } catch (error) {
      fail(t('history.export-failed'), error);
    } finally {
      setExported(null);
    }
  };

  const columns: TDataTableColumn<TWalletEntry>[] = [
    { key: 'created_at', header: t('history.date'), cell: (r) => when(r.created_at) },
    { key: 'kind', header: t('history.kind'), cell: (r) => kindLabel(t, r.kind) },
    {
      key: 'memo',
      header: t('history.memo'),
      cell: (r) => (
        <span className="flex flex-col">
          <span>{r.memo ?? ''}</span>
          {r.reference && <span className="text-xs text-slate-500">{r.reference}</span>}
        </span>
      ),
    },
    {
      key: 'amount_sen',
      header: t('history.amount'),
      align: 'right',
      cell: (r) => (
        <span className={cx('tabular-nums', r.amount_sen < 0 ? 'text-red-700' : 'text-green-700')}>
          {signedRm(r.amount_sen)}
        </span>
      ),
    },
    {
      key: 'balance_after_sen',
      header: t('history.balance'),
      align: 'right',
      cell: (r) => <span className="tabular-nums">{rm(r.balance_after_sen)}</span>,
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('history.title')} description={t('history.description')} />
      <Card>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <dl>
            <dt className="text-sm text-slate-600">{t('balance.label')}</dt>
            <dd className="text-3xl font-semibold tabular-nums text-slate-900" data-testid="wallet-balance">
              {wallet ? rm(wallet.balance_sen) : walletFailed ? '—' : '…'}
            </dd>
          </dl>
          <Button onClick={() => setTopupOpen(true)} disabled={!wallet}>
            {t('topup.open')}
          </Button>
        </div>
        {paged.rows.length > 1 && (
          <div className="mt-4">
            <BalanceChart rows={paged.rows} label={t('history.chart')} />
          </div>
        )}
      </Card>
      {wallet && (
        <TopupDialog open={isTopupOpen} onOpenChange={setTopupOpen} taxRateBp={wallet.topup_tax_rate_bp} />
      )}
      <section
        aria-label={t('filters.title')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      >
        <DateRangeFilter value={range} onChange={changeRange} />
        <FormField label={t('filters.kind')} id="filter-kind">
          <Select
            value={kind}
            onValueChange={changeKind}
            options={[
              { value: ALL, label: t('filters.all-kinds') },
              ...WALLET_ENTRY_KINDS.map((k) => ({ value: k, label: kindLabel(t, k) })),
            ]}
          />
        </FormField>
        <div className="flex flex-col gap-2">
          <Button variant="outline" onClick={() => void exportCsv()} isLoading={exported !== null}>
            {t('history.export')}
          </Button>
        </div>
      </section>
      {exported && (
        <ProgressBar
          value={exported.total ? Math.round((exported.done / exported.total) * 100) : undefined}
          label={t('history.exporting', { done: exported.done, total: exported.total })}
          showValue
        />
      )}
      <PagedTable paged={paged} caption={t('history.caption')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}
