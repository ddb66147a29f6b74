import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import { LoadError } from '../../../shared/listings/load-error';
import { ListingTabs } from './listing-tabs';
import { PropertyFilters } from './property-filters';
import { PropertyTable, type TPropertyTableProps } from './property-table';
import type { usePropertyList } from './use-property-list';

type TListProps = {
  list: ReturnType<typeof usePropertyList>;
} & Omit<TPropertyTableProps, 'page' | 'isLoading' | 'onPageChange' | 'onPageSizeChange'>;

/** The table of a property list, or its load error with a retry when there is nothing to show. */
export function PropertyListTable({ list, ...table }: TListProps) {
  if (list.query.isError && !list.page) {
    return <LoadError error={list.query.error} onRetry={() => list.query.refetch()} />;
  }
  return (
    <PropertyTable
      page={list.page}
      isLoading={list.query.isFetching}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
      {...table}
    />
  );
}

/** Filters, the listing-status tabs with their counts, and the table (operator and landlord lists). */
export function TabbedPropertyList(props: TListProps) {
  const { list } = props;
  return (
    <>
      <PropertyFilters value={list.filters} onChange={list.setFilters} />
      <ListingTabs
        value={list.tab}
        onChange={(tab) => list.setTab(tab as TListingStatus)}
        counts={list.counts}
      >
        <PropertyListTable {...props} />
      </ListingTabs>
    </>
  );
}
