import { FormField } from '@sewa/ui/form-field.tsx';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/forms/native-select';
import { ANY } from '../../../shared/listings/property-search';

/**
 * One "any or one of these" filter of the search form. A native select: phones show their own picker, and
 * the homepage (in the entry chunk) carries no popover machinery.
 */
export function SearchSelect({
  name,
  label,
  value,
  onChange,
  values,
  labelOf,
  isDisabled,
  className,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  values: readonly string[];
  labelOf: (value: string) => string;
  isDisabled?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('public');
  const options = [
    { value: ANY, label: t('home.search.any') },
    ...values.map((option) => ({ value: option, label: labelOf(option) })),
  ];
  return (
    <FormField label={label} id={`search-${name.replace('_', '-')}`} className={className}>
      <NativeSelect
        name={name}
        options={options}
        value={isDisabled ? ANY : value}
        onChange={(event) => onChange(event.target.value)}
        disabled={isDisabled}
      />
    </FormField>
  );
}
