import { type ReactNode, useMemo, useState } from 'react';
import { cx, focusRing } from './cx';
import { Pagination } from './data-table-pagination';
import { nextSort, sortRows, type TSort, type TSortValue } from './data-table-sort';
import { EmptyState } from './empty-state';
import { fillText } from './i18n/ui-text';
import { useUiText } from './i18n/ui-text-provider';
import { Spinner } from './spinner';

export type TDataTableColumn<T> = {
  key: string;
  header: ReactNode;
  /** Plain-text name for the sort button's label when `header` is not a string. */
  headerText?: string;
  /** Cell content; defaults to `row[key]`. */
  cell?: (row: T) => ReactNode;
  isSortable?: boolean;
  /** Value compared by client-side sorting; defaults to `row[key]`. */
  sortValue?: (row: T) => TSortValue;
  align?: 'left' | 'right' | 'center';
  className?: string;
};

export type TDataTablePagination =
  | { mode: 'client'; pageSize?: number; pageSizeOptions?: readonly number[] }
  | {
      mode: 'server';
      page: number;
      pageSize: number;
      total: number;
      onPageChange: (page: number) => void;
      onPageSizeChange?: (pageSize: number) => void;
      pageSizeOptions?: readonly number[];
    };

export type TDataTableSorting =
  | { mode: 'client'; initial?: TSort | null }
  /** The caller sorts (usually the API); the table only shows and reports the sort. */
  | { mode: 'server'; sort: TSort | null; onSortChange: (sort: TSort | null) => void };

export type TDataTableProps<T> = {
  columns: readonly TDataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  pagination?: TDataTablePagination;
  sorting?: TDataTableSorting;
  isLoading?: boolean;
  /** Defaults to "No Results" (暂无结果). */
  emptyText?: ReactNode;
  /** Accessible table name. */
  caption?: string;
  onRowClick?: (row: T) => void;
  className?: string;
};

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' };

/** A column's name as plain text: the sort button's label, and each cell's label in the phone layout. */
const columnLabel = <T,>(column: TDataTableColumn<T>): string =>
  column.headerText ?? (typeof column.header === 'string' ? column.header : '');

// Phones (below Tailwind's sm, 640px): every row is a card listing each column's label and value, so the
// status and the row's actions stay on screen without scrolling sideways. The markup is the same table;
// only CSS (max-sm:) changes its display, and each cell shows its column's name from its data-label
// (generated content, read out with the value; no text is added to the cell).
const PHONE = {
  table: 'max-sm:block max-sm:min-w-0',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  cell: cx(
    'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:py-1.5 max-sm:text-right',
    'max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:text-xs max-sm:before:font-semibold',
    'max-sm:before:tracking-wide max-sm:before:text-slate-500 max-sm:before:uppercase',
    'max-sm:before:content-[attr(data-label)]',
  ),
  value: 'contents max-sm:block max-sm:min-w-0 max-sm:break-words',
};

const readKey = <T,>(row: T, key: string): unknown => (row as Record<string, unknown>)[key];

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  pagination,
  sorting = { mode: 'client' },
  isLoading = false,
  emptyText,
  caption,
  onRowClick,
  className,
}: TDataTableProps<T>) {
  const text = useUiText();
  const [clientSort, setClientSort] = useState<TSort | null>(
    sorting.mode === 'client' ? (sorting.initial ?? null) : null,
  );
  const [clientPage, setClientPage] = useState(1);
  const [clientPageSize, setClientPageSize] = useState(
    pagination?.mode === 'client' ? (pagination.pageSize ?? 10) : 10,
  );
  const sort = sorting.mode === 'server' ? sorting.sort : clientSort;

  const sortedRows = useMemo(() => {
    if (sorting.mode === 'server' || !clientSort) return rows;
    const column = columns.find((c) => c.key === clientSort.key);
    const readValue = column?.sortValue ?? ((row: T) => readKey(row, clientSort.key) as TSortValue);
    return sortRows(rows, clientSort, readValue);
  }, [rows, columns, clientSort, sorting.mode]);

  const clientPages = Math.max(1, Math.ceil(sortedRows.length / clientPageSize));
  // Rows may shrink (filtering) while on a later page; show the last page that exists.
  const safeClientPage = Math.min(clientPage, clientPages);
  const visibleRows =
    pagination?.mode === 'client'
      ? sortedRows.slice((safeClientPage - 1) * clientPageSize, safeClientPage * clientPageSize)
      : sortedRows;

  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (sorting.mode === 'server') sorting.onSortChange(next);
    else {
      setClientSort(next);
      setClientPage(1);
    }
  };

  const isEmpty = !isLoading && visibleRows.length === 0;
  const hasSortable = columns.some((column) => column.isSortable);
  return (
    <div className={cx('flex flex-col gap-3', className)}>
      <div className="relative overflow-x-auto rounded-card border border-slate-200 bg-white">
        <table
          aria-busy={isLoading || undefined}
          className={cx('w-full min-w-max border-collapse text-sm', PHONE.table)}
        >
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead
            className={cx(
              'bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase',
              // On phones only the sort buttons show, in a row above the cards.
              hasSortable ? 'max-sm:block' : 'max-sm:sr-only',
            )}
          >
            <tr className="max-sm:flex max-sm:flex-wrap max-sm:gap-x-2">
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                const ariaSort =
                  direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none';
                const label = columnLabel(column) || column.key;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={column.isSortable ? ariaSort : undefined}
                    className={cx(
                      'border-b border-slate-200 px-4 py-3',
                      ALIGN[column.align ?? 'left'],
                      column.isSortable ? 'max-sm:border-0 max-sm:px-2 max-sm:py-2' : 'max-sm:sr-only',
                    )}
                  >
                    {column.isSortable ? (
                      <button
                        type="button"
                        onClick={() => changeSort(column.key)}
                        title={fillText(text.sortBy, { column: label })}
                        className={cx(
                          'inline-flex items-center gap-1 uppercase hover:text-slate-900',
                          focusRing,
                        )}
                      >
                        {column.header}
                        <SortIcon direction={direction} />
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className={PHONE.body}>
            {visibleRows.map((row) => (
              <tr
                key={rowKey(row)}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
                className={cx(
                  'border-b border-slate-100 last:border-0',
                  onRowClick && 'cursor-pointer hover:bg-slate-50',
                  PHONE.row,
                )}
              >
                {columns.map((column) => {
                  const label = columnLabel(column);
                  return (
                    <td
                      key={column.key}
                      data-label={label || undefined}
                      className={cx(
                        'px-4 py-3 text-slate-800',
                        ALIGN[column.align ?? 'left'],
                        column.className,
                        PHONE.cell,
                      )}
                    >
                      <div className={cx(PHONE.value, !label && 'max-sm:ml-auto')}>
                        {column.cell ? column.cell(row) : (readKey(row, column.key) as ReactNode)}
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
            {isEmpty && (
              <tr className="max-sm:block">
                <td colSpan={columns.length} className="max-sm:block">
                  <EmptyState title={emptyText ?? text.noResults} />
                </td>
              </tr>
            )}
            {isLoading && visibleRows.length === 0 && (
              <tr className="max-sm:block">
                <td colSpan={columns.length} className="py-10 text-center text-brand-700 max-sm:block">
                  <Spinner />
                </td>
              </tr>
            )}
          </tbody>
        </table>
        {isLoading && visibleRows.length > 0 && (
          <div className="absolute inset-0 flex items-center justify-center bg-white/60 text-brand-700">
            <Spinner />
          </div>
        )}
      </div>
      {pagination?.mode === 'client' && (
        <Pagination
          page={safeClientPage}
          pageSize={clientPageSize}
          total={sortedRows.length}
          onPageChange={setClientPage}
          onPageSizeChange={
            pagination.pageSizeOptions
              ? (size) => {
                  setClientPageSize(size);
                  setClientPage(1);
                }
              : undefined
          }
          pageSizeOptions={pagination.pageSizeOptions}
        />
      )}
      {pagination?.mode === 'server' && (
        <Pagination
          page={pagination.page}
          pageSize={pagination.pageSize}
          total={pagination.total}
          onPageChange={pagination.onPageChange}
          onPageSizeChange={pagination.onPageSizeChange}
          pageSizeOptions={pagination.pageSizeOptions}
        />
      )}
    </div>
  );
}

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 16" className="size-3" fill="currentColor">
      <path d="M6 1 10 6H2z" opacity={direction === 'asc' ? 1 : 0.3} />
      <path d="M6 15 2 10h8z" opacity={direction === 'desc' ? 1 : 0.3} />
    </svg>
  );
}
