import { Button } from '@sewa/ui/button.tsx';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/forms/fields';
import { isInside, MALAYSIA_BOUNDS, mapLinks } from '../../../shared/listings/map-geometry';
import { TileMap } from '../../../shared/map/tile-map';
import type { TPropertyForm } from './property-form-values';

const linkClasses = 'font-medium text-brand-700 underline-offset-2 hover:underline';

const parsed = (lat: string, lng: string) => {
  const point = { lat: Number(lat), lng: Number(lng) };
  return lat.trim() !== '' && lng.trim() !== '' && Number.isFinite(point.lat) && Number.isFinite(point.lng)
    ? point
    : null;
};

/**
 * Latitude and longitude: typed, picked on the map (a click, or dragging the pin), or taken from the
 * device. The map is the street map, or a sketch of Malaysia when its tiles cannot load.
 */
export function CoordinatesField({ isDisabled = false }: { isDisabled?: boolean }) {
  const { t } = useTranslation('properties');
  const { control, setValue } = useFormContext<TPropertyForm>();
  const [lat, lng] = useWatch({ control, name: ['lat', 'lng'] });
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const point = parsed(lat, lng);
  const set = (next: { lat: number; lng: number }) => {
    setValue('lat', next.lat.toFixed(6), { shouldDirty: true, shouldValidate: true });
    setValue('lng', next.lng.toFixed(6), { shouldDirty: true, shouldValidate: true });
  };
  const locate = () => {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        set({ lat: position.coords.latitude, lng: position.coords.longitude });
        setLocating('idle');
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  };
  const links = point ? mapLinks(point) : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField
          name="lat"
          label={t('form.lat')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="3.1390"
        />
        <TextField
          name="lng"
          label={t('form.lng')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="101.6869"
        />
      </div>
      <TileMap
        bounds={MALAYSIA_BOUNDS}
        zoom={point ? 15 : undefined}
        points={
          point && isInside(MALAYSIA_BOUNDS, point)
            ? [{ key: 'here', ...point, title: t('form.map-point') }]
            : []
        }
        onPick={isDisabled ? undefined : set}
        label={t('form.map-label')}
      />
      <p className="text-xs text-slate-500">{t('form.map-hint')}</p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <Button
          variant="outline"
          size="sm"
          onClick={locate}
          isLoading={locating === 'busy'}
          disabled={isDisabled}
        >
          {t('form.use-my-location')}
        </Button>
        {links && (
          <>
            <a href={links.google} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {t('form.open-google-maps')}
            </a>
            <a href={links.osm} target="_blank" rel="noopener noreferrer" className={linkClasses}>
              {t('form.open-osm')}
            </a>
          </>
        )}
        {locating === 'failed' && (
          <span role="alert" className="text-red-700">
            {t('form.location-failed')}
          </span>
        )}
      </div>
    </div>
  );
}
