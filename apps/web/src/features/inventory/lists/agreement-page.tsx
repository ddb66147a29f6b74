import type { TInventoryListRow } from '@sewa/domain/tenancy/inventory-schemas';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { LIST_CALLS } from '../api/inventory';
import { dayOf, ListStatusBadge, placeOf, when } from '../shared/labels';

const SENT_TABS = ['agreed', 'pending', 'rejected'] as const;
type TSentTab = (typeof SENT_TABS)[number];

/** /operator/inventory-list-agreement: the lists sent to tenants, with the answer, the signer and the signed PDF. */
export function InventoryAgreementScreen() {
  const { t } = useTranslation('inventory');
  const [tab, setTab] = useState<TSentTab>('agreed');
  const [search, setSearch] = useState('');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('agreement.title')} description={t('agreement.description')} />
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
        onValueChange={(next) => setTab(next as TSentTab)}
        items={SENT_TABS.map((value) => ({
          value,
          label: t(`tab.${value}`),
          content:
            value === tab ? (
              <AgreementTable
                key={`${tab}-${search}`}
                input={{ status: tab, ...(search ? { search } : {}) }}
              />
            ) : null,
        }))}
      />
    </div>
  );
}

function AgreementTable({ input }: { input: { status: TSentTab; search?: string } }) {
  const { t } = useTranslation('inventory');
  const paged = usePagedCall(LIST_CALLS.operator.list, input);
  const columns: TDataTableColumn<TInventoryListRow>[] = [
    {
      key: 'tenancy_code',
      header: t('list.tenancy'),
      cell: (row) => (
        <Link
          to={`/operator/view-inventory-list/${row.id}`}
          className="font-medium text-brand-800 hover:underline"
        >
          {row.tenancy_code}
        </Link>
      ),
    },
    { key: 'tenant_name', header: t('list.tenant') },
    { key: 'place', header: t('list.place'), cell: (row) => placeOf(row) },
    { key: 'kind', header: t('list.kind'), cell: (row) => t(`kind.${row.kind}`) },
    { key: 'status', header: t('list.status'), cell: (row) => <ListStatusBadge status={row.status} /> },
    { key: 'sent_at', header: t('list.sent'), cell: (row) => dayOf(row.sent_at) },
    { key: 'answered_at', header: t('list.answered'), cell: (row) => when(row.answered_at) },
    { key: 'signer_name', header: t('signature.name'), cell: (row) => row.signer_name ?? '—' },
    {
      key: 'pdf',
      header: t('agreement.pdf'),
      cell: (row) =>
        row.pdf_url ? (
          <a
            href={row.pdf_url}
            target="_blank"
            rel="noreferrer"
            className={ROW_LINK_CLASSES}
            aria-label={t('agreement.pdf-named', { code: row.tenancy_code })}
          >
            {t('signature.download')}
          </a>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <PagedTable paged={paged} caption={t('agreement.title')} columns={columns} rowKey={(row) => row.id} />
  );
}
