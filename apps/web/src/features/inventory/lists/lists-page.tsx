import { INVENTORY_LIST_TABS, type TInventoryListRow } from '@sewa/domain/tenancy/inventory-schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { LIST_CALLS } from '../api/inventory';
import { dayOf, ListStatusBadge, placeOf } from '../shared/labels';
import { idOf, useQuery } from '../shared/search';
import { NewListDialog } from './new-list-dialog';

type TTab = (typeof INVENTORY_LIST_TABS)[number];
const tabOf = (value: unknown): TTab =>
  (INVENTORY_LIST_TABS as readonly unknown[]).includes(value) ? (value as TTab) : 'all';

/** The page of a list the operator works on: its lines while draft or rejected, else the read-only view. */
export const operatorListPath = (row: Pick<TInventoryListRow, 'id' | 'status'>) =>
  row.status === 'draft' || row.status === 'rejected'
    ? `/operator/inventory-list-item-list/${row.id}`
    : `/operator/view-inventory-list/${row.id}`;

/**
 * /operator/inventory-list (?status=, ?tenancy_id=): the company's lists by status, searchable, and "New
 * list" (opened at once, prefilled, when the tenancy's inventory tab sends ?tenancy_id=).
 */
export function InventoryListsScreen() {
  const { t } = useTranslation('inventory');
  const query = useQuery();
  const navigate = useNavigate();
  const tab = tabOf(query.status);
  const tenancyId = idOf(query.tenancy_id);
  const [search, setSearch] = useState('');
  const [isCreating, setIsCreating] = useState(tenancyId !== undefined);
  const go = (next: { status?: TTab; tenancy_id?: number }) =>
    navigate({ to: '/operator/inventory-list', search: next, replace: true });
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('lists.title')}
        description={t('lists.description')}
        actions={<Button onClick={() => setIsCreating(true)}>{t('new.open')}</Button>}
      />
      {tenancyId !== undefined && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          {t('lists.of-tenancy')}
          <button type="button" className={ROW_LINK_CLASSES} onClick={() => go({ status: tab })}>
            {t('lists.show-all')}
          </button>
        </p>
      )}
      <SearchBox
        value={search}
        onSearch={setSearch}
        label={t('lists.search')}
        placeholder={t('lists.search-placeholder')}
        buttonLabel={t('lists.search-button')}
      />
      <Tabs
        aria-label={t('lists.tabs')}
        value={tab}
        onValueChange={(next) => go({ status: tabOf(next), ...(tenancyId ? { tenancy_id: tenancyId } : {}) })}
        items={INVENTORY_LIST_TABS.map((value) => ({
          value,
          label: t(`tab.${value}`),
          content:
            value === tab ? (
              <ListsTable
                key={`${tab}-${search}-${tenancyId ?? ''}`}
                input={{
                  status: tab,
                  ...(search ? { search } : {}),
                  ...(tenancyId ? { tenancy_id: tenancyId } : {}),
                }}
              />
            ) : null,
        }))}
      />
      {isCreating && <NewListDialog tenancyId={tenancyId} onClose={() => setIsCreating(false)} />}
    </div>
  );
}

function ListsTable({ input }: { input: { status: TTab; search?: string; tenancy_id?: number } }) {
  const { t } = useTranslation('inventory');
  const paged = usePagedCall(LIST_CALLS.operator.list, input);
  const columns: TDataTableColumn<TInventoryListRow>[] = [
    {
      key: 'tenancy_code',
      header: t('list.tenancy'),
      cell: (row) => (
        <Link to={operatorListPath(row)} className="font-medium text-brand-800 hover:underline">
          {row.tenancy_code}
        </Link>
      ),
    },
    { key: 'tenant_name', header: t('list.tenant') },
    { key: 'place', header: t('list.place'), cell: (row) => placeOf(row) },
    { key: 'kind', header: t('list.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { key: 'status', header: t('list.status'), cell: (row) => <ListStatusBadge status={row.status} /> },
    { key: 'item_count', header: t('list.items'), align: 'right' },
    { key: 'sent_at', header: t('list.sent'), cell: (row) => dayOf(row.sent_at) },
    { key: 'answered_at', header: t('list.answered'), cell: (row) => dayOf(row.answered_at) },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (row) => (
        <Link
          to={operatorListPath(row)}
          className={ROW_LINK_CLASSES}
          aria-label={t('lists.open-named', { code: row.tenancy_code, kind: t(`kind.${row.kind}`) })}
        >
          {row.status === 'draft' || row.status === 'rejected' ? t('lists.edit') : t('lists.view')}
        </Link>
      ),
    },
  ];
  return <PagedTable paged={paged} caption={t('lists.title')} columns={columns} rowKey={(row) => row.id} />;
}
