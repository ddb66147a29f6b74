import { INVOICE_TABS, type TInvoiceTab } from '@sewa/domain/billing/machines';
import type { TInvoiceRow } from '@sewa/domain/billing/schemas';
import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { ProgressBar } from '@sewa/ui/progress-bar.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvText, downloads } from '../../../shared/csv';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../../shared/screens/date-range-filter';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { type TSheetCell, XLSX_TYPE, xlsxBlob } from '../../../shared/xlsx';
import { fetchAll, INVOICE_CALLS, invoicePath, useInvoiceActions, usePropertyOptions } from '../api/billing';
import { day, InvoiceStatusBadge, Money, PaymentStatusBadge } from '../labels';
import { ReminderSettingsButton } from './reminder-settings-dialog';

type TListArea = 'operator' | 'admin';

const tabOf = (v: unknown): TInvoiceTab =>
  INVOICE_TABS.includes(v as TInvoiceTab) ? (v as TInvoiceTab) : 'all';

/**
 * invoice (operator, admin): invoices by tab (unpaid, paid, overdue, draft, void, all), searched and
 * filtered by invoice date (and by property on the operator's side), with the totals of every filtered row; the operator's side posts or sends the
 * selected rows in bulk (with progress), exports CSV, and keeps the reminder settings.
 */
export function InvoiceListScreen({ area }: { area: TListArea }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tab?: string };
  const tab = tabOf(search.tab);
  const [term, setTerm] = useState('');
  const [range, setRange] = useState<TDayRange>({ from: '', to: '' });
  const [propertyId, setPropertyId] = useState('');
  const filters = {
    search: term || undefined,
    ...(propertyId ? { property_id: propertyId } : {}),
    ...(appliedRange(range) ?? {}),
  };
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('invoices.title')}
        description={t(`invoices.description-${area}`)}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButtons area={area} tab={tab} filters={filters} />
            {area === 'operator' && <ReminderSettingsButton />}
            {area === 'operator' && (
              <Button asChild>
                <Link to="/operator/add-invoice">{t('invoices.create')}</Link>
              </Button>
            )}
          </div>
        }
      />
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label={t('invoices.search')}
          placeholder={t('invoices.search-placeholder')}
          buttonLabel={t('invoices.search-button')}
          value={term}
          onSearch={setTerm}
        />
        {area === 'operator' && <PropertyFilter value={propertyId} onChange={setPropertyId} />}
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <Tabs
        aria-label={t('invoices.tabs')}
        value={tab}
        onValueChange={(next) => navigate({ to: `/${area}/invoice`, search: { tab: next } })}
        items={INVOICE_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content:
            value === tab ? (
              <InvoiceTable key={JSON.stringify(filters)} area={area} tab={value} filters={filters} />
            ) : null,
        }))}
      />
    </div>
  );
}

type TFilters = { search?: string; property_id?: string; from?: string; to?: string };

const ALL = 'all';

/** The company's properties (the first 100); nothing when it has none or they cannot be read. */
function PropertyFilter({ value, onChange }: { value: string; onChange: (propertyId: string) => void }) {
  const { t } = useTranslation('billing');
  const properties = usePropertyOptions(true);
  if (properties.length === 0) return null;
  return (
    <Select
      aria-label={t('invoices.property-filter')}
      className="w-full sm:w-56"
      options={[{ value: ALL, label: t('invoices.all-properties') }, ...properties]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    />
  );
}

function InvoiceTable({ area, tab, filters }: { area: TListArea; tab: TInvoiceTab; filters: TFilters }) {
  const { t } = useTranslation('billing');
  const paged = usePagedCall(INVOICE_CALLS[area].list, { tab, ...filters });
  const totals = (
    paged.query.data as
      | { data?: { totals: { count: number; total_sen: number; paid_sen: number; balance_sen: number } } }
      | undefined
  )?.data?.totals;
  const [selected, setSelected] = useState<number[]>([]);
  const toggle = (id: number) =>
    setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const columns: TDataTableColumn<TInvoiceRow>[] = [
    ...(area === 'operator'
      ? [
          {
            key: 'pick',
            header: <span className="sr-only">{t('invoices.select')}</span>,
            cell: (r: TInvoiceRow) => (
              <input
                type="checkbox"
                aria-label={t('invoices.select-named', { number: r.number ?? r.id })}
                checked={selected.includes(r.id)}
                onChange={() => toggle(r.id)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'number',
      header: t('invoices.number'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-mono text-xs whitespace-nowrap">{r.number ?? t('invoices.no-number')}</span>
          {area === 'admin' && <span className="text-xs text-slate-500">{r.company_name}</span>}
        </span>
      ),
    },
    { key: 'date', header: t('invoices.date'), cell: (r) => day(r.invoice_date) },
    {
      key: 'due',
      header: t('invoices.due'),
      cell: (r) => <span className={r.is_overdue ? 'text-red-700' : undefined}>{day(r.due_date)}</span>,
    },
    {
      key: 'bill-to',
      header: t('invoices.bill-to'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.bill_to}</span>
          <span className="text-xs text-slate-500">
            {r.tenancy_code} · {r.property_name}
          </span>
        </span>
      ),
    },
    { key: 'amount', header: t('invoices.amount'), align: 'right', cell: (r) => <Money sen={r.total_sen} /> },
    {
      key: 'balance',
      header: t('invoices.balance'),
      align: 'right',
      cell: (r) => <Money sen={r.balance_sen} />,
    },
    {
      key: 'status',
      header: t('invoices.status'),
      cell: (r) => (
        <span className="flex flex-col gap-1">
          <InvoiceStatusBadge status={r.invoice_status} />
          <PaymentStatusBadge status={r.payment_status} />
        </span>
      ),
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('invoices.open')}</span>,
      cell: (r) => (
        <Link
          to={invoicePath(area, r.id)}
          className={ROW_LINK_CLASSES}
          aria-label={t('invoices.view-named', { number: r.number ?? r.id })}
        >
          {t('invoices.view')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      {area === 'operator' && (
        <BulkBar rows={paged.rows.filter((r) => selected.includes(r.id))} onDone={() => setSelected([])} />
      )}
      <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />
      {totals && (
        <dl className="flex flex-wrap gap-6 text-sm" data-testid="invoice-totals">
          <div>
            <dt className="text-slate-500">{t('invoices.totals-count')}</dt>
            <dd>{totals.count}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('invoices.totals-amount')}</dt>
            <dd>
              <Money sen={totals.total_sen} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('invoices.totals-paid')}</dt>
            <dd>
              <Money sen={totals.paid_sen} />
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('invoices.totals-balance')}</dt>
            <dd>
              <Money sen={totals.balance_sen} />
            </dd>
          </div>
        </dl>
      )}
    </div>
  );
}

/** Bulk post (drafts) and bulk send (posted) of the selected rows, one call each, with progress. */
function BulkBar({ rows, onDone }: { rows: TInvoiceRow[]; onDone: () => void }) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const actions = useInvoiceActions();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const run = async (kind: 'post' | 'send') => {
    const targets = rows.filter((r) =>
      kind === 'post' ? r.invoice_status === 'draft' : r.invoice_status === 'posted',
    );
    let failed = 0;
    setProgress({ done: 0, total: targets.length });
    for (const [i, r] of targets.entries()) {
      try {
        await (kind === 'post' ? actions.post : actions.send).mutateAsync({ invoice_id: r.id });
      } catch {
        failed++;
      }
      setProgress({ done: i + 1, total: targets.length });
    }
    setProgress(null);
    onDone();
    toast.success(t(`bulk.${kind}-done`, { count: targets.length - failed, failed }));
  };
  if (!rows.length && !progress) return null;
  return (
    <div
      className="flex flex-wrap items-center gap-2 rounded border border-slate-200 p-2"
      data-testid="bulk-bar"
    >
      <span className="text-sm">{t('bulk.selected', { count: rows.length })}</span>
      <Button variant="outline" disabled={!!progress} onClick={() => run('post')}>
        {t('bulk.post')}
      </Button>
      <Button variant="outline" disabled={!!progress} onClick={() => run('send')}>
        {t('bulk.send')}
      </Button>
      {progress && (
        <ProgressBar
          className="w-48"
          value={progress.total ? Math.round((progress.done / progress.total) * 100) : 100}
          label={t('bulk.progress', progress)}
          showValue
        />
      )}
    </div>
  );
}

type TExportFormat = 'csv' | 'xlsx';

/** The invoices of the tab and filters, every page, as CSV or XLSX (amounts in RM; numbers in XLSX). */
function ExportButtons({ area, tab, filters }: { area: TListArea; tab: TInvoiceTab; filters: TFilters }) {
  const { t } = useTranslation('billing');
  const fail = useFailureToast();
  const [busy, setBusy] = useState<TExportFormat | null>(null);
  const exportAs = async (format: TExportFormat) => {
    setBusy(format);
    try {
      const rows = await fetchAll<TAnyContract, TInvoiceRow>(INVOICE_CALLS[area].list, {
        tab,
        ...filters,
      });
      const header = [
        'number',
        'date',
        'due',
        'bill-to',
        'tenancy',
        'property',
        'invoice-status',
        'payment-status',
        'subtotal',
        'tax',
        'amount',
        'paid',
        'balance',
      ].map((h) => t(`csv.${h}`));
      const rm = (sen: number) => sen / 100;
      const lines: TSheetCell[][] = rows.map((r) => [
        r.number ?? '',
        r.invoice_date,
        r.due_date,
        r.bill_to,
        r.tenancy_code,
        r.property_name,
        t(`invoice-status.${r.invoice_status}`),
        t(`payment-status.${r.payment_status}`),
        rm(r.subtotal_sen),
        rm(r.tax_sen),
        rm(r.total_sen),
        rm(r.paid_sen),
        rm(r.balance_sen),
      ]);
      const fileName = `invoices-${tab}-${toDateString(new Date())}.${format}`;
      if (format === 'xlsx') downloads.save(fileName, await xlsxBlob(header, lines), XLSX_TYPE);
      else {
        const text = lines.map((line) => line.map((c) => (typeof c === 'number' ? c.toFixed(2) : c)));
        downloads.save(fileName, csvText(header, text));
      }
    } catch (error) {
      fail(t('invoices.export-failed'), error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        isLoading={busy === 'csv'}
        disabled={busy !== null}
        onClick={() => exportAs('csv')}
      >
        {t('invoices.export')}
      </Button>
      <Button
        variant="outline"
        isLoading={busy === 'xlsx'}
        disabled={busy !== null}
        onClick={() => exportAs('xlsx')}
      >
        {t('invoices.export-xlsx')}
      </Button>
    </>
  );
}
