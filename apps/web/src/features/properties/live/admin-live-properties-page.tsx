import type { TLiveList } from '@sewa/domain/properties/setting-schemas';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/hooks';
import { LoadError } from '../../listings/shared/load-error';
import { CALL } from '../shared/calls';
import { ScreenHeader } from '../shared/screen-header';

type TLivePage = { items: TLiveList[]; total: number; page: number; page_size: number };

/** /admin/live-properties: every operator's live list, whether it is on, and how much it shows. */
export function AdminLivePropertiesPage() {
  const { t } = useTranslation('properties');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const query = useApiQuery<TLivePage>(
    CALL.adminListLiveProperties,
    { page, page_size: pageSize },
    { placeholderData: keepPreviousData },
  );
  const columns: TDataTableColumn<TLiveList>[] = [
    { key: 'company_name', header: t('table.company') },
    { key: 'title', header: t('live.list-title') },
    {
      key: 'is_active',
      header: t('table.status'),
      cell: (list) => (
        <StatusBadge
          status={list.is_active ? 'active' : 'inactive'}
          label={list.is_active ? t('live.on') : t('live.off')}
        />
      ),
    },
    { key: 'published_rental_count', header: t('live.count'), align: 'right' },
    {
      key: 'path',
      header: t('live.link'),
      cell: (list) => (
        <a
          href={list.path}
          target="_blank"
          rel="noopener noreferrer"
          className="font-medium text-brand-700 hover:underline"
        >
          {list.path}
        </a>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('live.admin-title')} description={t('live.admin-description')} />
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={t('live.admin-title')}
          columns={columns}
          rows={query.data?.data?.items ?? []}
          rowKey={(list) => list.id}
          isLoading={query.isFetching}
          pagination={{
            mode: 'server',
            page,
            pageSize,
            total: query.data?.data?.total ?? 0,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setPageSize(size);
              setPage(1);
            },
          }}
        />
      )}
    </div>
  );
}
