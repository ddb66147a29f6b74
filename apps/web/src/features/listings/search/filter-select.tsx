import { FormField } from '@sewa/ui/form-field.tsx';
import { Select, type TSelectOption } from '@sewa/ui/select.tsx';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANY, type TFiltersForm } from './filters-form';

type TSelectName = 'type' | 'rental_type' | 'room_type' | 'bedrooms' | 'furnished' | 'gender';

/** One "any or one of these" filter. */
export function FilterSelect({
  control,
  name,
  label,
  options,
  isDisabled,
}: {
  control: Control<TFiltersForm>;
  name: TSelectName;
  label: string;
  options: readonly TSelectOption[];
  isDisabled?: boolean;
}) {
  const { t } = useTranslation('listings');
  return (
    <FormField label={label} id={`filter-${name.replace('_', '-')}`}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            name={name}
            options={[{ value: ANY, label: t('filters.any') }, ...options]}
            value={isDisabled ? ANY : field.value}
            onValueChange={field.onChange}
            disabled={isDisabled}
          />
        )}
      />
    </FormField>
  );
}
