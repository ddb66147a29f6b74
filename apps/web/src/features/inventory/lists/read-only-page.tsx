import { INVENTORY_LIST_TABS, type TInventoryListRow } from '@sewa/domain/tenancy/inventory-schemas';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { SearchBox } from '../../../shared/screens/search-box';
import { LIST_CALLS, useCompanyOptions, useInventoryList } from '../api/inventory';
import { dayOf, ListStatusBadge, placeOf } from '../shared/labels';
import { idOf, useQuery } from '../shared/search';
import { ListView } from './list-view';

type TArea = 'landlord' | 'admin';
type TTab = (typeof INVENTORY_LIST_TABS)[number];
const ALL_COMPANIES = 'all';

/**
 * /landlord/inventory-list and /admin/inventory-list (?id=): the lists of the landlord's properties, or of
 * every company (filtered by company), read-only; ?id= opens one in the same view as the operator's.
 */
export function ReadOnlyListsScreen({ area }: { area: TArea }) {
  const id = idOf(useQuery().id);
  return id === undefined ? <ReadOnlyTable area={area} /> : <ReadOnlyDetail area={area} id={id} />;
}

export const LandlordInventoryListScreen = () => <ReadOnlyListsScreen area="landlord" />;
export const AdminInventoryListScreen = () => <ReadOnlyListsScreen area="admin" />;

function ReadOnlyDetail({ area, id }: { area: TArea; id: number }) {
  const { t } = useTranslation('inventory');
  const list = useInventoryList(area, id);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <ScreenState query={list} data={list.data?.data}>
        {(data) => {
          const title = t('view.title', { code: data.tenancy_code, kind: t(`kind.${data.kind}`) });
          return (
            <>
              <ScreenHeader
                title={title}
                description={
                  area === 'admin' ? `${data.company_name} · ${data.tenant_name}` : data.tenant_name
                }
                breadcrumbs={[{ label: t('lists.title'), href: `/${area}/inventory-list` }, { label: title }]}
              />
              <ListView list={data} />
            </>
          );
        }}
      </ScreenState>
    </div>
  );
}

function ReadOnlyTable({ area }: { area: TArea }) {
  const { t } = useTranslation('inventory');
  const [tab, setTab] = useState<TTab>('all');
  const [search, setSearch] = useState('');
  const [company, setCompany] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('lists.title')} description={t(`lists.description-${area}`)} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={search}
          onSearch={setSearch}
          label={t('lists.search')}
          placeholder={t('lists.search-placeholder')}
          buttonLabel={t('lists.search-button')}
        />
        {area === 'admin' && <CompanyFilter value={company} onChange={setCompany} />}
      </div>
      <Tabs
        aria-label={t('lists.tabs')}
        value={tab}
        onValueChange={(next) => setTab(next as TTab)}
        items={INVENTORY_LIST_TABS.map((value) => ({
          value,
          label: t(`tab.${value}`),
          content:
            value === tab ? (
              <Table
                key={`${tab}-${search}-${company}`}
                area={area}
                input={{
                  status: tab,
                  ...(search ? { search } : {}),
                  ...(company ? { company_id: company } : {}),
                }}
              />
            ) : null,
        }))}
      />
    </div>
  );
}

function CompanyFilter({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const { t } = useTranslation('inventory');
  const companies = useCompanyOptions();
  if (companies.length === 0) return null;
  return (
    <Select
      aria-label={t('lists.company')}
      className="w-full sm:w-56"
      options={[{ value: ALL_COMPANIES, label: t('lists.all-companies') }, ...companies]}
      value={value || ALL_COMPANIES}
      onValueChange={(next) => onChange(next === ALL_COMPANIES ? '' : next)}
    />
  );
}

function Table({
  area,
  input,
}: {
  area: TArea;
  input: { status: TTab; search?: string; company_id?: string };
}) {
  const { t } = useTranslation('inventory');
  const paged = usePagedCall(LIST_CALLS[area].list, input);
  const columns: TDataTableColumn<TInventoryListRow>[] = [
    {
      key: 'tenancy_code',
      header: t('list.tenancy'),
      cell: (row) => <span className="font-medium">{row.tenancy_code}</span>,
    },
    ...(area === 'admin'
      ? [
          {
            key: 'company_name',
            header: t('list.company'),
            cell: (row: TInventoryListRow) => row.company_name,
          },
        ]
      : []),
    { key: 'tenant_name', header: t('list.tenant') },
    { key: 'place', header: t('list.place'), cell: (row) => placeOf(row) },
    { key: 'kind', header: t('list.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { key: 'status', header: t('list.status'), cell: (row) => <ListStatusBadge status={row.status} /> },
    { key: 'item_count', header: t('list.items'), align: 'right' },
    { key: 'answered_at', header: t('list.answered'), cell: (row) => dayOf(row.answered_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <Link
          to={`/${area}/inventory-list`}
          search={{ id: row.id }}
          className={ROW_LINK_CLASSES}
          aria-label={t('lists.open-named', { code: row.tenancy_code, kind: t(`kind.${row.kind}`) })}
        >
          {t('lists.view')}
        </Link>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t('lists.title')} columns={columns} rowKey={(row) => row.id} />;
}
