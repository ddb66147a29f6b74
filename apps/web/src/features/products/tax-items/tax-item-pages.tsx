import type { TTaxItem } from '@sewa/domain/products/schemas';
import { Button } from '@sewa/ui/button.tsx';
import type { TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { DataTable } from '@sewa/ui/data-table.tsx';
import { StatusBadge } from '@sewa/ui/status-badge.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../shared/listings/load-error';
import { Notice } from '../../../shared/screens/notice';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { ScreenHeader } from '../../../shared/screens/screen-header';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useAllTaxItems, useCreateTaxItem, useUpdateTaxItem } from '../api/products';
import { rateText } from './rate';
import { newTaxItem, TaxItemForm, taxItemFormOf } from './tax-item-form';

const LIST = '/admin/transaction-tax-settings';

/** /admin/transaction-tax-settings: the SST rates products may carry (seeded: SST 8% and 6%). */
export function TaxItemsPage() {
  const { t } = useTranslation('products');
  const query = useAllTaxItems();
  const columns: TDataTableColumn<TTaxItem>[] = [
    { key: 'name', header: t('tax.name'), cell: (i) => <span className="font-medium">{i.name}</span> },
    { key: 'rate', header: t('tax.rate'), align: 'right', cell: (i) => rateText(i.rate_bp) },
    { key: 'calculation', header: t('tax.calculation'), cell: (i) => t(`calculation.${i.calculation}`) },
    { key: 'effective_from', header: t('tax.effective_from'), cell: (i) => i.effective_from.slice(0, 10) },
    {
      key: 'sst',
      header: t('tax.sst_registration_number'),
      cell: (i) => i.sst_registration_number ?? '—',
    },
    {
      key: 'status',
      header: t('list.status'),
      cell: (i) =>
        i.is_active ? (
          <StatusBadge status="active" label={t('list.active')} />
        ) : (
          <StatusBadge status="inactive" label={t('list.inactive')} />
        ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('list.actions')}</span>,
      cell: (i) => (
        <Link
          to={`/admin/edit-transaction-tax-item/${i.id}`}
          className={ROW_LINK_CLASSES}
          aria-label={t('list.edit-named', { name: i.name })}
        >
          {t('list.edit')}
        </Link>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <ScreenHeader
        title={t('tax.title')}
        description={t('tax.description')}
        actions={
          <Button asChild>
            <Link to="/admin/create-transaction-tax-item">{t('tax.create')}</Link>
          </Button>
        }
      />
      {query.isError && !query.data ? (
        <LoadError error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <DataTable
          caption={t('tax.title')}
          columns={columns}
          rows={query.items ?? []}
          rowKey={(i) => i.id}
          isLoading={query.isFetching}
        />
      )}
    </div>
  );
}

/** /admin/create-transaction-tax-item */
export function CreateTaxItemPage() {
  const { t } = useTranslation('products');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateTaxItem();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('tax.create-title')}
        breadcrumbs={[{ label: t('tax.title'), href: LIST }, { label: t('tax.create-title') }]}
      />
      <TaxItemForm
        values={newTaxItem()}
        submitLabel={t('tax.create')}
        save={async (input) => {
          await create.mutateAsync(input);
          toast.success(t('tax.created'));
          await navigate({ to: LIST });
        }}
      />
    </div>
  );
}

/** /admin/edit-transaction-tax-item/{id}: read from the settings list (there is no single-item call). */
export function EditTaxItemPage() {
  const { t } = useTranslation('products');
  const toast = useToast();
  const navigate = useNavigate();
  const { id } = useParams({ strict: false }) as { id: string };
  const query = useAllTaxItems();
  const update = useUpdateTaxItem();
  const item = query.items?.find((i) => String(i.id) === id);
  const missing = query.items !== undefined && item === undefined;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4">
      <ScreenHeader
        title={t('tax.edit-title')}
        breadcrumbs={[{ label: t('tax.title'), href: LIST }, { label: item?.name ?? t('tax.edit-title') }]}
      />
      {missing ? (
        <Notice>{t('tax.not-found')}</Notice>
      ) : (
        <ScreenState query={query} data={item}>
          {(found) => (
            <TaxItemForm
              isEdit
              values={taxItemFormOf(found)}
              submitLabel={t('tax.save')}
              save={async (input) => {
                await update.mutateAsync({ id: found.id, ...input });
                toast.success(t('tax.saved'));
                await navigate({ to: LIST });
              }}
            />
          )}
        </ScreenState>
      )}
    </div>
  );
}
