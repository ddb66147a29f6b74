import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import type { TStatusCounts } from '@sewa/domain/properties/property-schemas';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiQuery } from '../../../app/api/hooks';
import { NO_FILTERS, type TPropertyFilterValues } from './property-filters';
import { PAGE_SIZES, type TPropertyPage } from './property-table';

/** Tab, filters and page of a property list, and the list call they make. */
export function usePropertyList(
  call: string,
  initialTab: TListingStatus | 'all',
  extra: Record<string, string | number> = {},
) {
  const [tab, setTabState] = useState<TListingStatus | 'all'>(initialTab);
  const [filters, setFiltersState] = useState<TPropertyFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZES[0]);
  const payload = {
    ...extra,
    ...(tab === 'all' ? {} : { status: tab }),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    page,
    page_size: pageSize,
  };
  const query = useApiQuery<TPropertyPage>(call, payload, { placeholderData: keepPreviousData });
  return {
    query,
    page: query.data?.data,
    counts: query.data?.status_counts as TStatusCounts | undefined,
    tab,
    filters,
    // Any change of what is listed starts again on page 1.
    setTab: (next: TListingStatus | 'all') => {
      setTabState(next);
      setPage(1);
    },
    setFilters: (next: TPropertyFilterValues) => {
      setFiltersState(next);
      setPage(1);
    },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(1);
    },
  };
}
