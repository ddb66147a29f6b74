import { TRANSACTION_TABS, type TTransactionRow } from '@sewa/domain/billing/schemas';
import type { TAnyContract } from '@sewa/domain/protocol/contract';
import { toDateString } from '@sewa/format/dates';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { csvText, downloads } from '../../../shared/csv';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { appliedRange, DateRangeFilter, type TDayRange } from '../../../shared/screens/date-range-filter';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { fetchAll, invoicePath, userListTransactions } from '../api/billing';
import { InvoicePdfButton, ReceiptPdfButton } from '../invoices/pdf-buttons';
import { Money, rmText } from '../labels';

// transaction: the operator's side sees every money movement of its company (invoices, payments,
// deposits, refunds, wallet); the tenant (tabs invoices, payments, deposits: ?tabId=) and the landlord
// their own. A row about an invoice opens it.

type TArea = 'operator' | 'tenant' | 'landlord';
type TTab = (typeof TRANSACTION_TABS)[number];
const TABS_OF: Record<TArea, readonly TTab[]> = {
  operator: TRANSACTION_TABS,
  tenant: ['all', 'invoices', 'payments', 'deposits'],
  landlord: ['all', 'invoices', 'payments', 'deposits'],
};
const BASE: Record<TArea, string> = {
  operator: '/operator/transaction',
  tenant: '/transaction',
  landlord: '/landlord/transaction',
};

export function TransactionScreen({ area }: { area: TArea }) {
  const { t } = useTranslation('billing');
  const navigate = useNavigate();
  const search = useSearch({ strict: false }) as { tabId?: string };
  const tabs = TABS_OF[area];
  const tab = tabs.includes(search.tabId as TTab) ? (search.tabId as TTab) : 'all';
  const [range, setRange] = useState<TDayRange>({ from: '', to: '' });
  const filters = appliedRange(range) ?? {};
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('transactions.title')}
        description={t(`transactions.description-${area}`)}
        actions={<ExportButton tab={tab} filters={filters} />}
      />
      <div className="flex flex-wrap items-end gap-3">
        <DateRangeFilter value={range} onChange={setRange} />
      </div>
      <Tabs
        aria-label={t('transactions.tabs')}
        value={tab}
        onValueChange={(next) => navigate({ to: BASE[area], search: { tabId: next } })}
        items={tabs.map((value) => ({
          value,
          label: t(`transaction-tab.${value}`),
          content:
            value === tab ? (
              <TransactionTable key={JSON.stringify(filters)} area={area} tab={value} filters={filters} />
            ) : null,
        }))}
      />
    </div>
  );
}

type TFilters = { from?: string; to?: string };

function TransactionTable({ area, tab, filters }: { area: TArea; tab: TTab; filters: TFilters }) {
  const { t } = useTranslation('billing');
  const paged = usePagedCall(userListTransactions, { tabId: tab, ...filters });
  const columns: TDataTableColumn<TTransactionRow>[] = [
    { key: 'when', header: t('transactions.when'), cell: (r) => r.occurred_at.slice(0, 10) },
    { key: 'kind', header: t('transactions.kind'), cell: (r) => t(`transaction-kind.${r.kind}`) },
    {
      key: 'reference',
      header: t('transactions.reference'),
      cell: (r) => <span className="font-mono text-xs">{r.reference}</span>,
    },
    { key: 'description', header: t('transactions.description'), cell: (r) => r.description },
    {
      key: 'amount',
      header: t('transactions.amount'),
      align: 'right',
      cell: (r) => <Money sen={r.amount_sen} />,
    },
    {
      key: 'open',
      header: <span className="sr-only">{t('invoices.open')}</span>,
      cell: (r) =>
        r.invoice_id && area !== 'operator' ? (
          <Link to={invoicePath(area, r.invoice_id)} className={ROW_LINK_CLASSES}>
            {t('invoices.view')}
          </Link>
        ) : r.invoice_id ? (
          <Link to={`/operator/invoice/${r.invoice_id}`} className={ROW_LINK_CLASSES}>
            {t('invoices.view')}
          </Link>
        ) : null,
    },
  ];
  // The tenant downloads an invoice's PDF or a payment's receipt from its row (docs/decisions/0021-billing.md).
  if (area === 'tenant')
    columns.push({
      key: 'pdf',
      header: <span className="sr-only">{t('pdf.download')}</span>,
      cell: (r) =>
        r.payment_id ? (
          <ReceiptPdfButton area="tenant" paymentId={r.payment_id} />
        ) : r.kind === 'invoice' && r.invoice_id ? (
          <InvoicePdfButton area="tenant" invoiceId={r.invoice_id} variant="ghost" />
        ) : null,
    });
  return (
    <PagedTable paged={paged} caption={t(`transaction-tab.${tab}`)} columns={columns} rowKey={(r) => r.key} />
  );
}

/** Every row of the tab and days as a CSV file. */
function ExportButton({ tab, filters }: { tab: TTab; filters: TFilters }) {
  const { t } = useTranslation('billing');
  const fail = useFailureToast();
  const [isBusy, setIsBusy] = useState(false);
  const exportCsv = async () => {
    setIsBusy(true);
    try {
      const rows = await fetchAll<TAnyContract, TTransactionRow>(userListTransactions, {
        tabId: tab,
        ...filters,
      });
      downloads.save(
        `transactions-${tab}-${toDateString(new Date())}.csv`,
        csvText(
          [
            t('transactions.when'),
            t('transactions.kind'),
            t('transactions.reference'),
            t('transactions.description'),
            t('csv.amount'),
          ],
          rows.map((r) => [
            r.occurred_at.slice(0, 10),
            t(`transaction-kind.${r.kind}`),
            r.reference,
            r.description,
            rmText(r.amount_sen),
          ]),
        ),
      );
    } catch (error) {
      fail(t('invoices.export-failed'), error);
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <Button variant="outline" isLoading={isBusy} onClick={exportCsv}>
      {t('invoices.export')}
    </Button>
  );
}
