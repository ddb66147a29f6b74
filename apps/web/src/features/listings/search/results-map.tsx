import type { TSearchItem } from '@sewa/domain/properties/public-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../shared/listings/listing-card';
import { boundsOf } from '../../../shared/listings/map-geometry';
import { rm } from '../../../shared/listings/money';
import { SchematicMap, type TMapPoint } from '../../../shared/listings/schematic-map';

type TPlace = { property_id: number; lat: number; lng: number; name: string; items: TSearchItem[] };

/** One marker per property (its lowest price on this page); items without coordinates are counted. */
export function groupByProperty(items: readonly TSearchItem[]): { places: TPlace[]; unplaced: number } {
  const places = new Map<number, TPlace>();
  let unplaced = 0;
  for (const item of items) {
    if (item.lat === null || item.lng === null) {
      unplaced += 1;
      continue;
    }
    const place = places.get(item.property_id);
    if (place) place.items.push(item);
    else
      places.set(item.property_id, {
        property_id: item.property_id,
        lat: item.lat,
        lng: item.lng,
        name: item.name,
        items: [item],
      });
  }
  return { places: [...places.values()], unplaced };
}

/** The map view of /propertylist: relative positions of this page's results, the chosen one's cards below. */
export function ResultsMap({ items }: { items: readonly TSearchItem[] }) {
  const { t } = useTranslation('listings');
  const { places, unplaced } = useMemo(() => groupByProperty(items), [items]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = places.find((p) => p.property_id === chosenId) ?? null;
  const bounds = useMemo(() => boundsOf(places), [places]);
  const points: TMapPoint[] = places.map((place) => {
    const price = rm(Math.min(...place.items.map((i) => i.price_sen)));
    return {
      key: place.property_id,
      lat: place.lat,
      lng: place.lng,
      label: price,
      title: t('map.marker', { name: place.name, price }),
      isActive: place.property_id === chosenId,
    };
  });
  return (
    <div className="flex flex-col gap-4">
      <SchematicMap
        bounds={bounds}
        points={points}
        onPointClick={(key) => setChosenId((current) => (current === key ? null : Number(key)))}
        label={t('map.label', { count: places.length })}
      />
      <p className="text-xs text-slate-500">
        {t('map.note')}
        {unplaced > 0 && ` ${t('map.unplaced', { count: unplaced })}`}
      </p>
      {chosen ? (
        <section aria-label={chosen.name} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {chosen.items.map((item) => (
            <ListingCard key={item.rental_id} item={item} />
          ))}
        </section>
      ) : (
        places.length > 0 && <p className="text-sm text-slate-600">{t('map.choose')}</p>
      )}
    </div>
  );
}
