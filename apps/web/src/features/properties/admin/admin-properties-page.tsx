import { adminListPendingListings } from '@sewa/domain/properties/calls-admin';
import { LISTING_STATUSES, type TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ListingActionButtons } from '../list/listing-action-buttons';
import { PropertyFilters } from '../list/property-filters';
import { PropertyListTable } from '../list/property-list';
import { usePropertyList } from '../list/use-property-list';
import { AREA_CALLS } from '../shared/calls';
import { ListingReports } from './listing-reports';

type TAdminTab = 'queue' | TListingStatus | 'reports';

/**
 * /admin/properties: the approval queue (pending listings, oldest first, approve or reject with a reason),
 * every company's listings by tab, and the listing reports sent by visitors.
 */
export function AdminPropertiesPage() {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const [tab, setTab] = useState<TAdminTab>('queue');
  const queue = usePropertyList(adminListPendingListings, 'all');
  const all = usePropertyList(AREA_CALLS.admin.list, 'published');
  const counts = all.counts ?? queue.counts;

  const table = (list: typeof queue) => (
    <PropertyListTable
      list={list}
      caption={t('admin.title')}
      editHref={(item) => `/admin/edit-property/${item.id}`}
      showCompany
      actions={(item) => <ListingActionButtons listing={item} actor="admin" />}
    />
  );

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader title={t('admin.title')} description={t('admin.description')} />
      {tab !== 'reports' && (
        <PropertyFilters
          value={tab === 'queue' ? queue.filters : all.filters}
          onChange={tab === 'queue' ? queue.setFilters : all.setFilters}
        />
      )}
      <Tabs
        aria-label={t('list.tabs')}
        value={tab}
        onValueChange={(next) => {
          setTab(next as TAdminTab);
          if (next !== 'queue' && next !== 'reports') all.setTab(next as TListingStatus);
        }}
        items={[
          {
            value: 'queue',
            label: counts ? t('admin.queue-count', { n: counts.pending_approval }) : t('admin.queue'),
            content: table(queue),
          },
          ...LISTING_STATUSES.map((status) => ({
            value: status,
            label: counts
              ? `${labels.LISTING_STATUS_LABELS[status]} (${counts[status]})`
              : labels.LISTING_STATUS_LABELS[status],
            content: table(all),
          })),
          { value: 'reports', label: t('reports.title'), content: <ListingReports /> },
        ]}
      />
    </div>
  );
}
