import { adminListOperators } from '@sewa/domain/users/tenants-calls';
import { Select } from '@sewa/ui/select.tsx';
import { useTranslation } from 'react-i18next';
import { useCall } from '../../../../app/api/hooks';

const ALL = 'all';
/** The companies the filter offers (the first 100 by the operators list's order). */
const COMPANIES_INPUT = { page: 1, page_size: 100 } as const;

/**
 * The admin lists' company filter (product §2.5: lists across companies with filters), fed by the operators
 * list; a sub-admin who may not read that list gets no filter rather than a broken one.
 */
export function CompanyFilter({ value, onChange }: { value: string; onChange: (companyId: string) => void }) {
  const { t } = useTranslation('partners');
  const query = useCall(adminListOperators, COMPANIES_INPUT, { retry: false });
  const companies = query.data?.data.items ?? [];
  if (query.isError || companies.length === 0) return null;
  return (
    <Select
      aria-label={t('list.company')}
      className="w-full sm:w-64"
      options={[
        { value: ALL, label: t('list.all-companies') },
        ...companies.map((c) => ({ value: String(c.id), label: c.name })),
      ]}
      value={value || ALL}
      onValueChange={(next) => onChange(next === ALL ? '' : next)}
    />
  );
}
