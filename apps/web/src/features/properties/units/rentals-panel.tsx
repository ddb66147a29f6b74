import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import type { TRental } from '@sewa/domain/properties/rental-schemas';
import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { Button, buttonClasses } from '@sewa/ui/button.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { rm } from '../../../shared/listings/money';
import { PanelBar, ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { EditRentalDialog } from '../rentals/edit-rental-dialog';
import { usePropertiesArea } from '../shared/area';

/** Everything of a unit that is or was up for rent, with its rent, date, move-in total and status. */
export function RentalsPanel({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const { area, base } = usePropertiesArea();
  const [editing, setEditing] = useState<TRental | null>(null);
  const canChange = area === 'operator' && isEditableStatus(unit.property.status);
  // Offer a new rental only when something is free: a room without one, or a whole unit without one.
  const isOpen = (r: TRental) => r.status !== 'withdrawn';
  const hasFreeSpace =
    unit.rental_type === 'room' ? unit.room_list.some((room) => !room.rental) : !unit.rentals.some(isOpen);
  const roomTitle = (rental: TRental) =>
    rental.room_id === null
      ? t('rentals.whole-unit')
      : (unit.room_list.find((room) => room.id === rental.room_id)?.title ??
        t('rentals.room', { id: rental.room_id }));
  const columns: TDataTableColumn<TRental>[] = [
    {
      key: 'room',
      header: t('rentals.what'),
      cell: (rental) => <span className="font-medium">{roomTitle(rental)}</span>,
    },
    {
      key: 'monthly_rent_sen',
      header: t('rentals.rent'),
      align: 'right',
      cell: (rental) => rm(rental.monthly_rent_sen),
    },
    {
      key: 'move_in_total_sen',
      header: t('rentals.move-in'),
      align: 'right',
      cell: (rental) => rm(rental.move_in_total_sen),
    },
    {
      key: 'available_from',
      header: t('rentals.available-from'),
      cell: (rental) => formatDisplayDate(rental.available_from, 'DD Mon YYYY'),
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (rental) => <StatusBadge status={rental.status} label={t(`rental-status.${rental.status}`)} />,
    },
    ...(area === 'operator'
      ? [
          {
            key: 'actions',
            header: t('table.actions'),
            cell: (rental: TRental) => (
              <div className="flex flex-wrap items-center gap-3">
                {canChange && (
                  <Button variant="ghost" size="sm" onClick={() => setEditing(rental)}>
                    {t('rentals.edit')}
                  </Button>
                )}
                <Link to={`${base}/edit-booking-setting/${rental.id}`} className={ROW_LINK_CLASSES}>
                  {t('rentals.booking-setting')}
                </Link>
                {rental.status === 'available' && (
                  <Link
                    to={`${base}/generate-booking-link/${rental.property_id}/${rental.id}`}
                    className={ROW_LINK_CLASSES}
                  >
                    {t('rentals.booking-link')}
                  </Link>
                )}
              </div>
            ),
          } satisfies TDataTableColumn<TRental>,
        ]
      : []),
  ];
  return (
    <div className="flex flex-col gap-3">
      <PanelBar
        description={t('rentals.description')}
        action={
          canChange &&
          hasFreeSpace && (
            <Link to={`${base}/add-rental/${unit.id}`} className={buttonClasses('primary', 'sm')}>
              {t('units.add-rental')}
            </Link>
          )
        }
      />
      <DataTable
        caption={t('rentals.caption')}
        columns={columns}
        rows={unit.rentals}
        rowKey={(rental) => rental.id}
        pagination={{ mode: 'client', pageSize: 10 }}
      />
      {editing && (
        <EditRentalDialog rental={editing} title={roomTitle(editing)} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
