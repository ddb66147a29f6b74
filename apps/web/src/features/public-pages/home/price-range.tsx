import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { type Control, Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TPropertySearchForm } from './property-search';

/** Minimum and maximum monthly rent in RM, side by side even on a phone. */
export function PriceRange({
  control,
  errors,
}: {
  control: Control<TPropertySearchForm>;
  errors: FieldErrors<TPropertySearchForm>;
}) {
  const { t } = useTranslation('public');
  const message = (key: 'min_price' | 'max_price') => {
    const code = errors[key]?.message;
    return code ? t(`home.search.${code}`) : undefined;
  };
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2">
      <legend className="sr-only">{t('home.search.price')}</legend>
      {(['min_price', 'max_price'] as const).map((name) => (
        <FormField
          key={name}
          id={`search-${name.replace('_', '-')}`}
          label={t(name === 'min_price' ? 'home.search.min-price' : 'home.search.max-price')}
          error={message(name)}
        >
          <Controller
            control={control}
            name={name}
            render={({ field }) => (
              <NumberInput
                name={name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                prefix="RM"
                placeholder={t(
                  name === 'min_price' ? 'home.search.min-placeholder' : 'home.search.max-placeholder',
                )}
              />
            )}
          />
        </FormField>
      ))}
    </fieldset>
  );
}
