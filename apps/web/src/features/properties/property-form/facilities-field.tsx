import { FACILITIES, type TFacility } from '@sewa/domain/properties/enums';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../../shared/listings/use-labels';
import type { TPropertyForm } from './property-form-values';

/** The facilities checklist; the order stays the vocabulary's whatever order they are ticked in. */
export function FacilitiesField() {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const { control } = useFormContext<TPropertyForm>();
  return (
    <Controller
      control={control}
      name="facilities"
      render={({ field }) => {
        const chosen = new Set(field.value);
        const toggle = (facility: TFacility, isOn: boolean) => {
          if (isOn) chosen.add(facility);
          else chosen.delete(facility);
          field.onChange(FACILITIES.filter((f) => chosen.has(f)));
        };
        return (
          <fieldset>
            <legend className="sr-only">{t('form.facilities')}</legend>
            <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {FACILITIES.map((facility) => (
                <Checkbox
                  key={facility}
                  id={`facility-${facility}`}
                  label={labels.FACILITY_LABELS[facility]}
                  checked={chosen.has(facility)}
                  onCheckedChange={(isOn) => toggle(facility, isOn)}
                />
              ))}
            </div>
          </fieldset>
        );
      }}
    />
  );
}
