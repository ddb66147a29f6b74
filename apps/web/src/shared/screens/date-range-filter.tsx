import { isValidDateString } from '@sewa/format/dates';
import { DatePicker } from '@sewa/ui/date-picker.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useTranslation } from 'react-i18next';

export type TDayRange = { from: string; to: string };

/** The range a query may use: only valid days, and only when `to` is not before `from`. */
export function appliedRange(range: TDayRange): { from?: string; to?: string } | null {
  const from = isValidDateString(range.from, 'date') ? range.from : undefined;
  const to = isValidDateString(range.to, 'date') ? range.to : undefined;
  if (from && to && from > to) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** From and to days, each a date picker; says so when the end is before the start (any list's filter). */
export function DateRangeFilter({
  value,
  onChange,
}: {
  value: TDayRange;
  onChange: (next: TDayRange) => void;
}) {
  const { t } = useTranslation('general');
  const isBackwards = appliedRange(value) === null;
  return (
    <>
      <FormField label={t('date-range.from')} id="filter-from">
        <DatePicker value={value.from} onChange={(from) => onChange({ ...value, from })} name="from" />
      </FormField>
      <FormField
        label={t('date-range.to')}
        id="filter-to"
        error={isBackwards ? t('date-range.backwards') : undefined}
      >
        <DatePicker
          value={value.to}
          onChange={(to) => onChange({ ...value, to })}
          name="to"
          isInvalid={isBackwards}
        />
      </FormField>
    </>
  );
}
