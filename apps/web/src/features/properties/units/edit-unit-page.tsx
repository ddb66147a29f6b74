import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { Tabs } from '@sewa/ui/tabs.tsx';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordScreen } from '../../../shared/screens/record-screen';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { usePropertiesArea } from '../shared/area';
import { ListingStatusBadge } from '../shared/listing-status-badge';
import { useUnitTrail } from '../shared/unit-trail';
import { UnitInventoryLink } from './inventory-links';
import { RentalsPanel } from './rentals-panel';
import { RoomsPanel } from './rooms-panel';
import { UnitSummary } from './unit-summary';

export const UNIT_TABS = ['details', 'rooms', 'rentals'] as const;
export type TUnitTab = (typeof UNIT_TABS)[number];

/** The tab of the `tabId` query (product §2.2 edit-unit), details when absent or unknown. */
export const unitTabOf = (value: unknown): TUnitTab =>
  (UNIT_TABS as readonly unknown[]).includes(value) ? (value as TUnitTab) : 'details';

/** /operator/edit-unit/{id} and /admin/edit-unit/{id}: a unit's details, rooms and rentals in tabs. */
export function EditUnitScreen() {
  const { calls } = usePropertiesArea();
  return <RecordScreen contract={calls.getUnit}>{(unit) => <EditUnit unit={unit} />}</RecordScreen>;
}

function EditUnit({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const { area, base } = usePropertiesArea();
  const search = useSearch({ strict: false }) as { tabId?: unknown };
  const navigate = useNavigate();
  const tab = unitTabOf(search.tabId);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-4">
      <ScreenHeader
        title={t('edit-unit.title', { unit: unitLabel(unit) })}
        description={unit.property.name}
        breadcrumbs={useUnitTrail(unit.property, unit)}
        actions={
          area === 'operator' && (
            <UnitInventoryLink
              propertyId={unit.property.id}
              unitId={unit.id}
              unitName={unitLabel(unit)}
              isButton
            />
          )
        }
      />
      <div>
        <ListingStatusBadge status={unit.property.status} />
      </div>
      <Tabs
        aria-label={t('edit-unit.tabs')}
        value={tab}
        onValueChange={(next) =>
          navigate({ to: `${base}/edit-unit/${unit.id}`, search: { tabId: next }, replace: true })
        }
        items={[
          { value: 'details', label: t('edit-unit.tab-details'), content: <UnitSummary unit={unit} /> },
          {
            value: 'rooms',
            label: t('edit-unit.tab-rooms', { n: unit.room_list.length }),
            content: <RoomsPanel unit={unit} />,
          },
          {
            value: 'rentals',
            label: t('edit-unit.tab-rentals', { n: unit.rentals.length }),
            content: <RentalsPanel unit={unit} />,
          },
        ]}
      />
    </div>
  );
}
