import { userGetLiveProperties } from '@sewa/domain/properties/calls-settings';
import type { TSearchItem } from '@sewa/domain/properties/public-schemas';
import { Card } from '@sewa/ui/card.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { placeOf } from '../../../shared/listings/listing-card';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { LiveListSettings } from './live-list-settings';
import { ShareLink } from './share-link';

/** /operator/live-properties: the company's public list link, its settings, and what it shows now. */
export function LivePropertiesPage() {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const shown = usePagedCall(userGetLiveProperties, {});
  const list = shown.query.data?.live_list;
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
      <ScreenState query={shown.query} data={list}>
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
                <PagedTable
                  paged={shown}
                  caption={t('live.shows', { n: live.published_rental_count })}
                  columns={columns}
                  rowKey={(item) => item.rental_id}
                />
              </div>
            </Card>
          </>
        )}
      </ScreenState>
    </div>
  );
}
