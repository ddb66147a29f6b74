import { userGetAutoBilling, userSetRecurringItems } from '@sewa/domain/billing/calls';
import type { TAutoBilling } from '@sewa/domain/billing/schemas';
import { userListProducts, userListTaxItems } from '@sewa/domain/products/calls';
import type { TTenancyDetail } from '@sewa/domain/tenancy/schemas';
import { parseMoneyToSen } from '@sewa/format/money';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { callKey, useCall, useCallMutation } from '../../../app/api/hooks';
import { SelectField, TextField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenState } from '../../../shared/screens/screen-state';
import { rm } from '../shared/labels';

// The tenancy's recurring items (docs/decisions/0021-billing.md "Auto billing"): what auto billing charges
// every period with the rent. Listed, added and edited in a dialog, removed after a confirmation; the
// whole list is saved by user-set-recurring-items, which prices each item as the job will (101 shown on
// the dialog's fields).

type TItem = TAutoBilling['recurring_items'][number];
type TValues = { product_id: string; description: string; unit_price: string; tax_item_id: string };
const MAX_ITEMS = 10;
const FIRST_100 = { page: 1, page_size: 100 } as const;

export function RecurringItems({ tenancy }: { tenancy: TTenancyDetail }) {
  const { t } = useTranslation('tenancy');
  const toast = useToast();
  const fail = useFailureToast();
  const qc = useQueryClient();
  const input = { tenancy_id: tenancy.id };
  const query = useCall(userGetAutoBilling, input);
  const products = useCall(userListProducts, FIRST_100).data?.data.items ?? [];
  const taxes = useCall(userListTaxItems, FIRST_100).data?.data.items ?? [];
  const save = useCallMutation(userSetRecurringItems, {
    onSuccess: (res) => qc.setQueryData(callKey(userGetAutoBilling, input), res),
  });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const isOpen = tenancy.status === 'active' || tenancy.status === 'pending';
  const productName = (id: number) => products.find((p) => p.id === id)?.name_en ?? `#${id}`;
  const taxName = (id?: number) =>
    id ? (taxes.find((x) => x.id === id)?.name ?? `#${id}`) : t('recurring.no-tax');
  const saveList = (items: TItem[]) =>
    save.mutateAsync({ tenancy_id: tenancy.id, recurring_items: JSON.stringify(items) });
  return (
    <Card title={t('recurring.title')}>
      <ScreenState query={query} data={query.data?.data}>
        {(auto) => {
          const items = auto.recurring_items;
          const columns: TDataTableColumn<TItem & { n: number }>[] = [
            { key: 'product', header: t('recurring.product'), cell: (r) => productName(r.product_id) },
            { key: 'description', header: t('recurring.description'), cell: (r) => r.description ?? '' },
            {
              key: 'price',
              header: t('recurring.unit-price'),
              align: 'right',
              cell: (r) => rm(r.unit_price_sen),
            },
            { key: 'tax', header: t('recurring.tax'), cell: (r) => taxName(r.tax_item_id) },
            {
              key: 'actions',
              header: <span className="sr-only">{t('recurring.actions')}</span>,
              cell: (r) =>
                isOpen ? (
                  <span className="flex gap-1">
                    <Button variant="ghost" onClick={() => setEditing(r.n)}>
                      {t('recurring.edit')}
                    </Button>
                    <Button variant="ghost" onClick={() => setRemoving(r.n)}>
                      {t('recurring.remove')}
                    </Button>
                  </span>
                ) : null,
            },
          ];
          return (
            <div className="flex flex-col gap-3">
              <p className="text-sm text-slate-600">{t('recurring.description-text')}</p>
              <DataTable
                caption={t('recurring.title')}
                columns={columns}
                rows={items.map((item, n) => ({ ...item, n }))}
                rowKey={(r) => r.n}
              />
              {isOpen && items.length < MAX_ITEMS && (
                <Button variant="outline" className="self-start" onClick={() => setEditing('new')}>
                  {t('recurring.add')}
                </Button>
              )}
              {editing !== null && (
                <ItemDialog
                  item={editing === 'new' ? null : (items[editing] ?? null)}
                  products={products.map((p) => ({ value: String(p.id), label: p.name_en }))}
                  taxes={taxes.map((x) => ({ value: String(x.id), label: x.name }))}
                  onClose={() => setEditing(null)}
                  onSave={async (item) => {
                    const next =
                      editing === 'new'
                        ? [...items, item]
                        : items.map((old, n) => (n === editing ? item : old));
                    await saveList(next);
                    toast.success(t('recurring.saved'));
                    setEditing(null);
                  }}
                />
              )}
              {removing !== null && items[removing] && (
                <ConfirmDialog
                  open
                  onOpenChange={(open) => !open && setRemoving(null)}
                  title={t('recurring.remove-title')}
                  message={t('recurring.remove-message', {
                    product: productName(items[removing].product_id),
                  })}
                  confirmLabel={t('recurring.remove')}
                  cancelLabel={t('confirm.back')}
                  tone="danger"
                  onConfirm={async () => {
                    try {
                      await saveList(items.filter((_, n) => n !== removing));
                      toast.success(t('recurring.removed'));
                    } catch (error) {
                      fail(t('confirm.failed'), error);
                      throw error;
                    }
                  }}
                />
              )}
            </div>
          );
        }}
      </ScreenState>
    </Card>
  );
}

function ItemDialog({
  item,
  products,
  taxes,
  onClose,
  onSave,
}: {
  item: TItem | null;
  products: { value: string; label: string }[];
  taxes: { value: string; label: string }[];
  onClose: () => void;
  onSave: (item: TItem) => Promise<void>;
}) {
  const { t } = useTranslation('tenancy');
  const form = useForm<TValues>({
    defaultValues: {
      product_id: item ? String(item.product_id) : '',
      description: item?.description ?? '',
      unit_price: item ? (item.unit_price_sen / 100).toFixed(2) : '',
      tax_item_id: item?.tax_item_id ? String(item.tax_item_id) : '',
    },
  });
  const onSubmit = useFormSubmit(form, t('recurring.failed'), async (v) => {
    const price = parseMoneyToSen(v.unit_price);
    let isValid = true;
    if (!v.product_id) {
      form.setError('product_id', { message: t('recurring.required') });
      isValid = false;
    }
    if (price === null || price <= 0) {
      form.setError('unit_price', { message: t('recurring.invalid-price') });
      isValid = false;
    }
    if (v.description.length > 200) {
      form.setError('description', { message: t('recurring.too-long') });
      isValid = false;
    }
    if (!isValid) return;
    await onSave({
      product_id: Number(v.product_id),
      unit_price_sen: price ?? 0,
      ...(v.description.trim() ? { description: v.description.trim() } : {}),
      ...(v.tax_item_id ? { tax_item_id: Number(v.tax_item_id) } : {}),
    });
  });
  return (
    <FormDialog
      id="recurring-item"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={item ? t('recurring.edit-title') : t('recurring.add-title')}
      cancelLabel={t('confirm.back')}
      submitLabel={t('recurring.save')}
    >
      <SelectField
        name="product_id"
        label={t('recurring.product')}
        isRequired
        placeholder={t('recurring.choose')}
        options={products}
      />
      <TextField name="description" label={t('recurring.description')} />
      <TextField name="unit_price" label={t('recurring.unit-price')} inputMode="decimal" isRequired />
      <SelectField
        name="tax_item_id"
        label={t('recurring.tax')}
        noneLabel={t('recurring.no-tax')}
        options={taxes}
      />
    </FormDialog>
  );
}
