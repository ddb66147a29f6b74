import { isEditableStatus } from '@sewa/domain/properties/listing-workflow';
import type { TProperty } from '@sewa/domain/properties/property-schemas';
import { unitLabel } from '@sewa/domain/properties/unit-label';
import type { TUnit } from '@sewa/domain/properties/unit-schemas';
import { buttonClasses } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { PanelBar, ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { usePropertiesArea } from '../shared/area';
import { UnitInventoryLink } from '../units/inventory-links';

/** The units of a property, with the way into each unit's rooms and rentals. */
export function UnitsPanel({ property }: { property: TProperty }) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const { area, base, calls } = usePropertiesArea();
  const units = usePagedCall(calls.listUnits, { property_id: property.id });
  const canAdd = area === 'operator' && isEditableStatus(property.status);
  const columns: TDataTableColumn<TUnit>[] = [
    {
      key: 'unit_number',
      header: t('units.unit'),
      cell: (unit) => (
        <Link to={`${base}/edit-unit/${unit.id}`} className="font-medium text-brand-800 hover:underline">
          {unitLabel(unit)}
        </Link>
      ),
    },
    {
      key: 'rental_type',
      header: t('units.rental-type'),
      cell: (unit) => labels.RENTAL_TYPE_LABELS[unit.rental_type],
    },
    {
      key: 'layout',
      header: t('units.layout'),
      cell: (unit) =>
        t('units.layout-cell', {
          bedrooms: t('units.layout-bedrooms', { count: unit.bedrooms }),
          bathrooms: t('units.layout-bathrooms', { count: unit.bathrooms }),
          carparks: t('units.layout-carparks', { count: unit.carparks }),
        }),
    },
    {
      key: 'furnished',
      header: t('units.furnished'),
      cell: (unit) => labels.FURNISHED_LABELS[unit.furnished],
    },
    {
      key: 'rooms',
      header: t('units.rooms'),
      align: 'right',
      cell: (unit) => (unit.rental_type === 'room' ? unit.room_count : '—'),
    },
    { key: 'available_rental_count', header: t('units.available'), align: 'right' },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (unit) => (
        <div className="flex flex-wrap gap-3">
          {calls.updateUnit && (
            <Link to={`${base}/edit-unit-details/${unit.id}`} className={ROW_LINK_CLASSES}>
              {t('units.edit-details')}
            </Link>
          )}
          {area === 'operator' && unit.rental_type === 'room' && (
            <Link to={`${base}/rooms/${unit.id}`} className={ROW_LINK_CLASSES}>
              {t('units.manage-rooms')}
            </Link>
          )}
          {canAdd && (
            <Link to={`${base}/add-rental/${unit.id}`} className={ROW_LINK_CLASSES}>
              {t('units.add-rental')}
            </Link>
          )}
          {area === 'operator' && (
            <UnitInventoryLink propertyId={property.id} unitId={unit.id} unitName={unitLabel(unit)} />
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-3">
      <PanelBar
        description={t('units.description')}
        action={
          canAdd && (
            <Link to={`${base}/add-unit/${property.id}`} className={buttonClasses('primary', 'sm')}>
              {t('units.add')}
            </Link>
          )
        }
      />
      <PagedTable
        paged={units}
        caption={t('units.caption', { name: property.name })}
        columns={columns}
        rowKey={(unit) => unit.id}
      />
    </div>
  );
}
