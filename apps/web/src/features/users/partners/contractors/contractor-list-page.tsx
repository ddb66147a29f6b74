import { WORK_CATEGORIES, workCategoryLabel } from '@sewa/domain/users/partners-categories';
import type { TContractorListItem } from '@sewa/domain/users/partners-schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../app/language';
import { PagedTable, usePagedCall } from '../../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import { SearchBox } from '../../../../shared/screens/search-box';
import { CONTRACTOR_CALLS, type TPartnerArea } from '../api/partners';
import { CompanyFilter } from '../shared/company-filter';
import { mobileText, PartnerStatus } from '../shared/partner-bits';

const ALL = 'all';
type TCategory = (typeof WORK_CATEGORIES)[number]['code'];

/** contractor: the company's contractors (operator) or every company's (admin), by category of work. */
export function ContractorListScreen({ area }: { area: TPartnerArea }) {
  const { t } = useTranslation('partners');
  const lang = useLanguage();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [companyId, setCompanyId] = useState('');
  const paged = usePagedCall(CONTRACTOR_CALLS[area].list, {
    search: search || undefined,
    category: (category || undefined) as TCategory | undefined,
    ...(area === 'admin' && companyId ? { company_id: companyId } : {}),
  });
  const columns: TDataTableColumn<TContractorListItem>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (c) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{c.business_name ?? c.name}</span>
          <span className="text-xs text-slate-500">
            {c.business_name ? c.name : t(`kind.${c.kind}`)}
            {area === 'admin' ? ` · ${c.company_name ?? '—'}` : ''}
          </span>
        </div>
      ),
    },
    { key: 'phone', header: t('list.phone'), cell: (c) => mobileText(c.mobile_country_code, c.mobile) },
    {
      key: 'categories',
      header: t('list.categories'),
      cell: (c) => c.categories.map((code) => workCategoryLabel(code, lang)).join(', '),
    },
    {
      key: 'subs',
      header: t('list.sub-contractors'),
      align: 'right',
      cell: (c) => <span className="tabular-nums">{c.sub_contractor_count}</span>,
    },
    { key: 'status', header: t('list.status'), cell: (c) => <PartnerStatus status={c.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (c) => (
        <Link
          to={`/${area}/edit-contractor/${c.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: c.business_name ?? c.name })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];
  const restart =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      paged.setPage(1);
    };
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('contractor.list-title')}
        description={t(`contractor.list-description-${area}`)}
        actions={
          area === 'operator' ? (
            <Button asChild>
              <Link to="/operator/create-new-contractor-profile">{t('contractor.create')}</Link>
            </Button>
          ) : undefined
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={search}
          onSearch={restart(setSearch)}
          label={t('contractor.search')}
          placeholder={t('contractor.search-placeholder')}
          buttonLabel={t('list.search-button')}
        />
        <Select
          aria-label={t('list.category')}
          className="w-full sm:w-56"
          options={[
            { value: ALL, label: t('list.all-categories') },
            ...WORK_CATEGORIES.map((c) => ({ value: c.code, label: c.label[lang] })),
          ]}
          value={category || ALL}
          onValueChange={(next) => restart(setCategory)(next === ALL ? '' : next)}
        />
        {area === 'admin' && <CompanyFilter value={companyId} onChange={restart(setCompanyId)} />}
      </div>
      <PagedTable paged={paged} caption={t('contractor.list-title')} columns={columns} rowKey={(c) => c.id} />
    </div>
  );
}
