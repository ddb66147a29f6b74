import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMemo } from 'react';
import { filtersFromQuery, queryOf, type TListingFilters } from './search-query';

export type TListView = 'list' | 'map';

/** The list's filters, sort, page and view live in the URL, so back, reload and sharing keep them. */
export function useListingFilters() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const filters = useMemo(() => filtersFromQuery(search), [search]);
  const view: TListView = search.view === 'map' ? 'map' : 'list';
  const go = (next: TListingFilters, nextView: TListView = view) =>
    navigate({
      to: '/propertylist',
      search: { ...queryOf(next), ...(nextView === 'map' ? { view: 'map' } : {}) },
    });
  return { filters, view, go };
}
