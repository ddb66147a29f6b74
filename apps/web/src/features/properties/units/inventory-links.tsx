import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';

// The ways from a unit or a room to its inventory (the items kept there; operator only). The texts are
// the inventory screens' own.

/** A unit's inventory: its property's inventory page opened on the unit. */
export function UnitInventoryLink({
  propertyId,
  unitId,
  unitName,
  isButton = false,
}: {
  propertyId: number;
  unitId: number;
  unitName: string;
  isButton?: boolean;
}) {
  const { t } = useTranslation('inventory');
  return (
    <Link
      to={`/operator/property-inventory/${propertyId}`}
      search={{ unit_id: unitId }}
      className={isButton ? buttonClasses('outline', 'md') : ROW_LINK_CLASSES}
      aria-label={isButton ? undefined : t('links.unit-named', { unit: unitName })}
    >
      {t('links.inventory')}
    </Link>
  );
}

export function RoomInventoryLink({ roomId, roomName }: { roomId: number; roomName: string }) {
  const { t } = useTranslation('inventory');
  return (
    <Link
      to={`/operator/room-inventory/${roomId}`}
      className={ROW_LINK_CLASSES}
      aria-label={t('links.room-named', { room: roomName })}
    >
      {t('links.inventory')}
    </Link>
  );
}
