import { FURNISHED_STATUSES, PROPERTY_TYPES, RENTAL_TYPES, ROOM_TYPES } from '@sewa/domain/properties/enums';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { NumberInput } from '@sewa/ui/number-input.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { FilterSelect } from './filter-select';
import { filtersOf, formOf, type TFiltersForm, validateFilters } from './filters-form';
import type { TListingFilters } from './search-query';

const BEDROOMS = ['1', '2', '3', '4', '5'];

const resolver: Resolver<TFiltersForm> = async (values) => {
  const found = Object.entries(validateFilters(values));
  if (found.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/** The search filters of /propertylist: the homepage's fields, applied together. */
export function FiltersPanel({
  filters,
  onApply,
  onClear,
  place,
}: {
  filters: TListingFilters;
  /** A city the current results are in, suggested in the location field's placeholder. */
  place?: string | null;
  onApply: (filters: TListingFilters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('listings');
  const labels = useLabels();
  const { control, register, handleSubmit, watch, formState } = useForm<TFiltersForm>({
    // Re-read when the URL changes (back button, homepage search), so the panel shows what is applied.
    values: formOf(filters),
    resolver,
  });
  const isWholeUnit = watch('rental_type') === 'whole_unit';
  const priceError = (name: 'min_price' | 'max_price') => {
    const code = formState.errors[name]?.message;
    return code ? t(`filters.${code}`) : undefined;
  };

  return (
    <form
      noValidate
      aria-label={t('filters.title')}
      onSubmit={handleSubmit((values) => onApply(filtersOf(values, filters.sort)))}
      className="flex flex-col gap-4"
    >
      <FormField label={t('filters.location')} id="filter-location">
        <TextInput
          {...register('location')}
          type="search"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={
            place ? t('filters.location-placeholder-example', { place }) : t('filters.location-placeholder')
          }
        />
      </FormField>
      <FilterSelect
        control={control}
        name="type"
        label={t('filters.type')}
        options={[
          { value: 'residential', label: t('filters.all-residential') },
          { value: 'commercial', label: t('filters.all-commercial') },
          ...optionsOf(PROPERTY_TYPES, labels.PROPERTY_TYPE_LABELS),
        ]}
      />
      <div className="grid grid-cols-2 gap-3">
        <FilterSelect
          control={control}
          name="rental_type"
          label={t('filters.rental-type')}
          options={optionsOf(RENTAL_TYPES, labels.RENTAL_TYPE_LABELS)}
        />
        <FilterSelect
          control={control}
          name="room_type"
          label={t('filters.room-type')}
          options={optionsOf(ROOM_TYPES, labels.ROOM_TYPE_LABELS)}
          isDisabled={isWholeUnit}
        />
      </div>
      <fieldset className="grid grid-cols-2 gap-3">
        <legend className="mb-1.5 text-sm font-medium text-slate-800">{t('filters.price')}</legend>
        {(['min_price', 'max_price'] as const).map((name) => (
          <FormField
            key={name}
            id={`filter-${name.replace('_', '-')}`}
            label={t(name === 'min_price' ? 'filters.min-price' : 'filters.max-price')}
            error={priceError(name)}
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
                />
              )}
            />
          </FormField>
        ))}
      </fieldset>
      <FilterSelect
        control={control}
        name="bedrooms"
        label={t('filters.bedrooms')}
        options={BEDROOMS.map((n) => ({ value: n, label: t('filters.bedrooms-at-least', { n }) }))}
      />
      <FilterSelect
        control={control}
        name="furnished"
        label={t('filters.furnished')}
        options={optionsOf(FURNISHED_STATUSES, labels.FURNISHED_LABELS)}
      />
      <FilterSelect
        control={control}
        name="gender"
        label={t('filters.gender')}
        options={optionsOf(['male', 'female', 'others'] as const, labels.GENDER_PREFERENCE_LABELS)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="flex-1">
          {t('filters.apply')}
        </Button>
        <Button variant="outline" onClick={onClear}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}
