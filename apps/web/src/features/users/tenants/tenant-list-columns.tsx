import type { TAccountStatus } from '@sewa/domain/accounts/rules';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AccountStatusBadge } from '../../../shared/account-status/account-status-panel';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { RatingValue } from './tenant-profile-view';

type TListedTenant = {
  id: number;
  name: string;
  email: string | null;
  mobile_country_code: string | null;
  mobile: string | null;
  status: TAccountStatus;
  average_rating: number | null;
};

/**
 * The columns of the operator's and the admin's tenant lists: name, mobile, e-mail and status, then
 * `facts` (the source, or the companies), the average rating, `dated` (added, or created) and the link
 * to the tenant's page in `area`.
 */
export function useTenantListColumns<T extends TListedTenant>(
  area: 'operator' | 'admin',
  facts: TDataTableColumn<T>,
  dated: TDataTableColumn<T>,
): TDataTableColumn<T>[] {
  const { t } = useTranslation('tenants');
  return [
    {
      key: 'name',
      header: t('list.name'),
      cell: (r) => <span className="font-medium text-slate-900">{r.name}</span>,
    },
    {
      key: 'mobile',
      header: t('list.mobile'),
      cell: (r) => (r.mobile ? `+${r.mobile_country_code} ${r.mobile}` : '—'),
    },
    { key: 'email', header: t('list.email'), cell: (r) => r.email ?? '—' },
    { key: 'status', header: t('list.status'), cell: (r) => <AccountStatusBadge status={r.status} /> },
    facts,
    { key: 'rating', header: t('list.rating'), cell: (r) => <RatingValue value={r.average_rating} /> },
    dated,
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (r) => (
        <Link
          to={`/${area}/view-tenant/${r.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.view-named', { name: r.name })}
        >
          {t('list.view')}
        </Link>
      ),
    },
  ];
}
