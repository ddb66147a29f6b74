import { Select } from '@sewa/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import { type TArea, useCompanyOptions, usePropertyOptions } from '../api/booking';

const ALL = 'all';

/** The admin lists' company filter (the first 100 companies); nothing when the list cannot be read. */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useTranslation('rental-booking');
  const companies = useCompanyOptions('admin');
  if (companies.length === 0) return null;
  return (
    <Select
      aria-label={t('filters.company')}
      className="w-full sm:w-56"
      options={[{ value: ALL, label: t('filters.all-companies') }, ...companies]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    />
  );
}

/** The operator's property filter (its first 100 properties). */
export function PropertyFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (propertyId: string) => void;
}) {
  const { t } = useTranslation('rental-booking');
  const properties = usePropertyOptions('operator');
  if (properties.length === 0) return null;
  return (
    <Select
      aria-label={t('filters.property')}
      className="w-full sm:w-56"
      options={[{ value: ALL, label: t('filters.all-properties') }, ...properties]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    />
  );
}

/** A status filter over `statuses`, named by `labels` (a table of useBookingLabels()). */
export function StatusFilter<S extends string>({
  statuses,
  labels,
  value,
  onChange,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  value: S | '';
  onChange: (status: S | '') => void;
}) {
  const { t } = useTranslation('rental-booking');
  return (
    <Select
      aria-label={t('filters.status')}
      className="w-full sm:w-48"
      options={[
        { value: ALL, label: t('filters.all-statuses') },
        ...statuses.map((s) => ({ value: s, label: labels[s] })),
      ]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : (next as S))}
    />
  );
}

/** The company filter on the admin site, the property filter on the operator's. */
export function ScopeFilter({
  area,
  value,
  onChange,
}: {
  area: TArea;
  value: string;
  onChange: (id: string) => void;
}) {
  return area === 'admin' ? (
    <CompanyFilter value={value} onChange={onChange} />
  ) : (
    <PropertyFilter value={value} onChange={onChange} />
  );
}
