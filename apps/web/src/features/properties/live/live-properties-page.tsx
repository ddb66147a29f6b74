import type { TSearchItem, TSearchPage } from '@sewa/domain/properties/public-schemas';
import type { TLiveList } from '@sewa/domain/properties/setting-schemas';
import { Card } from '@sewa/ui/card.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/hooks';
import { placeOf } from '../../listings/shared/listing-card';
import { rm } from '../../listings/shared/money';
import { useLabels } from '../../listings/shared/use-labels';
import { CALL } from '../shared/calls';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenState } from '../shared/screen-state';
import { LiveListSettings } from './live-list-settings';
import { ShareLink } from './share-link';

/** /operator/live-properties: the company's public list link, its settings, and what it shows now. */
export function LivePropertiesPage() {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const query = useApiQuery<TSearchPage>(
    CALL.getLiveProperties,
    { page, page_size: pageSize },
    { placeholderData: keepPreviousData },
  );
  const list = query.data?.live_list as TLiveList | undefined;
  const columns: TDataTableColumn<TSearchItem>[] = [
    {
      key: 'name',
      header: t('table.property'),
      cell: (item) => (
        <Link
          to={`/operator/edit-property/${item.property_id}`}
          className="font-medium text-brand-800 hover:underline"
        >
          {item.name}
        </Link>
      ),
    },
    {
      key: 'what',
      header: t('rentals.what'),
      cell: (item) =>
        item.rental_type === 'room'
          ? (item.room_title ?? labels.RENTAL_TYPE_LABELS.room)
          : labels.RENTAL_TYPE_LABELS.whole_unit,
    },
    { key: 'city', header: t('table.location'), cell: (item) => placeOf(item) },
    { key: 'price_sen', header: t('rentals.rent'), align: 'right', cell: (item) => rm(item.price_sen) },
  ];
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ScreenHeader title={t('live.title')} description={t('live.description')} />
      <ScreenState query={query} data={list}>
        {(live) => (
          <>
            <Card title={t('live.share')}>
              <ShareLink path={live.path} isActive={live.is_active} />
            </Card>
            <Card title={t('live.settings')}>
              <LiveListSettings list={live} />
            </Card>
            <Card title={t('live.shows', { n: live.published_rental_count })} isPadded={false}>
              <div className="p-4">
                <DataTable
                  caption={t('live.shows', { n: live.published_rental_count })}
                  columns={columns}
                  rows={query.data?.data?.items ?? []}
                  rowKey={(item) => item.rental_id}
                  isLoading={query.isFetching}
                  pagination={{
                    mode: 'server',
                    page,
                    pageSize,
                    total: query.data?.data?.total ?? 0,
                    onPageChange: setPage,
                    onPageSizeChange: (size) => {
                      setPageSize(size);
                      setPage(1);
                    },
                  }}
                />
              </div>
            </Card>
          </>
        )}
      </ScreenState>
    </div>
  );
}
