import { adminListLiveProperties } from '@sewa/domain/properties/calls-admin';
import type { TLiveList } from '@sewa/domain/properties/setting-schemas';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';

/** /admin/live-properties: every operator's live list, whether it is on, and how much it shows. */
export function AdminLivePropertiesPage() {
  const { t } = useTranslation('properties');
  const lists = usePagedCall(adminListLiveProperties, {}, 20);
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
      <PagedTable
        paged={lists}
        caption={t('live.admin-title')}
        columns={columns}
        rowKey={(list) => list.id}
      />
    </div>
  );
}
