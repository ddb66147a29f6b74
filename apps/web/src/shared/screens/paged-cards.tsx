import { Pagination } from '@sewa/ui/data-table-pagination.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import type { ReactNode } from 'react';
import { LoadError } from '../listings/load-error';
import type { TPagedCall } from './paged-table';

/**
 * A paged list call shown as cards (a phone reads cards better than a wide table): its loading, its
 * failure with a retry, "No Results" when empty, and the pages below.
 */
export function PagedCards<T>({
  paged,
  label,
  rowKey,
  card,
}: {
  paged: TPagedCall<T>;
  label: string;
  rowKey: (row: T) => string | number;
  card: (row: T) => ReactNode;
}) {
  const { query, pagination } = paged;
  if (query.isError && !query.data) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (!query.data) {
    return (
      <div className="flex justify-center py-12 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  }
  if (paged.rows.length === 0) return <EmptyState />;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} className="flex flex-col gap-3">
        {paged.rows.map((row) => (
          <li key={rowKey(row)}>{card(row)}</li>
        ))}
      </ul>
      {pagination.mode === 'server' && pagination.total > pagination.pageSize && (
        <Pagination {...pagination} />
      )}
    </div>
  );
}
