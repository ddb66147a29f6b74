import { useState } from 'react';
import type { TDataTablePagination } from './data-table';

/**
 * Page and page size of a list the server pages. `pagination(total)` is the DataTable's `pagination`
 * prop; choosing a page size starts again on page 1 (and so should a new filter: `setPage(1)`).
 */
export function useServerPagination(initialPageSize = 10) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const pagination = (total: number): TDataTablePagination => ({
    mode: 'server',
    page,
    pageSize,
    total,
    onPageChange: setPage,
    onPageSizeChange: (size) => {
      setPageSize(size);
      setPage(1);
    },
  });
  return { page, pageSize, setPage, pagination };
}
