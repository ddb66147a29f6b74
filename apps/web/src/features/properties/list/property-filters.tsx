import { MALAYSIAN_STATES, PROPERTY_TYPES } from '@sewa/domain/properties/enums';
import { Button } from '@sewa/ui/button.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import { optionsOf, useLabels } from '../../../shared/listings/use-labels';
import { SearchBox } from '../../../shared/screens/search-box';

export type TPropertyFilterValues = { search: string; type: string; state: string };
export const NO_FILTERS: TPropertyFilterValues = { search: '', type: '', state: '' };
const ALL = 'all';

/** Search by name or address, and narrow by property type and state. */
export function PropertyFilters({
  value,
  onChange,
}: {
  value: TPropertyFilterValues;
  onChange: (value: TPropertyFilterValues) => void;
}) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const isFiltered = value.search !== '' || value.type !== '' || value.state !== '';
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
      <SearchBox
        value={value.search}
        onSearch={(search) => onChange({ ...value, search })}
        label={t('filters.search')}
        placeholder={t('filters.search-placeholder')}
        buttonLabel={t('filters.search-button')}
      />
      <div className="grid grid-cols-2 gap-2 lg:w-96">
        <Select
          aria-label={t('filters.type')}
          options={[
            { value: ALL, label: t('filters.all-types') },
            ...optionsOf(PROPERTY_TYPES, labels.PROPERTY_TYPE_LABELS),
          ]}
          value={value.type || ALL}
          onValueChange={(type) => onChange({ ...value, type: type === ALL ? '' : type })}
        />
        <Select
          aria-label={t('filters.state')}
          options={[
            { value: ALL, label: t('filters.all-states') },
            ...MALAYSIAN_STATES.map((s) => ({ value: s, label: s })),
          ]}
          value={value.state || ALL}
          onValueChange={(state) => onChange({ ...value, state: state === ALL ? '' : state })}
        />
      </div>
      {isFiltered && (
        <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
