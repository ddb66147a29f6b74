import type { TCallData } from '@sewa/domain/protocol/contract';
import type { userGetInventoryPlace } from '@sewa/domain/tenancy/calls';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { usePlace } from '../api/inventory';

export type TInventoryPlace = TCallData<typeof userGetInventoryPlace>;

/** Where a place's page is: a room's own page, or its property's page opened on the unit. */
export const placeLink = (place: Pick<TInventoryPlace, 'property_id' | 'unit_id' | 'room_id'>) =>
  place.room_id !== null
    ? { to: `/operator/room-inventory/${place.room_id}`, search: {} }
    : { to: `/operator/property-inventory/${place.property_id}`, search: { unit_id: place.unit_id } };

/** "Unit A-1-2" or "Room 1 of A-1-2": the place's name on screen. */
export function usePlaceName() {
  const { t } = useTranslation('inventory');
  return (place: Pick<TInventoryPlace, 'unit_name' | 'room_name'>) =>
    place.room_name
      ? t('place.room-title', { room: place.room_name, unit: place.unit_name })
      : t('place.unit-title', { unit: place.unit_name });
}

/**
 * A screen that adds to or changes a place's items (add-inventory-items, add-custom-items,
 * edit-inventory-items): reads the place (the unit, or the room when `roomId` is given) for its header
 * and its way back, then renders the form.
 */
export function PlaceFrame({
  unitId,
  roomId,
  title,
  children,
}: {
  unitId: number;
  roomId?: number;
  title: string;
  children: (place: TInventoryPlace) => ReactNode;
}) {
  const { t } = useTranslation('inventory');
  const placeName = usePlaceName();
  const place = usePlace(roomId ? { room_id: roomId } : { unit_id: unitId });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4">
      <ScreenState query={place} data={place.data?.data}>
        {(data) => (
          <>
            <ScreenHeader
              title={title}
              description={`${data.property_name} · ${placeName(data)}`}
              breadcrumbs={[
                { label: t('place.properties'), href: '/operator/properties' },
                { label: data.property_name, href: `/operator/edit-property/${data.property_id}` },
                { label: title },
              ]}
            />
            {children(data)}
          </>
        )}
      </ScreenState>
    </div>
  );
}
