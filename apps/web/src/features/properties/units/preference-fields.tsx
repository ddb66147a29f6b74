import { FURNISHED_STATUSES, GENDER_PREFERENCES, RACE_PREFERENCES } from '@sewa/domain/properties/enums';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../shared/forms/fields';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';

// Units and rooms describe furnishing and who may rent them with the same vocabularies (product §3).

export function FurnishedField({ label, className }: { label: string; className?: string }) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  return (
    <SelectField
      name="furnished"
      label={label}
      isRequired
      options={optionsOf(FURNISHED_STATUSES, labels.FURNISHED_LABELS)}
      placeholder={t('form.choose')}
      className={className}
    />
  );
}

/** The gender and race preferences ('all' unless chosen). */
export function PreferenceFields({ genderLabel, raceLabel }: { genderLabel: string; raceLabel: string }) {
  const labels = useLabels();
  return (
    <>
      <SelectField
        name="gender_preference"
        label={genderLabel}
        options={optionsOf(GENDER_PREFERENCES, labels.GENDER_PREFERENCE_LABELS)}
      />
      <SelectField
        name="race_preference"
        label={raceLabel}
        options={optionsOf(RACE_PREFERENCES, labels.RACE_PREFERENCE_LABELS)}
      />
    </>
  );
}
