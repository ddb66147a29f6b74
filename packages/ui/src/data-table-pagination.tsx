import { Button } from './button';
import { cx, focusRing } from './cx';
import { fillText } from './i18n/ui-text';
import { useUiText } from './i18n/ui-text-provider';

export type TPaginationProps = {
  /** 1-based, as in the API's `page`. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
  className?: string;
};

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

export function Pagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50],
  className,
}: TPaginationProps) {
  const text = useUiText();
  const pages = pageCount(total, pageSize);
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={text.pagination.label}
      className={cx('flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600', className)}
    >
      <p aria-live="polite">{fillText(text.pagination.showing, { from, to, total })}</p>
      <div className="flex flex-wrap items-center gap-2">
        {onPageSizeChange && (
          <label className="flex items-center gap-2">
            <span>{text.pagination.rowsPerPage}</span>
            <select
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className={cx('h-8 rounded-control border border-slate-300 bg-white px-2', focusRing)}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        )}
        {/* Kept together so a narrow screen wraps the page-size picker, never the arrows apart. */}
        <div className="flex items-center gap-2">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {text.pagination.previous}
          </Button>
          <span className="whitespace-nowrap">{fillText(text.pagination.pageOf, { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {text.pagination.next}
          </Button>
        </div>
      </div>
    </nav>
  );
}
