import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { useTranslation } from 'react-i18next';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { usePropertiesArea } from '../shared/area';
import { useUnitTrail } from '../shared/unit-trail';
import { RoomsPanel } from './rooms-panel';

/** /operator/rooms/{id}: the rooms of unit {id}. */
export function RoomsScreen() {
  const { calls } = usePropertiesArea();
  return <RecordScreen contract={calls.getUnit}>{(unit) => <Rooms unit={unit} />}</RecordScreen>;
}

function Rooms({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ScreenHeader
        title={t('rooms.title', { unit: unitLabel(unit) })}
        description={unit.property.name}
        breadcrumbs={useUnitTrail(unit.property, unit, t('rooms.crumb'))}
      />
      <RoomsPanel unit={unit} />
    </div>
  );
}
