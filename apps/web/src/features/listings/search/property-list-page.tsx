import { Button } from '@sewa/ui/button.tsx';
import { Pagination } from '@sewa/ui/data-table-pagination.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Spinner } from '@sewa/ui/spinner.tsx';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../shared/listings/listing-card';
import { LoadError } from '../../../shared/listings/load-error';
import { mostCommonCity } from '../../../shared/listings/suggested-place';
import { PageContainer } from '../../../shared/page-container';
import { useMediaQuery } from '../../../shared/use-media-query';
import { usePageTitle } from '../../../shared/use-page-title';
import { useSearchProperties } from '../api/listing-calls';
import { ResultsMap } from './results-map';
import { activeFilterCount, MAP_PAGE_SIZE, SEARCH_PAGE_SIZE, searchPayloadOf } from './search-query';
import { SortSelect } from './sort-select';
import { useListingFilters } from './use-listing-filters';
import { ViewToggle } from './view-toggle';

/** The cards of the first row on the widest layout (three columns): the page's largest images. */
const FIRST_ROW = 3;
/** Tailwind's `lg`, from where the filters sit beside the results instead of behind a button. */
const WIDE = '(min-width: 1024px)';

// The filters' form (react-hook-form, the selects) loads when the filters show: at once on wide screens,
// when opened on phones (docs/decisions/0024-public-page-weight.md).
const FiltersPanel = lazy(() => import('./filters-panel').then((m) => ({ default: m.FiltersPanel })));

/** /propertylist: the homepage search's results, with the same filters, sorting, pages and a map view. */

export function PropertyListPage() {
  const { t } = useTranslation('listings');
  usePageTitle(t('list.page-title'));
  const { filters, view, go } = useListingFilters();
  const [isFiltersOpen, setIsFiltersOpen] = useState(false);
  // Not on the server: the filters' form loads in the browser once the page is taken over (ADR 0029).
  const isWide = useMediaQuery(WIDE, true, false);
  const panelId = useId();
  // The map shows a bigger page: more pins say more about where things are.
  const pageSize = view === 'map' ? MAP_PAGE_SIZE : SEARCH_PAGE_SIZE;
  const query = useSearchProperties(searchPayloadOf(filters, pageSize));
  const result = query.data?.data;
  const count = activeFilterCount(filters);
  const clear = () => go({ sort: filters.sort, page: 1 });

  return (
    <PageContainer className="flex flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('list.title')}</h1>
        <p aria-live="polite" className="text-sm text-slate-600">
          {result ? t('list.count', { count: result.total }) : '\u00a0'}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <aside className="flex flex-col gap-3">
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={isFiltersOpen}
            aria-controls={panelId}
            onClick={() => setIsFiltersOpen((open) => !open)}
          >
            {count > 0 ? t('filters.toggle-count', { n: count }) : t('filters.toggle')}
          </Button>
          <div
            id={panelId}
            className={`${isFiltersOpen ? 'block' : 'hidden'} rounded-card border border-slate-200 bg-white p-4 lg:block`}
          >
            <h2 className="mb-3 text-base font-semibold text-slate-900">{t('filters.title')}</h2>
            {(isWide || isFiltersOpen) && (
              <Suspense fallback={<Spinner />}>
                <FiltersPanel
                  filters={filters}
                  onApply={(next) => {
                    setIsFiltersOpen(false);
                    go(next);
                  }}
                  onClear={clear}
                  place={mostCommonCity(result?.items ?? [])}
                />
              </Suspense>
            )}
          </div>
        </aside>
        <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-4">
          <h2 id="results-title" className="sr-only">
            {t('list.results')}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ViewToggle view={view} onChange={(next) => go(filters, next)} />
            <SortSelect value={filters.sort} onChange={(sort) => go({ ...filters, sort, page: 1 })} />
          </div>
          {query.isError && !result ? (
            <LoadError error={query.error} onRetry={() => query.refetch()} />
          ) : !result ? (
            <div className="flex justify-center py-16 text-brand-700">
              <Spinner size="lg" />
            </div>
          ) : result.items.length === 0 ? (
            <div className="rounded-card border border-slate-200 bg-white">
              <EmptyState
                description={count > 0 ? t('list.empty-hint') : undefined}
                action={
                  count > 0 && (
                    <Button variant="outline" size="sm" onClick={clear}>
                      {t('filters.clear')}
                    </Button>
                  )
                }
              />
            </div>
          ) : (
            <div className={query.isFetching ? 'opacity-60 transition-opacity' : undefined}>
              {view === 'map' ? (
                <ResultsMap items={result.items} />
              ) : (
                <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
                  {result.items.map((item, index) => (
                    <li key={item.rental_id} className="flex">
                      <ListingCard item={item} className="flex-1" isFirst={index < FIRST_ROW} />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {result && result.total > pageSize && (
            <Pagination
              page={result.page}
              pageSize={pageSize}
              total={result.total}
              onPageChange={(page) => go({ ...filters, page })}
            />
          )}
        </section>
      </div>
    </PageContainer>
  );
}
