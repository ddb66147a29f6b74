import { unitLabel } from '@sewa/domain/properties/unit-label';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { EmptyState } from '@sewa/ui/empty-state.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { usePlace, useProperty, usePropertyUnits } from '../api/inventory';
import { idOf, usePathId, useQuery } from '../shared/search';
import { ItemsTable } from './items-table';
import { type TInventoryPlace, usePlaceName } from './place-frame';

type TUnitOption = { id: number; unit_number: string; block: string | null };

/** /operator/property-inventory/{property id}?unit_id=: one unit's items and its rooms (default the first unit). */
export function PropertyInventoryScreen() {
  const propertyId = usePathId();
  const query = useQuery();
  const units = usePropertyUnits(propertyId);
  const rows = units.data?.data.items;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <ScreenState query={units} data={rows}>
        {(list) => {
          if (list.length === 0) return <NoUnits propertyId={propertyId} />;
          const wanted = idOf(query.unit_id);
          const unit = list.find((u) => u.id === wanted) ?? list[0]!;
          return <UnitPlace propertyId={propertyId} unitId={unit.id} units={list} />;
        }}
      </ScreenState>
    </div>
  );
}

function NoUnits({ propertyId }: { propertyId: number }) {
  const { t } = useTranslation('inventory');
  const property = useProperty(propertyId);
  return (
    <>
      <ScreenHeader title={t('place.title')} description={property.data?.data.name} />
      <Card>
        <EmptyState description={t('place.no-units')} />
      </Card>
    </>
  );
}

function UnitPlace({
  propertyId,
  unitId,
  units,
}: {
  propertyId: number;
  unitId: number;
  units: TUnitOption[];
}) {
  const { t } = useTranslation('inventory');
  const navigate = useNavigate();
  const place = usePlace({ unit_id: unitId });
  const picker = (
    <Select
      aria-label={t('place.unit')}
      className="w-full sm:w-56"
      options={units.map((u) => ({ value: String(u.id), label: unitLabel(u) }))}
      value={String(unitId)}
      onValueChange={(next) =>
        navigate({
          to: `/operator/property-inventory/${propertyId}`,
          search: { unit_id: Number(next) },
          replace: true,
        })
      }
    />
  );
  return (
    <ScreenState query={place} data={place.data?.data}>
      {(data) => <PlaceView place={data} picker={picker} />}
    </ScreenState>
  );
}

/** /operator/room-inventory/{room id}: the items of one room. */
export function RoomInventoryScreen() {
  const roomId = usePathId();
  const place = usePlace({ room_id: roomId });
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4">
      <ScreenState query={place} data={place.data?.data}>
        {(data) => <PlaceView place={data} />}
      </ScreenState>
    </div>
  );
}

/** The page of a place: its items, the ways to add some and, for a unit, its rooms. */
function PlaceView({ place, picker }: { place: TInventoryPlace; picker?: ReactNode }) {
  const { t } = useTranslation('inventory');
  const isRoom = place.room_id !== null;
  const title = usePlaceName()(place);
  const roomSearch = isRoom ? { room_id: place.room_id } : {};
  return (
    <>
      <ScreenHeader
        title={title}
        description={place.property_name}
        breadcrumbs={[
          { label: t('place.properties'), href: '/operator/properties' },
          { label: place.property_name, href: `/operator/edit-property/${place.property_id}` },
          { label: title },
        ]}
        actions={
          <>
            <Link
              to={`/operator/add-inventory-items/${place.unit_id}`}
              search={roomSearch}
              className={buttonClasses('primary', 'md')}
            >
              {t('place.add-items')}
            </Link>
            <Link
              to={`/operator/add-custom-items/${place.unit_id}`}
              search={roomSearch}
              className={buttonClasses('outline', 'md')}
            >
              {t('place.add-custom')}
            </Link>
          </>
        }
      />
      {picker && <div className="flex flex-wrap items-center gap-3">{picker}</div>}
      {isRoom && (
        <p>
          <Link
            to={`/operator/property-inventory/${place.property_id}`}
            search={{ unit_id: place.unit_id }}
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            {t('place.back-to-unit', { unit: place.unit_name })}
          </Link>
        </p>
      )}
      <Card
        title={isRoom ? t('place.room-items') : t('place.common-items')}
        description={t('place.item-count', { n: place.items.length })}
        isPadded={false}
      >
        <ItemsTable items={place.items} caption={title} />
      </Card>
      {!isRoom && <RoomsCard place={place} />}
    </>
  );
}

function RoomsCard({ place }: { place: TInventoryPlace }) {
  const { t } = useTranslation('inventory');
  return (
    <Card title={t('place.rooms')} description={t('place.rooms-description')}>
      {place.rooms.length === 0 ? (
        <p className="text-sm text-slate-600">{t('place.no-rooms')}</p>
      ) : (
        <ul aria-label={t('place.rooms')} className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {place.rooms.map((room) => (
            <li key={room.id}>
              <Link
                to={`/operator/room-inventory/${room.id}`}
                className="flex items-center justify-between gap-3 rounded-card border border-slate-200 px-4 py-3 hover:border-brand-300 hover:bg-brand-50"
              >
                <span className="font-medium text-slate-900">{room.name}</span>
                <span className="text-sm text-slate-600">
                  {t('place.item-count', { n: room.item_count })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
