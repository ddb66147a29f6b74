import { VENDOR_CATEGORIES } from '@sewa/domain/users/partners-categories';
import type { TVendor } from '@sewa/domain/users/partners-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, usePagedCall } from '../../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../../shared/screens/screen-header';
import { SearchBox } from '../../../../shared/screens/search-box';
import { VENDOR_CALLS } from '../api/partners';
import { mobileText, PartnerStatus } from '../shared/partner-bits';

const ALL = 'all';

/** vendor: the company's suppliers; archived ones only when asked for. */
export function VendorListScreen() {
  const { t } = useTranslation('partners');
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [includeArchived, setIncludeArchived] = useState(false);
  const paged = usePagedCall(VENDOR_CALLS.list, {
    search: search || undefined,
    category: (category || undefined) as (typeof VENDOR_CATEGORIES)[number] | undefined,
    include_archived: includeArchived,
  });
  const restart =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      paged.setPage(1);
    };
  const columns: TDataTableColumn<TVendor>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (v) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{v.name}</span>
          {v.contact_person && <span className="text-xs text-slate-500">{v.contact_person}</span>}
        </div>
      ),
    },
    {
      key: 'category',
      header: t('list.category'),
      cell: (v) => (v.category ? t(`vendor-category.${v.category}`) : '—'),
    },
    { key: 'mobile', header: t('list.mobile'), cell: (v) => mobileText(v.mobile_country_code, v.mobile) },
    { key: 'email', header: t('list.email'), cell: (v) => v.email ?? '—' },
    { key: 'status', header: t('list.status'), cell: (v) => <PartnerStatus status={v.status} /> },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (v) => (
        <Link
          to={`/operator/edit-vendor/${v.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: v.name })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('vendor.list-title')}
        description={t('vendor.list-description')}
        actions={
          <Button asChild>
            <Link to="/operator/create-new-vendor-profile">{t('vendor.create')}</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={search}
          onSearch={restart(setSearch)}
          label={t('vendor.search')}
          placeholder={t('vendor.search-placeholder')}
          buttonLabel={t('list.search-button')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={t('list.category')}
            className="w-full sm:w-56"
            options={[
              { value: ALL, label: t('list.all-categories') },
              ...VENDOR_CATEGORIES.map((c) => ({ value: c, label: t(`vendor-category.${c}`) })),
            ]}
            value={category || ALL}
            onValueChange={(next) => restart(setCategory)(next === ALL ? '' : next)}
          />
          <Checkbox
            id="vendors-include-archived"
            label={t('vendor.include-archived')}
            checked={includeArchived}
            onCheckedChange={restart(setIncludeArchived)}
          />
        </div>
      </div>
      <PagedTable paged={paged} caption={t('vendor.list-title')} columns={columns} rowKey={(v) => v.id} />
    </div>
  );
}
