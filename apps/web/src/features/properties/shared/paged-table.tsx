import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useServerPagination } from '@sewa/ui/use-server-pagination.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { useApiQuery } from '../../../app/api/hooks';
import { LoadError } from '../../../shared/listings/load-error';

export type TPage<T> = { items: T[]; total: number; page: number; page_size: number };

/** A list call the server pages: the query (the last page stays shown while the next loads) and its paging. */
export function usePagedCall<T>(call: string, params: Record<string, unknown> = {}, initialPageSize = 10) {
  const paging = useServerPagination(initialPageSize);
  const query = useApiQuery<TPage<T>>(
    call,
    { ...params, page: paging.page, page_size: paging.pageSize },
    { placeholderData: keepPreviousData },
  );
  return {
    query,
    rows: query.data?.data?.items ?? [],
    pagination: paging.pagination(query.data?.data?.total ?? 0),
    setPage: paging.setPage,
  };
}

export type TPagedCall<T> = ReturnType<typeof usePagedCall<T>>;

/** The table of a paged call, or its load error with a retry when there is nothing to show. */
export function PagedTable<T>({
  paged,
  caption,
  columns,
  rowKey,
}: {
  paged: TPagedCall<T>;
  caption: string;
  columns: TDataTableColumn<T>[];
  rowKey: (row: T) => string | number;
}) {
  const { query } = paged;
  if (query.isError && !query.data) {
    return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  }
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={paged.rows}
      rowKey={rowKey}
      isLoading={query.isFetching}
      pagination={paged.pagination}
    />
  );
}
