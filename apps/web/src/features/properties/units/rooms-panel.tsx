import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import type { TRoom, TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';
import { PanelBar, ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { usePropertiesArea } from '../shared/area';
import { AddRoomDialog } from './add-room-dialog';
import { RoomInventoryLink } from './inventory-links';

/** The rooms of a unit let by room: each with its open rental, or the way to put it up for rent. */
export function RoomsPanel({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const { area, base } = usePropertiesArea();
  const [isAdding, setIsAdding] = useState(false);
  const canChange = area === 'operator' && isEditableStatus(unit.property.status);
  if (unit.rental_type !== 'room') {
    return <p className="text-sm text-slate-600">{t('rooms.whole-unit')}</p>;
  }
  const columns: TDataTableColumn<TRoom>[] = [
    {
      key: 'title',
      header: t('rooms.room'),
      cell: (room) => <span className="font-medium">{room.title}</span>,
    },
    {
      key: 'room_type',
      header: t('room-form.room-type'),
      cell: (room) => labels.ROOM_TYPE_LABELS[room.room_type],
    },
    {
      key: 'bathroom_type',
      header: t('room-form.bathroom'),
      cell: (room) => labels.BATHROOM_TYPE_LABELS[room.bathroom_type],
    },
    {
      key: 'furnished',
      header: t('room-form.furnished'),
      cell: (room) => labels.FURNISHED_LABELS[room.furnished],
    },
    {
      key: 'preferences',
      header: t('rooms.preferences'),
      cell: (room) =>
        `${labels.GENDER_PREFERENCE_LABELS[room.gender_preference]} · ${labels.RACE_PREFERENCE_LABELS[room.race_preference]}`,
    },
    {
      key: 'rental',
      header: t('rooms.rental'),
      cell: (room) =>
        room.rental ? (
          <span className="flex items-center gap-2">
            {rm(room.rental.monthly_rent_sen)}
            <StatusBadge status={room.rental.status} label={t(`rental-status.${room.rental.status}`)} />
          </span>
        ) : (
          <span className="text-slate-500">{t('rooms.not-for-rent')}</span>
        ),
    },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (room) => (
        <div className="flex flex-wrap gap-3">
          <Link to={`${base}/edit-room-details/${room.id}`} className={ROW_LINK_CLASSES}>
            {t('rooms.edit')}
          </Link>
          {canChange && !room.rental && (
            <Link
              to={`${base}/add-rental/${unit.id}`}
              search={{ room_id: room.id }}
              className={ROW_LINK_CLASSES}
            >
              {t('rooms.rent-out')}
            </Link>
          )}
          {area === 'operator' && <RoomInventoryLink roomId={room.id} roomName={room.title} />}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PanelBar
        description={t('rooms.description', { count: unit.room_list.length, planned: unit.rooms })}
        action={
          canChange && (
            <Button size="sm" onClick={() => setIsAdding(true)}>
              {t('rooms.add')}
            </Button>
          )
        }
      />
      <DataTable
        caption={t('rooms.caption')}
        columns={columns}
        rows={unit.room_list}
        rowKey={(room) => room.id}
        pagination={{ mode: 'client', pageSize: 10 }}
      />
      {canChange && <AddRoomDialog unitId={unit.id} open={isAdding} onOpenChange={setIsAdding} />}
    </div>
  );
}
