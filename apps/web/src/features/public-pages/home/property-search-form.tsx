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
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';
import {
  BEDROOM_OPTIONS,
  buildPropertySearch,
  FURNISHED_STATUSES,
  GENDER_OPTIONS,
  RENTAL_TYPES,
  RESIDENT_TYPES,
  ROOM_TYPES,
} from '../../../shared/listings/property-search';
import { useSuggestedPlace } from '../../../shared/listings/suggested-place';
import { PriceRange, priceFieldId } from './price-range';
import { SearchSelect } from './search-select';
import { useSearchForm } from './use-search-form';

/** product §2.1 home search: location, resident type, price, room type and more filters → /propertylist. */
export function PropertySearchForm() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  // Vocabulary labels come with the listing module's codes, so search and listings name things alike.
  const labelIn = (labels: Record<'en' | 'cn', Record<string, string>>) => (value: string) =>
    labels[language][value] ?? value;
  const navigate = useNavigate();
  const [isMoreOpen, setIsMoreOpen] = useState(false);
  const morePanelId = useId();
  const form = useSearchForm();
  const { values } = form;
  const isWholeUnit = values.rental_type === 'whole_unit';
  const place = useSuggestedPlace();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = form.check();
    // Like a form library: the first field in error takes the focus, and nothing is sent.
    const first = (['min_price', 'max_price'] as const).find((name) => errors[name]);
    if (first) {
      document.getElementById(priceFieldId(first))?.focus();
      return;
    }
    void navigate({ to: '/propertylist', search: buildPropertySearch(values) });
  };
  const select = (
    name: 'resident_type' | 'rental_type' | 'room_type' | 'bedrooms' | 'furnished' | 'gender',
  ) => ({
    name,
    value: values[name],
    onChange: (value: string) => form.set(name, value),
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="home-search-title" className="flex flex-col gap-4">
      <h2 id="home-search-title" className="text-lg font-semibold text-slate-900">
        {t('home.search.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label={t('home.search.location')} id="search-location" className="sm:col-span-2">
          <TextInput
            name="location"
            value={values.location}
            onChange={(event) => form.set('location', event.target.value)}
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={
              place
                ? t('home.search.location-placeholder-example', { place })
                : t('home.search.location-placeholder')
            }
          />
        </FormField>
        <SearchSelect
          {...select('resident_type')}
          label={t('home.search.resident-type')}
          values={RESIDENT_TYPES}
          labelOf={labelIn(RESIDENT_TYPE_LABELS)}
        />
        <SearchSelect
          {...select('rental_type')}
          label={t('home.search.rental-type')}
          values={RENTAL_TYPES}
          labelOf={labelIn(RENTAL_TYPE_LABELS)}
        />
        <SearchSelect
          {...select('room_type')}
          label={t('home.search.room-type')}
          values={ROOM_TYPES}
          labelOf={labelIn(ROOM_TYPE_LABELS)}
          isDisabled={isWholeUnit}
          className="sm:col-span-2 lg:col-span-1"
        />
        <PriceRange values={values} errors={form.errors} onChange={form.set} />
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
        {form.isDirty && (
          <Button variant="ghost" size="sm" onClick={form.clear}>
            {t('home.search.clear')}
          </Button>
        )}
      </div>
      <div id={morePanelId} hidden={!isMoreOpen} className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <SearchSelect
          {...select('bedrooms')}
          label={t('home.search.bedrooms')}
          values={BEDROOM_OPTIONS}
          labelOf={(value) => t(`home.bedroom-options.${value}`)}
        />
        <SearchSelect
          {...select('furnished')}
          label={t('home.search.furnished')}
          values={FURNISHED_STATUSES}
          labelOf={labelIn(FURNISHED_LABELS)}
        />
        <SearchSelect
          {...select('gender')}
          label={t('home.search.gender')}
          values={GENDER_OPTIONS}
          labelOf={labelIn(GENDER_PREFERENCE_LABELS)}
        />
      </div>
    </form>
  );
}
