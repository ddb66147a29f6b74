import { FormField } from '@sewa/ui/form-field.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ANY, type TPropertySearchForm } from './property-search';

type TSelectName = 'resident_type' | 'rental_type' | 'room_type' | 'bedrooms' | 'furnished' | 'gender';

/** One "any or one of these" filter of the search form. */
export function SearchSelect({
  control,
  name,
  label,
  values,
  labelOf,
  isDisabled,
  className,
}: {
  control: Control<TPropertySearchForm>;
  name: TSelectName;
  label: string;
  values: readonly string[];
  labelOf: (value: string) => string;
  isDisabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('public');
  const options = [
    { value: ANY, label: t('home.search.any') },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
  return (
    <FormField label={label} id={`search-${name.replace('_', '-')}`} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select
            name={name}
            options={options}
            value={isDisabled ? ANY : field.value}
            onValueChange={field.onChange}
            disabled={isDisabled}
          />
        )}
      />
    </FormField>
  );
}
