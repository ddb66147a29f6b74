import { MALAYSIAN_STATES, PROPERTY_TYPES, TENURES } from '@sewa/domain/properties/enums';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField, NumberField, SelectField, TextAreaField, TextField } from '../../../shared/forms/fields';
import { FormSection } from '../../../shared/forms/form-section';
import { FormShell } from '../../../shared/forms/form-shell';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { CoordinatesField } from './coordinates-field';
import { FacilitiesField } from './facilities-field';
import { OwnerField } from './owner-field';
import { PhotosField } from './photos-field';
import type { TPropertyForm } from './property-form-values';

/**
 * Every field of a property (product §3): basics, address, position, photos and facilities. The caller owns
 * the form (create, update or propose) and its submit.
 */
export function PropertyForm({
  form,
  onSubmit,
  submitLabel,
  propertyId,
  isReadOnly = false,
  footer,
  owner,
}: {
  form: UseFormReturn<TPropertyForm>;
  onSubmit: () => void;
  submitLabel: string;
  propertyId?: number;
  isReadOnly?: boolean;
  footer?: ReactNode;
  /** Offers the owner-landlord picker (operators); `current` is the saved owner. */
  owner?: { current?: { id: string; name: string } };
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('form.title')}
      submitLabel={submitLabel}
      isReadOnly={isReadOnly}
      isSticky
      footer={footer}
    >
      <FormSection title={t('form.basics')}>
        <TextField name="name" label={t('form.name')} isRequired maxLength={120} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            name="type"
            label={t('form.type')}
            isRequired
            options={optionsOf(PROPERTY_TYPES, labels.PROPERTY_TYPE_LABELS)}
            placeholder={t('form.choose')}
          />
          <SelectField
            name="tenure"
            label={t('form.tenure')}
            options={optionsOf(TENURES, labels.TENURE_LABELS)}
            noneLabel={t('form.not-specified')}
            placeholder={t('form.not-specified')}
          />
          <TextField name="developer" label={t('form.developer')} maxLength={120} />
          <div className="grid grid-cols-2 gap-4">
            <NumberField name="build_year" label={t('form.build-year')} isInteger min={1} />
            <NumberField name="floors" label={t('form.floors')} isInteger min={1} />
          </div>
          <DateField name="posted_at" label={t('form.posted-at')} hint={t('form.posted-at-hint')} />
        </div>
        <TextAreaField name="description" label={t('form.description')} rows={5} />
        {owner && <OwnerField current={owner.current} />}
      </FormSection>
      <FormSection title={t('form.address')}>
        <TextField
          name="street"
          label={t('form.street')}
          isRequired
          maxLength={255}
          autoComplete="street-address"
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            name="postcode"
            label={t('form.postcode')}
            isRequired
            inputMode="numeric"
            maxLength={5}
            autoComplete="postal-code"
          />
          <TextField
            name="city"
            label={t('form.city')}
            isRequired
            maxLength={80}
            autoComplete="address-level2"
          />
          <SelectField
            name="state"
            label={t('form.state')}
            isRequired
            options={MALAYSIAN_STATES.map((state) => ({ value: state, label: state }))}
            placeholder={t('form.choose')}
          />
        </div>
      </FormSection>
      <FormSection title={t('form.location')} description={t('form.location-description')}>
        <CoordinatesField isDisabled={isReadOnly} />
      </FormSection>
      <FormSection title={t('form.photos')}>
        <PhotosField canUpload={!isReadOnly} propertyId={propertyId} isDisabled={isReadOnly} />
      </FormSection>
      <FormSection title={t('form.facilities')}>
        <FacilitiesField />
      </FormSection>
    </FormShell>
  );
}
