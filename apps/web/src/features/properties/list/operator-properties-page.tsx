import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../listings/shared/load-error';
import { AREA_CALLS } from '../shared/calls';
import { ScreenHeader } from '../shared/screen-header';
import { ListingActionButtons } from './listing-action-buttons';
import { ListingTabs } from './listing-tabs';
import { PropertyFilters } from './property-filters';
import { PropertyTable } from './property-table';
import { usePropertyList } from './use-property-list';

/** /operator/properties: the company's listings by tab, with search, filters and the workflow actions. */
export function OperatorPropertiesPage() {
  const { t } = useTranslation('properties');
  const list = usePropertyList(AREA_CALLS.operator.list, 'published');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('list.title')}
        description={t('list.description')}
        actions={
          <Link to="/operator/add-property" className={buttonClasses('primary')}>
            {t('list.add')}
          </Link>
        }
      />
      <PropertyFilters value={list.filters} onChange={list.setFilters} />
      <ListingTabs
        value={list.tab}
        onChange={(tab) => list.setTab(tab as TListingStatus)}
        counts={list.counts}
      >
        {list.query.isError && !list.page ? (
          <LoadError error={list.query.error} onRetry={() => list.query.refetch()} />
        ) : (
          <PropertyTable
            caption={t('list.title')}
            page={list.page}
            isLoading={list.query.isFetching}
            editHref={(item) => `/operator/edit-property/${item.id}`}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            actions={(item) => <ListingActionButtons listing={item} actor="operator" />}
          />
        )}
      </ListingTabs>
    </div>
  );
}
