import { hasPrivilege } from '@sewa/domain/access/privileges';
import {
  adminListInvoices,
  userGetAutoBilling,
  userListInvoices,
  userSetAutoBilling,
} from '@sewa/domain/billing/calls';
import type { TInvoiceRow } from '@sewa/domain/billing/schemas';
import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { useSession } from '../../../app/use-session';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import type { TTenancyArea } from '../api/tenancy';
import { day, Money } from '../shared/labels';
import { RecurringItems } from './recurring-items';

// The tenancy's invoices (docs/decisions/0021-billing.md) and, for the operator's side, its auto billing:
// activated or terminated here, each with a confirmation; the next invoice date it will issue.

export function InvoicesTab({ area, tenancy }: { area: TTenancyArea; tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const canBill = hasPrivilege(useSession().privileges, 'account/invoice');
  const paged = usePagedCall(area === 'admin' ? adminListInvoices : userListInvoices, {
    tenancy_id: tenancy.id,
    tab: 'all',
  });
  const to = (id: number) =>
    area === 'tenant'
      ? `/transaction-detail/${id}`
      : area === 'landlord'
        ? `/landlord/transaction-detail/${id}`
        : `/${area}/invoice/${id}`;
  const columns: TDataTableColumn<TInvoiceRow>[] = [
    {
      key: 'number',
      header: t('invoices.number'),
      cell: (r) => <span className="font-mono text-xs">{r.number ?? t('invoices.draft')}</span>,
    },
    { key: 'date', header: t('invoices.date'), cell: (r) => day(r.invoice_date) },
    { key: 'amount', header: t('invoices.amount'), align: 'right', cell: (r) => <Money sen={r.total_sen} /> },
    {
      key: 'balance',
      header: t('invoices.balance'),
      align: 'right',
      cell: (r) => <Money sen={r.balance_sen} />,
    },
    { key: 'status', header: t('invoices.status'), cell: (r) => t(`invoices.payment.${r.payment_status}`) },
    {
      key: 'open',
      header: <span className="sr-only">{t('invoices.open')}</span>,
      cell: (r) => (
        <Link to={to(r.id)} className={ROW_LINK_CLASSES}>
          {t('invoices.open')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      {area === 'operator' && <AutoBilling tenancy={tenancy} />}
      {/* The calls behind the items need account/invoice (docs/decisions/0021-billing.md). */}
      {area === 'operator' && canBill && <RecurringItems tenancy={tenancy} />}
      <PagedTable paged={paged} caption={t('details.tab.invoices')} columns={columns} rowKey={(r) => r.id} />
    </div>
  );
}

function AutoBilling({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const qc = useQueryClient();
  const input = { tenancy_id: tenancy.id };
  const query = useCall(userGetAutoBilling, input);
  const set = useCallMutation(userSetAutoBilling, {
    onSuccess: (res) => qc.setQueryData(callKey(userGetAutoBilling, input), res),
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const auto = query.data?.data;
  if (!auto) return null;
  const next = !auto.is_active;
  return (
    <Card title={t('auto-billing.title')}>
      <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="auto-billing">
        <span>{auto.is_active ? t('auto-billing.active') : t('auto-billing.inactive')}</span>
        {auto.next_billing_date && (
          <span>{t('auto-billing.next', { day: day(auto.next_billing_date) })}</span>
        )}
        {(tenancy.status === 'active' || tenancy.status === 'pending' || auto.is_active) && (
          <Button variant={auto.is_active ? 'danger' : 'primary'} onClick={() => setIsConfirming(true)}>
            {auto.is_active ? t('auto-billing.terminate') : t('auto-billing.activate')}
          </Button>
        )}
      </div>
      {isConfirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setIsConfirming(false)}
          title={next ? t('auto-billing.activate-title') : t('auto-billing.terminate-title')}
          message={next ? t('auto-billing.activate-message') : t('auto-billing.terminate-message')}
          confirmLabel={next ? t('auto-billing.activate') : t('auto-billing.terminate')}
          cancelLabel={t('confirm.back')}
          tone={next ? 'primary' : 'danger'}
          onConfirm={async () => {
            try {
              await set.mutateAsync({ tenancy_id: tenancy.id, is_active: next });
              toast.success(next ? t('auto-billing.activated') : t('auto-billing.terminated'));
            } catch (error) {
              fail(t('confirm.failed'), error);
              throw error;
            }
          }}
        />
      )}
    </Card>
  );
}
