import { hasPrivilege } from '@sewa/domain/access/privileges';
import { adminListCompanyWallets } from '@sewa/domain/wallet/calls';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/use-session';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { rm } from '../wallet-labels';
import { AdjustWalletDialog, type TWalletTarget } from './adjust-wallet-dialog';

/** The privilege admin-adjust-wallet asks for (the list itself needs report). */
const ADJUST_PRIVILEGE = 'account/system-invoice';

type TTotals = { wallets_sen: number; platform_revenue_sen: number; tax_collected_sen: number };

/**
 * /admin/company-wallets: every company's wallet balance with a search by name, the platform's totals
 * (credit held in wallets, revenue, SST collected), and a manual credit or debit of one wallet.
 */
export function CompanyWalletsPage() {
  const { t } = useTranslation('wallet');
  const session = useSession();
  const canAdjust = hasPrivilege(session.privileges, ADJUST_PRIVILEGE);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<TWalletTarget | null>(null);
  const paged = usePagedCall(adminListCompanyWallets, search ? { search } : {});
  const totals = (paged.query.data as { data?: { totals: TTotals } } | undefined)?.data?.totals;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
    paged.setPage(1);
  };

  const columns: TDataTableColumn<TWalletTarget>[] = [
    { key: 'company_name', header: t('admin.wallets.company') },
    {
      key: 'balance_sen',
      header: t('admin.wallets.balance'),
      align: 'right',
      cell: (r) => <span className="tabular-nums">{rm(r.balance_sen)}</span>,
    },
    ...(canAdjust
      ? [
          {
            key: 'actions',
            header: <span className="sr-only">{t('admin.wallets.actions')}</span>,
            align: 'right' as const,
            cell: (r: TWalletTarget) => (
              <Button
                size="sm"
                variant="outline"
                onClick={() => setTarget(r)}
                aria-label={t('admin.wallets.adjust-of', { company: r.company_name })}
              >
                {t('admin.wallets.adjust')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('admin.wallets.title')} description={t('admin.wallets.description')} />
      {totals && (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Figure label={t('admin.wallets.total-wallets')} value={rm(totals.wallets_sen)} />
          <Figure label={t('admin.wallets.revenue')} value={rm(totals.platform_revenue_sen)} />
          <Figure label={t('admin.wallets.sst')} value={rm(totals.tax_collected_sen)} />
        </dl>
      )}
      <search>
        <form onSubmit={onSearch} className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField label={t('admin.wallets.search')} id="wallet-search" className="sm:w-80">
            <TextInput
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              type="search"
              maxLength={100}
            />
          </FormField>
          <Button type="submit" variant="outline">
            {t('admin.wallets.search-action')}
          </Button>
        </form>
      </search>
      <PagedTable
        paged={paged}
        caption={t('admin.wallets.caption')}
        columns={columns}
        rowKey={(r) => r.company_id}
      />
      {target && <AdjustWalletDialog target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-slate-200 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold tabular-nums">{value}</dd>
    </div>
  );
}
