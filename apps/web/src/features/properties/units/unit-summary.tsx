import type { TUnitDetail } from '@sewa/domain/properties/unit-schemas';
import { formatNumber } from '@sewa/format/number';
import { buttonClasses } from '@sewa/ui/button.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';
import { usePropertiesArea } from '../shared/area';

/** The unit's fields at a glance, with the way to edit them. */
export function UnitSummary({ unit }: { unit: TUnitDetail }) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const { base, calls } = usePropertiesArea();
  const facts: [string, string][] = [
    [t('unit-form.unit-number'), unit.unit_number],
    [t('unit-form.block'), unit.block ?? '—'],
    [t('unit-form.rental-type'), labels.RENTAL_TYPE_LABELS[unit.rental_type]],
    [t('unit-form.rooms'), String(unit.rooms)],
    [t('unit-form.bedrooms'), String(unit.bedrooms)],
    [t('unit-form.bathrooms'), String(unit.bathrooms)],
    [t('unit-form.carparks'), String(unit.carparks)],
    [t('unit-form.sqft'), unit.sqft === null ? '—' : formatNumber(unit.sqft)],
    [t('unit-form.furnished'), labels.FURNISHED_LABELS[unit.furnished]],
    [t('unit-form.gender'), labels.GENDER_PREFERENCE_LABELS[unit.gender_preference]],
    [t('unit-form.race'), labels.RACE_PREFERENCE_LABELS[unit.race_preference]],
    [t('unit-form.lease'), labels.LEASE_LENGTH_LABELS[unit.lease_length]],
  ];
  return (
    <div className="flex flex-col gap-4 rounded-card border border-slate-200 bg-white p-4 sm:p-5">
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm sm:grid-cols-3 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {calls.updateUnit && (
        <Link
          to={`${base}/edit-unit-details/${unit.id}`}
          className={`${buttonClasses('outline', 'sm')} self-start`}
        >
          {t('units.edit-details')}
        </Link>
      )}
    </div>
  );
}
