import {
  FURNISHED_LABELS,
  GENDER_PREFERENCE_LABELS,
  RENTAL_TYPE_LABELS,
  RESIDENT_TYPE_LABELS,
  ROOM_TYPE_LABELS,
} from '@sewa/domain/properties/labels';
import { Button } from '@sewa/ui/button.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { TextInput } from '@sewa/ui/text-input.tsx';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PriceRange } from './price-range';
import {
  BEDROOM_OPTIONS,
  buildPropertySearch,
  EMPTY_SEARCH,
  FURNISHED_STATUSES,
  GENDER_OPTIONS,
  RENTAL_TYPES,
  RESIDENT_TYPES,
  ROOM_TYPES,
  type TPropertySearchForm,
  validatePropertySearch,
} from './property-search';
import { SearchSelect } from './search-select';

// A plain resolver keeps zod out of the homepage's entry chunk; the only rules are the price checks.
const resolver: Resolver<TPropertySearchForm> = async (values) => {
  const found = Object.entries(validatePropertySearch(values));
  if (found.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(found.map(([name, message]) => [name, { type: 'validate', message }])),
  };
};

/** SPEC §2.1 home search: location, resident type, price, room type and more filters → /propertylist. */
export function PropertySearchForm() {
  const { t, i18n } = useTranslation('public');
  const language = i18n.language === 'cn' ? 'cn' : 'en';
  // Vocabulary labels come with the listing module's codes, so search and listings name things alike.
  const labelIn = (labels: Record<'en' | 'cn', Record<string, string>>) => (value: string) =>
    labels[language][value] ?? value;
  const navigate = useNavigate();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const morePanelId = useId();
  const { control, register, handleSubmit, watch, reset, formState } = useForm<TPropertySearchForm>({
    defaultValues: EMPTY_SEARCH,
    resolver,
  });
  const isWholeUnit = watch('rental_type') === 'whole_unit';

  const onSubmit = handleSubmit((values) =>
    navigate({ to: '/propertylist', search: buildPropertySearch(values) }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="home-search-title" className="flex flex-col gap-4">
      <h2 id="home-search-title" className="text-lg font-semibold text-slate-900">
        {t('home.search.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('home.search.location')} id="search-location" className="sm:col-span-2">
          <TextInput
            {...register('location')}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('home.search.location-placeholder')}
          />
        </FormField>
        <SearchSelect
          control={control}
          name="resident_type"
          label={t('home.search.resident-type')}
          values={RESIDENT_TYPES}
          labelOf={labelIn(RESIDENT_TYPE_LABELS)}
        />
        <SearchSelect
          control={control}
          name="rental_type"
          label={t('home.search.rental-type')}
          values={RENTAL_TYPES}
          labelOf={labelIn(RENTAL_TYPE_LABELS)}
        />
        <SearchSelect
          control={control}
          name="room_type"
          label={t('home.search.room-type')}
          values={ROOM_TYPES}
          labelOf={labelIn(ROOM_TYPE_LABELS)}
          isDisabled={isWholeUnit}
          className="sm:col-span-2 lg:col-span-1"
        />
        <PriceRange control={control} errors={formState.errors} />
        {/* Last cell of the second row on wide screens; full width under the fields on phones. */}
        <div className="flex items-end sm:col-span-2 lg:col-span-1">
          <Button type="submit" className="w-full">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
              <path d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l3.65 3.64a.75.75 0 1 1-1.06 1.06l-3.64-3.65A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z" />
            </svg>
            {t('home.search.submit')}
          </Button>
        </div>
      </div>

      <div className="-mt-1 flex flex-wrap gap-2">
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isMoreOpen}
          aria-controls={morePanelId}
          onClick={() => setIsMoreOpen((open) => !open)}
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={isMoreOpen ? 'size-4 rotate-180 transition-transform' : 'size-4 transition-transform'}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
          </svg>
          {t(isMoreOpen ? 'home.search.fewer-filters' : 'home.search.more-filters')}
        </Button>
        {formState.isDirty && (
          <Button variant="ghost" size="sm" onClick={() => reset(EMPTY_SEARCH)}>
            {t('home.search.clear')}
          </Button>
        )}
      </div>
      <div id={morePanelId} hidden={!isMoreOpen} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SearchSelect
          control={control}
          name="bedrooms"
          label={t('home.search.bedrooms')}
          values={BEDROOM_OPTIONS}
          labelOf={(value) => t(`home.bedroom-options.${value}`)}
        />
        <SearchSelect
          control={control}
          name="furnished"
          label={t('home.search.furnished')}
          values={FURNISHED_STATUSES}
          labelOf={labelIn(FURNISHED_LABELS)}
        />
        <SearchSelect
          control={control}
          name="gender"
          label={t('home.search.gender')}
          values={GENDER_OPTIONS}
          labelOf={labelIn(GENDER_PREFERENCE_LABELS)}
        />
      </div>
    </form>
  );
}
