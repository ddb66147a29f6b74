import {
  FURNISHED_STATUSES,
  GENDER_PREFERENCES,
  LEASE_LENGTHS,
  RACE_PREFERENCES,
  RENTAL_TYPES,
} from '@sewa/domain/properties/enums';
import { Button } from '@sewa/ui/button.tsx';
import { FormProvider, type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsOf, useLabels } from '../../listings/shared/use-labels';
import { NumberField, SelectField, TextField } from '../shared/fields';
import { FormSection } from '../shared/form-section';
import type { TUnitForm } from './unit-form-values';

/** A unit's fields (SPEC §3 Unit): number, block, rental type, layout, size, furnishing and preferences. */
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
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t('unit-form.title')} className="flex flex-col gap-4">
        <fieldset disabled={isReadOnly} className="flex min-w-0 flex-col gap-4">
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
            <SelectField
              name="furnished"
              label={t('unit-form.furnished')}
              isRequired
              options={optionsOf(FURNISHED_STATUSES, labels.FURNISHED_LABELS)}
              placeholder={t('form.choose')}
              className="sm:max-w-xs"
            />
          </FormSection>
          <FormSection title={t('unit-form.preferences')}>
            <div className="grid gap-4 sm:grid-cols-3">
              <SelectField
                name="gender_preference"
                label={t('unit-form.gender')}
                options={optionsOf(GENDER_PREFERENCES, labels.GENDER_PREFERENCE_LABELS)}
              />
              <SelectField
                name="race_preference"
                label={t('unit-form.race')}
                options={optionsOf(RACE_PREFERENCES, labels.RACE_PREFERENCE_LABELS)}
              />
              <SelectField
                name="lease_length"
                label={t('unit-form.lease')}
                options={optionsOf(LEASE_LENGTHS, labels.LEASE_LENGTH_LABELS)}
              />
            </div>
          </FormSection>
        </fieldset>
        {!isReadOnly && (
          <div className="flex justify-end">
            <Button type="submit" isLoading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
