import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { useTranslation } from 'react-i18next';
import type { TPropertySearchErrors } from '../../../shared/listings/property-search';

type TPriceName = 'min_price' | 'max_price';

export const priceFieldId = (name: TPriceName) => `search-${name.replace('_', '-')}`;

/** Minimum and maximum monthly rent in RM, side by side even on a phone. */
export function PriceRange({
  values,
  errors,
  onChange,
}: {
  values: Readonly<Record<TPriceName, string>>;
  errors: TPropertySearchErrors;
  onChange: (name: TPriceName, value: string) => void;
}) {
  const { t } = useTranslation('public');
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:col-span-2">
      <legend className="sr-only">{t('home.search.price')}</legend>
      {(['min_price', 'max_price'] as const).map((name) => {
        const code = errors[name];
        return (
          <FormField
            key={name}
            id={priceFieldId(name)}
            label={t(name === 'min_price' ? 'home.search.min-price' : 'home.search.max-price')}
            error={code ? t(`home.search.${code}`) : undefined}
          >
            <NumberInput
              name={name}
              value={values[name]}
              onChange={(value) => onChange(name, value)}
              prefix="RM"
              placeholder={t(
                name === 'min_price' ? 'home.search.min-placeholder' : 'home.search.max-placeholder',
              )}
            />
          </FormField>
        );
      })}
    </fieldset>
  );
}
