import type { TPropertyListItem } from '@sewa/domain/properties/property-schemas';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../shared/display-date';
import { placeOf } from '../../../shared/listings/listing-card';
import { rm } from '../../../shared/listings/money';
import { useLabels } from '../../../shared/listings/use-labels';
import type { TPage } from '../../../shared/screens/paged-table';
import { ListingStatusBadge } from '../shared/listing-status-badge';

export const PAGE_SIZES = [10, 20, 50] as const;

export type TPropertyPage = TPage<TPropertyListItem>;

/** A page of properties: name (linking to the edit screen), place, units, price, status and actions. */
export type TPropertyTableProps = {
  page: TPropertyPage | undefined;
  isLoading: boolean;
  /** Where the name links to; null leaves it as text. */
  editHref: ((item: TPropertyListItem) => string) | null;
  showCompany?: boolean;
  actions?: (item: TPropertyListItem) => ReactNode;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  caption: string;
};

export function PropertyTable({
  page,
  isLoading,
  editHref,
  showCompany = false,
  actions,
  onPageChange,
  onPageSizeChange,
  caption,
}: TPropertyTableProps) {
  const { t } = useTranslation('properties');
  const labels = useLabels();
  const columns: TDataTableColumn<TPropertyListItem>[] = [
    {
      key: 'name',
      header: t('table.property'),
      cell: (item) => (
        <div className="flex items-center gap-3">
          {item.cover_photo_url ? (
            <img src={item.cover_photo_url} alt="" className="h-10 w-16 shrink-0 rounded object-cover" />
          ) : (
            <span aria-hidden="true" className="h-10 w-16 shrink-0 rounded bg-slate-100" />
          )}
          <div className="min-w-0">
            {editHref ? (
              <Link to={editHref(item)} className="font-medium text-brand-800 hover:underline">
                {item.name}
              </Link>
            ) : (
              <span className="font-medium text-slate-900">{item.name}</span>
            )}
            <p className="text-xs text-slate-500">
              {labels.PROPERTY_TYPE_LABELS[item.type]} · {placeOf(item)}
            </p>
          </div>
        </div>
      ),
    },
    ...(showCompany
      ? [{ key: 'company_name', header: t('table.company') } satisfies TDataTableColumn<TPropertyListItem>]
      : []),
    {
      key: 'units',
      header: t('table.units'),
      align: 'right',
      cell: (item) =>
        t('table.units-cell', { units: item.unit_count, available: item.available_rental_count }),
    },
    {
      key: 'price',
      header: t('table.price-from'),
      align: 'right',
      cell: (item) => (item.price_from_sen === null ? '—' : rm(item.price_from_sen)),
    },
    {
      key: 'status',
      header: t('table.status'),
      cell: (item) => (
        <div className="flex flex-col items-start gap-1">
          <ListingStatusBadge status={item.status} />
          <span className="text-xs text-slate-500">
            {t('table.updated', { date: formatDisplayDate(new Date(item.updated_at), 'DD Mon YYYY') })}
          </span>
          {item.rejection_reason && item.status === 'draft' && (
            <span className="max-w-56 text-xs whitespace-normal text-red-700">
              {t('table.rejected', { reason: item.rejection_reason })}
            </span>
          )}
        </div>
      ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            header: t('table.actions'),
            cell: actions,
          } satisfies TDataTableColumn<TPropertyListItem>,
        ]
      : []),
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={page?.items ?? []}
      rowKey={(item) => item.id}
      isLoading={isLoading}
      sorting={{ mode: 'server', sort: null, onSortChange: () => {} }}
      pagination={{
        mode: 'server',
        page: page?.page ?? 1,
        pageSize: page?.page_size ?? PAGE_SIZES[0],
        total: page?.total ?? 0,
        onPageChange,
        onPageSizeChange,
        pageSizeOptions: PAGE_SIZES,
      }}
    />
  );
}
