import { SEARCH_SORTS, type TSearchSort } from '@sewa/domain/properties/enums';
import { Select } from '@sewa/ui/select.tsx';
import { useTranslation } from 'react-i18next';

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
      <Select
        aria-label={t('sort.label')}
        options={SEARCH_SORTS.map((sort) => ({ value: sort, label: t(`sort.${sort}`) }))}
        value={value}
        onValueChange={(next) => onChange(next as TSearchSort)}
        className="w-44"
      />
    </div>
  );
}
