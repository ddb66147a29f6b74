import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../app/api/hooks';
import { unitLabel } from '../property-pages/units-panel';
import { usePropertiesArea } from '../shared/area';
import { ScreenHeader } from '../shared/screen-header';
import { ScreenState } from '../shared/screen-state';
import { RoomsPanel } from './rooms-panel';

/** /operator/rooms/{id}: the rooms of unit {id}. */
export function RoomsScreen() {
  const { t } = useTranslation('properties');
  const { id } = useParams({ strict: false }) as { id: string };
  const { base, calls } = usePropertiesArea();
  const query = useApiQuery<TUnitDetail>(calls.getUnit, { id });
  return (
    <ScreenState query={query} data={query.data?.data}>
      {(unit) => (
        <div className="mx-auto flex max-w-5xl flex-col gap-4">
          <ScreenHeader
            title={t('rooms.title', { unit: unitLabel(unit) })}
            description={unit.property.name}
            breadcrumbs={[
              { label: t('list.title'), href: `${base}/properties` },
              { label: unit.property.name, href: `${base}/edit-property/${unit.property.id}` },
              { label: unitLabel(unit), href: `${base}/edit-unit/${unit.id}` },
              { label: t('rooms.crumb') },
            ]}
          />
          <RoomsPanel unit={unit} />
        </div>
      )}
    </ScreenState>
  );
}
