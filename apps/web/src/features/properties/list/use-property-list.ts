import type { TListingStatus } from '@sewa/domain/properties/listing-workflow';
import type { TCallInput } from '@sewa/domain/protocol/contract';
import { useState } from 'react';
import { usePropertyListCall } from '../api/property-calls';
import type { TPropertyListContract } from '../shared/calls';
import { NO_FILTERS, type TPropertyFilterValues } from './property-filters';
import { PAGE_SIZES } from './property-table';

/** Tab, filters and page of a property list, and the list call they make. */
export function usePropertyList(contract: TPropertyListContract, initialTab: TListingStatus | 'all') {
  const [tab, setTabState] = useState<TListingStatus | 'all'>(initialTab);
  const [filters, setFiltersState] = useState<TPropertyFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSizeState] = useState<number>(PAGE_SIZES[0]);
  const input: TCallInput<TPropertyListContract> = {
    ...(tab === 'all' ? {} : { status: tab }),
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.state ? { state: filters.state } : {}),
    page,
    page_size: pageSize,
  };
  const query = usePropertyListCall(contract, input);
  return {
    query,
    page: query.data?.data,
    counts: query.data?.status_counts,
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
