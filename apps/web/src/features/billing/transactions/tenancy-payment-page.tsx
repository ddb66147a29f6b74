import { userListInvoices } from '@sewa/domain/billing/calls';
import type { TInvoiceRow } from '@sewa/domain/billing/schemas';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { day, Money, PaymentStatusBadge } from '../labels';

/** tenancy-payment-detail (tenant): what the tenant owes on their tenancies, each invoice to open and pay. */
export function TenancyPaymentScreen() {
  const { t } = useTranslation('billing');
  const paged = usePagedCall(userListInvoices, { tab: 'unpaid' });
  const columns: TDataTableColumn<TInvoiceRow>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      cell: (r) => <span className="font-mono text-xs">{r.number}</span>,
    },
    { key: 'tenancy', header: t('csv.tenancy'), cell: (r) => `${r.tenancy_code} · ${r.property_name}` },
    {
      key: 'due',
      header: t('invoices.due'),
      cell: (r) => <span className={r.is_overdue ? 'text-red-700' : undefined}>{day(r.due_date)}</span>,
    },
    {
      key: 'balance',
      header: t('invoices.balance'),
      align: 'right',
      cell: (r) => <Money sen={r.balance_sen} />,
    },
    {
      key: 'status',
      header: t('invoices.status'),
      cell: (r) => <PaymentStatusBadge status={r.payment_status} />,
    },
    {
      key: 'pay',
      header: <span className="sr-only">{t('invoices.open')}</span>,
      cell: (r) => (
        <Link to={`/transaction-detail/${r.id}`} className={ROW_LINK_CLASSES}>
          {t('tenancy-payment.pay')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('tenancy-payment.title')} description={t('tenancy-payment.description')} />
      <PagedTable paged={paged} caption={t('tenancy-payment.title')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}
