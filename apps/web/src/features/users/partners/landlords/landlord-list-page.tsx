import type { TLandlordListItem } from '@sewa/domain/users/partners-schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import { SearchBox } from '../../../../shared/screens/search-box';
import { LANDLORD_CALLS, type TPartnerArea } from '../api/partners';
import { CompanyFilter } from '../shared/company-filter';
import { mobileText, PartnerStatus } from '../shared/partner-bits';

/**
 * landlord: the company's landlords (operator) or every company's (admin, with a company filter), with the
 * number of properties each owns. Search by name, mobile or e-mail.
 */
export function LandlordListScreen({ area }: { area: TPartnerArea }) {
  const { t } = useTranslation('partners');
  const [search, setSearch] = useState('');
  const [companyId, setCompanyId] = useState('');
  const paged = usePagedCall(LANDLORD_CALLS[area].list, {
    search: search || undefined,
    ...(area === 'admin' && companyId ? { company_id: companyId } : {}),
  });
  const columns: TDataTableColumn<TLandlordListItem>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (l) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{l.name}</span>
          {area === 'admin' && <span className="text-xs text-slate-500">{l.company_name ?? '—'}</span>}
        </div>
      ),
    },
    { key: 'mobile', header: t('list.mobile'), cell: (l) => mobileText(l.mobile_country_code, l.mobile) },
    { key: 'email', header: t('list.email'), cell: (l) => l.email ?? '—' },
    {
      key: 'properties',
      header: t('list.properties-owned'),
      align: 'right',
      cell: (l) => <span className="tabular-nums">{l.properties_owned}</span>,
    },
    { key: 'status', header: t('list.status'), cell: (l) => <PartnerStatus status={l.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (l) => (
        <Link
          to={`/${area}/edit-landlord/${l.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: l.name })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('landlord.list-title')}
        description={t(`landlord.list-description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/create-new-landlord-profile">{t('landlord.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={search}
          onSearch={(next) => {
            setSearch(next);
            paged.setPage(1);
          }}
          label={t('landlord.search')}
          placeholder={t('list.search-placeholder')}
          buttonLabel={t('list.search-button')}
        />
        {area === 'admin' && (
          <CompanyFilter
            value={companyId}
            onChange={(next) => {
              setCompanyId(next);
              paged.setPage(1);
            }}
          />
        )}
      </div>
      <PagedTable paged={paged} caption={t('landlord.list-title')} columns={columns} rowKey={(l) => l.id} />
    </div>
  );
}
