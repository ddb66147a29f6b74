import { useTranslation } from 'react-i18next';
import { MALAYSIA_BOUNDS, mapLinks } from '../../../shared/listings/map-geometry';
import { TileMap } from '../../../shared/map/tile-map';

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

/** Address, a street map around the property (a sketch of Malaysia when tiles cannot load), and links to other maps. */
export function LocationSection({
  address,
  name,
  lat,
  lng,
}: {
  address: string;
  name: string;
  lat: number | null;
  lng: number | null;
}) {
  const { t } = useTranslation('listings');
  const point = lat !== null && lng !== null ? { lat, lng } : null;
  const links = point ? mapLinks(point) : null;
  return (
    <section aria-labelledby="location-title" className="flex flex-col gap-3">
      <h2 id="location-title" className="text-lg font-semibold text-slate-900">
        {t('detail.location')}
      </h2>
      <p className="text-slate-700">{address}</p>
      {point && links ? (
        <>
          <TileMap
            bounds={MALAYSIA_BOUNDS}
            zoom={15}
            points={[{ key: 'here', ...point, title: name }]}
            label={t('detail.map-label', { name })}
            className="max-w-xl"
          />
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <span className="text-slate-500 tabular-nums">
              {point.lat.toFixed(5)}, {point.lng.toFixed(5)}
            </span>
            <a href={links.google} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {t('detail.open-google-maps')}
            </a>
            <a href={links.osm} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {t('detail.open-osm')}
            </a>
          </p>
        </>
      ) : (
        <p className="text-sm text-slate-500">{t('detail.no-coordinates')}</p>
      )}
    </section>
  );
}
