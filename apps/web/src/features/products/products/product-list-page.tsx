import { PRODUCT_CATEGORIES, PRODUCT_KINDS, type TProduct } from '@sewa/domain/products/schemas';
import { formatMoney } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Checkbox } from '@sewa/ui/checkbox.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Select } from '@sewa/ui/select.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../app/language';
import { PagedTable, usePagedCall } from '../../../shared/screens/paged-table';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { SearchBox } from '../../../shared/screens/search-box';
import { PRODUCT_CALLS, type TProductArea, useTaxItemChoices } from '../api/products';
import { rateText } from '../tax-items/rate';

const ALL = 'all';
type TFilters = { search: string; category: string; kind: string; include_inactive: boolean };
const NO_FILTERS: TFilters = { search: '', category: '', kind: '', include_inactive: false };

/**
 * control-panel: the operator's products (what its invoice lines charge for), or on the admin site the
 * master products every new company starts with. Search by name, narrow by category.
 */
export function ProductListScreen({ area }: { area: TProductArea }) {
  const { t } = useTranslation('products');
  const [filters, setFilters] = useState<TFilters>(NO_FILTERS);
  const paged = usePagedCall(PRODUCT_CALLS[area].list, {
    search: filters.search || undefined,
    category: (filters.category || undefined) as (typeof PRODUCT_CATEGORIES)[number] | undefined,
    kind: (filters.kind || undefined) as (typeof PRODUCT_KINDS)[number] | undefined,
    include_inactive: filters.include_inactive,
  });
  const taxItems = useTaxItemChoices(area);
  const taxName = new Map(
    taxItems.items.map((item) => [item.id, `${item.name} (${rateText(item.rate_bp)})`]),
  );
  const isChinese = useLanguage() === 'cn';
  const change = (next: TFilters) => {
    setFilters(next);
    paged.setPage(1);
  };
  const isFiltered =
    filters.search !== '' || filters.category !== '' || filters.kind !== '' || filters.include_inactive;

  const columns: TDataTableColumn<TProduct>[] = [
    {
      key: 'name',
      header: t('list.name'),
      cell: (p) => (
        <div className="flex flex-col">
          <span className="font-medium text-slate-900">{isChinese ? p.name_cn : p.name_en}</span>
          <span className="text-xs text-slate-500">{isChinese ? p.name_en : p.name_cn}</span>
        </div>
      ),
    },
    { key: 'category', header: t('list.category'), cell: (p) => t(`category.${p.category}`) },
    { key: 'kind', header: t('list.kind'), cell: (p) => t(`kind.${p.kind}`) },
    {
      key: 'default_amount_sen',
      header: t('list.default_amount'),
      align: 'right',
      cell: (p) => <span className="tabular-nums">{formatMoney(p.default_amount_sen, 'myr')}</span>,
    },
    {
      key: 'tax',
      header: t('list.tax'),
      cell: (p) => (p.tax_item_id === null ? t('product.no-tax') : (taxName.get(p.tax_item_id) ?? '—')),
    },
    {
      key: 'payouts',
      header: t('list.payouts'),
      cell: (p) => (p.counts_in_payouts ? t('list.yes') : t('list.no')),
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (p) =>
        p.is_active ? (
          <StatusBadge status="active" label={t('list.active')} />
        ) : (
          <StatusBadge status="inactive" label={t('list.inactive')} />
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (p) => (
        <Link
          to={`/${area}/edit-master-product/${p.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: isChinese ? p.name_cn : p.name_en })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t(`list.title-${area}`)}
        description={t(`list.description-${area}`)}
        actions={
          <Button asChild>
            <Link to={`/${area}/create-new-product`}>{t('list.create')}</Link>
          </Button>
        }
      />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <SearchBox
          value={filters.search}
          onSearch={(search) => change({ ...filters, search })}
          label={t('filters.search')}
          placeholder={t('filters.search-placeholder')}
          buttonLabel={t('filters.search-button')}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Select
            aria-label={t('filters.category')}
            className="w-full sm:w-48"
            options={[
              { value: ALL, label: t('filters.all-categories') },
              ...PRODUCT_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
            ]}
            value={filters.category || ALL}
            onValueChange={(category) => change({ ...filters, category: category === ALL ? '' : category })}
          />
          <Select
            aria-label={t('filters.kind')}
            className="w-full sm:w-40"
            options={[
              { value: ALL, label: t('filters.all-kinds') },
              ...PRODUCT_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) })),
            ]}
            value={filters.kind || ALL}
            onValueChange={(kind) => change({ ...filters, kind: kind === ALL ? '' : kind })}
          />
          <Checkbox
            id="products-include-inactive"
            label={t('filters.include-inactive')}
            checked={filters.include_inactive}
            onCheckedChange={(isOn) => change({ ...filters, include_inactive: isOn })}
          />
          {isFiltered && (
            <Button variant="ghost" onClick={() => change(NO_FILTERS)}>
              {t('filters.clear')}
            </Button>
          )}
        </div>
      </div>
      <PagedTable paged={paged} caption={t(`list.title-${area}`)} columns={columns} rowKey={(p) => p.id} />
    </div>
  );
}
