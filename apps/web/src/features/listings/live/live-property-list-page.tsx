import { SEARCH_SORTS, type TSearchSort } from '@sewa/domain/properties/enums';
import { Pagination } from '@sewa/ui/data-table-pagination.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { isNotFound } from '../../../shared/forms/error-text';
import { ListingCard } from '../../../shared/listings/listing-card';
import { LoadError } from '../../../shared/listings/load-error';
import { PageContainer } from '../../../shared/page-container';
import { usePageTitle } from '../../../shared/use-page-title';
import { useLivePropertyList } from '../api/listing-calls';
import { SortSelect } from '../search/sort-select';

export const LIVE_PAGE_SIZE = 12;

/**
 * /live-property-list/{id}: an operator's shareable list of what it has published. The router remembers
 * the id for the tab (product §2.1), so visitors stay within this operator's listings.
 */
export function LivePropertyListPage() {
  const { t } = useTranslation('listings');
  const { id } = useParams({ strict: false }) as { id: string };
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const sort = (SEARCH_SORTS as readonly unknown[]).includes(search.sort)
    ? (search.sort as TSearchSort)
    : 'newest';
  const page = Math.max(1, Number.parseInt(String(search.page ?? '1'), 10) || 1);
  const query = useLivePropertyList({ id, sort, page, page_size: LIVE_PAGE_SIZE });
  const header = query.data?.list;
  const result = query.data?.data;
  usePageTitle(header?.title ?? t('live.page-title'));
  const go = (next: { sort: TSearchSort; page: number }) =>
    navigate({
      to: `/live-property-list/${id}`,
      search: {
        ...(next.sort === 'newest' ? {} : { sort: next.sort }),
        ...(next.page > 1 ? { page: next.page } : {}),
      },
    });

  if (query.isError && !result) {
    return (
      <PageContainer>
        <LoadError
          title={isNotFound(query.error) ? t('live.not-found') : undefined}
          error={query.error}
          onRetry={isNotFound(query.error) ? undefined : () => query.refetch()}
        />
      </PageContainer>
    );
  }
  if (!result || !header) {
    return (
      <div className="flex justify-center py-24 text-brand-700">
        <Spinner size="lg" />
      </div>
    );
  }
  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold text-brand-700">{t('live.by', { name: header.company_name })}</p>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{header.title}</h1>
        <p className="text-sm text-slate-600">{t('list.count', { count: result.total })}</p>
      </header>
      <div className="flex justify-end">
        <SortSelect value={sort} onChange={(next) => go({ sort: next, page: 1 })} />
      </div>
      {result.items.length === 0 ? (
        <div className="rounded-card border border-slate-200 bg-white">
          <EmptyState description={t('live.empty')} />
        </div>
      ) : (
        <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isFetching ? 'opacity-60' : ''}`}>
          {result.items.map((item) => (
            <li key={item.rental_id} className="flex">
              <ListingCard item={item} className="flex-1" />
            </li>
          ))}
        </ul>
      )}
      {result.total > LIVE_PAGE_SIZE && (
        <Pagination
          page={result.page}
          pageSize={LIVE_PAGE_SIZE}
          total={result.total}
          onPageChange={(next) => go({ sort, page: next })}
        />
      )}
    </PageContainer>
  );
}
