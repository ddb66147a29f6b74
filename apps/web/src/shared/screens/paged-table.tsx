import type { TAnyContract, TCallData, TCallInput } from '@sewa/domain/protocol/contract';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useServerPagination } from '@sewa/ui/use-server-pagination.ts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCall } from '../../app/api/hooks';
import { LoadError } from '../listings/load-error';

/** The `data` of a list call: one page and the total (docs/protocol.md, "Lists"). */
export type TPage<T> = { items: T[]; total: number; page: number; page_size: number };
/** The row type of a list contract. */
export type TPageItem<C extends TAnyContract> = TCallData<C> extends TPage<infer T> ? T : never;
/** A list contract's input without the paging, which the table adds. */
export type TPagedInput<C extends TAnyContract> = Omit<TCallInput<C>, 'page' | 'page_size'>;

/**
 * A list call the server pages, named by its contract: the query (the last page stays shown while the
 * next loads) and its paging. Any module's list screen uses it (docs/adding-a-module.md).
 */
export function usePagedCall<C extends TAnyContract>(
  contract: C,
  input: TPagedInput<C>,
  initialPageSize = 10,
) {
  const paging = useServerPagination(initialPageSize);
  // The spread of a generic input is not narrowed back to the contract's input by TypeScript.
  const paged = { ...input, page: paging.page, page_size: paging.pageSize } as TCallInput<C>;
  const query = useCall(contract, paged, { placeholderData: keepPreviousData });
  const page = (query.data as { data?: TPage<TPageItem<C>> } | undefined)?.data;
  return {
    query,
    rows: page?.items ?? [],
    pagination: paging.pagination(page?.total ?? 0),
    setPage: paging.setPage,
  };
}

export type TPagedCall<T> = {
  query: { isError: boolean; data: unknown; error: unknown; isFetching: boolean; refetch: () => unknown };
  rows: T[];
  pagination: ReturnType<ReturnType<typeof useServerPagination>['pagination']>;
  setPage: (page: number) => void;
};

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
