import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../listings/shared/load-error';
import { ListingTabs } from '../list/listing-tabs';
import { PropertyFilters } from '../list/property-filters';
import { PropertyTable } from '../list/property-table';
import { usePropertyList } from '../list/use-property-list';
import { AREA_CALLS } from '../shared/calls';
import { ScreenHeader } from '../shared/screen-header';

/** /landlord/properties: the properties the landlord owns, by listing status; drafts can still get units. */
export function LandlordPropertiesPage() {
  const { t } = useTranslation('properties');
  const list = usePropertyList(AREA_CALLS.landlord.list, 'published');
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('landlord.title')}
        description={t('landlord.description')}
        actions={
          <>
            <Link to="/landlord/add-unit" className={buttonClasses('outline')}>
              {t('landlord.add-unit')}
            </Link>
            <Link to="/landlord/add-property" className={buttonClasses('primary')}>
              {t('landlord.propose')}
            </Link>
          </>
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
            caption={t('landlord.title')}
            page={list.page}
            isLoading={list.query.isFetching}
            editHref={null}
            onPageChange={list.setPage}
            onPageSizeChange={list.setPageSize}
            actions={(item) =>
              item.status === 'draft' ? (
                <Link
                  to="/landlord/add-unit"
                  search={{ property_id: item.id }}
                  className="text-sm font-medium text-brand-700 hover:underline"
                >
                  {t('landlord.add-unit')}
                </Link>
              ) : null
            }
          />
        )}
      </ListingTabs>
    </div>
  );
}
