import { SEARCH_SORTS, type TSearchSort } from '@sewa/domain/properties/enums';
import { useTranslation } from 'react-i18next';
import { NativeSelect } from '../../../shared/forms/native-select';

/** The order of the results: a native select, so a phone shows its own picker and the page stays light. */
export function SortSelect({
  value,
  onChange,
}: {
  value: TSearchSort;
  onChange: (sort: TSearchSort) => void;
}) {
  const { t } = useTranslation('listings');
  return (
    <div className="flex items-center gap-2">
      <span id="sort-label" className="text-sm whitespace-nowrap text-slate-600">
        {t('sort.label')}
      </span>
      <NativeSelect
        aria-label={t('sort.label')}
        options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        value={value}
        onChange={(event) => onChange(event.target.value as TSearchSort)}
        className="w-44"
      />
    </div>
  );
}
