import type { TInventoryItem } from '@sewa/domain/tenancy/inventory-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { ConfirmDialog } from '@sewa/ui/confirm-dialog.tsx';
import { DataTable, type TDataTableColumn } from '@sewa/ui/data-table.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFailureToast } from '../../../shared/forms/use-failure-toast';
import { ROW_LINK_CLASSES } from '../../../shared/screens/panel-bar';
import { useDeleteInventoryItem } from '../api/inventory';
import { ConditionBadge, useInventoryLabels } from '../shared/labels';
import { PhotoStrip } from '../shared/photo-strip';

/** The items of a unit's common areas or of a room: what, how many, in what state, with photos. */
export function ItemsTable({ items, caption }: { items: TInventoryItem[]; caption: string }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const [deleting, setDeleting] = useState<TInventoryItem | null>(null);
  const columns: TDataTableColumn<TInventoryItem>[] = [
    {
      key: 'name',
      header: t('item.name'),
      cell: (item) => <span className="font-medium">{labels.itemName(item)}</span>,
    },
    { key: 'quantity', header: t('item.quantity'), align: 'right' },
    {
      key: 'condition',
      header: t('item.condition'),
      cell: (item) => <ConditionBadge condition={item.condition} />,
    },
    {
      key: 'photos',
      header: t('item.photos'),
      cell: (item) => <PhotoStrip photos={item.photos} name={labels.itemName(item)} />,
    },
    {
      key: 'remarks',
      header: t('item.remarks'),
      cell: (item) => <span className="text-sm text-slate-600">{item.remarks ?? '—'}</span>,
    },
    {
      key: 'actions',
      header: t('common.actions'),
      cell: (item) => (
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to={`/operator/edit-inventory-items/${item.id}`}
            className={ROW_LINK_CLASSES}
            aria-label={t('place.edit-named', { name: labels.itemName(item) })}
          >
            {t('common.edit')}
          </Link>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setDeleting(item)}
            aria-label={t('place.delete-named', { name: labels.itemName(item) })}
          >
            {t('common.delete')}
          </Button>
        </div>
      ),
    },
  ];
  return (
    <>
      <DataTable
        caption={caption}
        columns={columns}
        rows={items}
        rowKey={(item) => item.id}
        pagination={{ mode: 'client', pageSize: 20 }}
      />
      {deleting && <DeleteItemDialog item={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}

function DeleteItemDialog({ item, onClose }: { item: TInventoryItem; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const fail = useFailureToast();
  const remove = useDeleteInventoryItem();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      tone="danger"
      title={t('place.delete-title')}
      message={t('place.delete-message', { name: labels.itemName(item) })}
      confirmLabel={t('common.delete')}
      cancelLabel={t('common.back')}
      onConfirm={async () => {
        try {
          await remove.mutateAsync({ inventory_item_id: item.id });
          toast.success(t('place.deleted'));
        } catch (error) {
          fail(t('place.delete-failed'), error);
          throw error;
        }
      }}
    />
  );
}
