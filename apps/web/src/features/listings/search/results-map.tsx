import type { TSearchItem } from '@sewa/domain/properties/public-schemas';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListingCard } from '../../../shared/listings/listing-card';
import { boundsOf } from '../../../shared/listings/map-geometry';
import { rm } from '../../../shared/listings/money';
import { TileMap, type TMapPoint } from '../../../shared/map/tile-map';

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

/**
 * The map view of /propertylist: one marker per property, named with what it has to rent ("2 rooms and
 * 1 whole unit") and its lowest price; the chosen property's rooms and units as cards below.
 */
export function ResultsMap({ items }: { items: readonly TSearchItem[] }) {
  const { t } = useTranslation('listings');
  const describe = (place: TPlace) => {
    const rooms = place.items.filter((i) => i.rental_type === 'room').length;
    const units = place.items.length - rooms;
    const what = [
      rooms > 0 ? t('map.rooms', { count: rooms }) : null,
      units > 0 ? t('map.units', { count: units }) : null,
    ].filter((part) => part !== null);
    const price = rm(Math.min(...place.items.map((i) => i.price_sen)));
    return {
      price,
      title: t('map.marker', { name: place.name, what: what.join(t('map.list-join')), price }),
    };
  };
  const { places, unplaced } = useMemo(() => groupByProperty(items), [items]);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const chosen = places.find((p) => p.property_id === chosenId) ?? null;
  const bounds = useMemo(() => boundsOf(places), [places]);
  const points: TMapPoint[] = places.map((place) => {
    const { price, title } = describe(place);
    return {
      key: place.property_id,
      lat: place.lat,
      lng: place.lng,
      // The count beside the price when the property has more than one thing to rent.
      label: place.items.length > 1 ? `${price} · ${place.items.length}` : price,
      title,
      isActive: place.property_id === chosenId,
    };
  });
  return (
    <div className="flex flex-col gap-4">
      <TileMap
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
        <section aria-label={chosen.name} className="flex flex-col gap-3">
          <h3 className="text-base font-semibold text-slate-900">{describe(chosen).title}</h3>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {chosen.items.map((item) => (
              <ListingCard key={item.rental_id} item={item} />
            ))}
          </div>
        </section>
      ) : (
        places.length > 0 && <p className="text-sm text-slate-600">{t('map.choose')}</p>
      )}
    </div>
  );
}
