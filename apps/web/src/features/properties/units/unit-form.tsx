import { LEASE_LENGTHS, RENTAL_TYPES } from '@sewa/domain/properties/enums';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { FurnishedField, PreferenceFields } from './preference-fields';
import type { TUnitForm } from './unit-form-values';

/** A unit's fields (product §3 Unit): number, block, rental type, layout, size, furnishing and preferences. */
export function UnitForm({
  form,
  onSubmit,
  submitLabel,
  isReadOnly = false,
}: {
  form: UseFormReturn<TUnitForm>;
  onSubmit: () => void;
  submitLabel: string;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const rentalType = useWatch({ control: form.control, name: 'rental_type' });
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('unit-form.title')}
      submitLabel={submitLabel}
      isReadOnly={isReadOnly}
    >
      <FormSection title={t('unit-form.identity')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField name="unit_number" label={t('unit-form.unit-number')} isRequired maxLength={30} />
          <TextField name="block" label={t('unit-form.block')} maxLength={30} />
          <SelectField
            name="rental_type"
            label={t('unit-form.rental-type')}
            isRequired
            options={optionsOf(RENTAL_TYPES, labels.RENTAL_TYPE_LABELS)}
            placeholder={t('form.choose')}
            hint={rentalType === 'room' ? t('unit-form.room-hint') : undefined}
          />
        </div>
      </FormSection>
      <FormSection title={t('unit-form.layout')}>
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
          <NumberField name="rooms" label={t('unit-form.rooms')} isInteger isRequired />
          <NumberField name="bedrooms" label={t('unit-form.bedrooms')} isInteger isRequired />
          <NumberField name="bathrooms" label={t('unit-form.bathrooms')} isInteger isRequired />
          <NumberField name="carparks" label={t('unit-form.carparks')} isInteger isRequired />
          <NumberField name="sqft" label={t('unit-form.sqft')} isInteger min={1} />
        </div>
        <FurnishedField label={t('unit-form.furnished')} className="sm:max-w-xs" />
      </FormSection>
      <FormSection title={t('unit-form.preferences')}>
        <div className="grid gap-4 sm:grid-cols-3">
          <PreferenceFields genderLabel={t('unit-form.gender')} raceLabel={t('unit-form.race')} />
          <SelectField
            name="lease_length"
            label={t('unit-form.lease')}
            options={optionsOf(LEASE_LENGTHS, labels.LEASE_LENGTH_LABELS)}
          />
        </div>
      </FormSection>
    </FormShell>
  );
}
