import { AGREEMENT_TABS, type TAgreementTab } from '@sewa/domain/agreements/machines';
import type { TAgreementRow } from '@sewa/domain/agreements/schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { AGREEMENT_CALLS, type TAgreementArea } from '../api/agreements';
import { AgreementStatusBadge, EsignBadge, StampingBadge, when } from '../shared/parts';

// my-agreement (operator), agreement (tenant, landlord) and the admin's agreements: by status tab,
// searchable, each row opening the caller's screen of it.

const openPath = (area: TAgreementArea, r: TAgreementRow) => {
  if (area === 'operator') return `/operator/view-agreement-detail/${r.id}`;
  const base = area === 'landlord' ? '/landlord' : '';
  return r.esign_status === 'awaiting' || r.esign_status === 'partially_signed'
    ? `${base}/review-agreement/${r.id}`
    : `${base}/view-agreement/${r.id}`;
};

export function AgreementListScreen({ area }: { area: Exclude<TAgreementArea, 'admin'> }) {
  const { t } = useTranslation('agreements');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t(`list.description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/tenancy">{t('list.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <AgreementTabs area={area} />
    </div>
  );
}

export function AgreementTabs({ area }: { area: TAgreementArea }) {
  const { t } = useTranslation('agreements');
  const [tab, setTab] = useState<TAgreementTab>('all');
  const [search, setSearch] = useState('');
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={t('list.search')}
        placeholder={t('list.search-placeholder')}
        buttonLabel={t('list.search-button')}
      />
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TAgreementTab)}
        items={AGREEMENT_TABS.map((value) => ({
          value,
          label: t(`tabs.${value}`),
          content: value === tab ? <AgreementTable area={area} tab={value} search={search} /> : null,
        }))}
      />
    </div>
  );
}

function AgreementTable({ area, tab, search }: { area: TAgreementArea; tab: TAgreementTab; search: string }) {
  const { t } = useTranslation('agreements');
  const paged = usePagedCall(AGREEMENT_CALLS[area].list, { tab, search: search || undefined });
  const columns: TDataTableColumn<TAgreementRow>[] = [
    {
      key: 'reference',
      header: t('list.reference'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-mono text-xs whitespace-nowrap">{r.reference}</span>
          <span className="text-xs text-slate-500">{r.title}</span>
          {area === 'admin' && <span className="text-xs text-slate-500">{r.company_name}</span>}
        </span>
      ),
    },
    {
      key: 'tenancy',
      header: t('list.tenancy'),
      cell: (r) => (
        <span className="flex flex-col">
          <span className="font-medium">{r.tenant_name}</span>
          <span className="text-xs text-slate-500">
            {r.tenancy_code} · {r.property_name}
          </span>
        </span>
      ),
    },
    { key: 'status', header: t('list.status'), cell: (r) => <AgreementStatusBadge status={r.status} /> },
    { key: 'esign', header: t('list.esign'), cell: (r) => <EsignBadge status={r.esign_status} /> },
    {
      key: 'stamping',
      header: t('list.stamping'),
      cell: (r) => <StampingBadge status={r.stamping_status} />,
    },
    {
      key: 'updated',
      header: t('list.updated'),
      cell: (r) => <span className="whitespace-nowrap">{when(r.updated_at)}</span>,
    },
    ...(area === 'admin'
      ? []
      : [
          {
            key: 'open',
            header: <span className="sr-only">{t('list.actions')}</span>,
            cell: (r: TAgreementRow) => (
              <Link
                to={openPath(area, r)}
                className={ROW_LINK_CLASSES}
                aria-label={t('list.open-named', { reference: r.reference })}
              >
                {t('list.open')}
              </Link>
            ),
          },
        ]),
  ];
  return <PagedTable paged={paged} caption={t(`tabs.${tab}`)} columns={columns} rowKey={(r) => r.id} />;
}

export const OperatorAgreementListPage = () => <AgreementListScreen area="operator" />;
export const TenantAgreementListPage = () => <AgreementListScreen area="tenant" />;
export const LandlordAgreementListPage = () => <AgreementListScreen area="landlord" />;
