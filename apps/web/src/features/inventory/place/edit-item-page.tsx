import {
  INVENTORY_PHOTO_FILES,
  type TInventoryItem,
  ZUpdateInventoryItemInput,
} from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { Button } from '@sewa/ui/button.tsx';
import { Card } from '@sewa/ui/card.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../shared/forms/fields';
import { FormShell } from '../../../shared/forms/form-shell';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { ScreenState } from '../../../shared/screens/screen-state';
import { useInventoryItem, useUpdateInventoryItem } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import { InventoryPhotosField } from '../shared/photos-field';
import { usePathId } from '../shared/search';
import { PlaceFrame, placeLink, type TInventoryPlace } from './place-frame';

const MAX_PHOTOS = INVENTORY_PHOTO_FILES.photos.maxFiles;

type TForm = { name: string; quantity: string; condition: TInventoryCondition; remarks: string };

/** /operator/edit-inventory-items/{item id}: an item's name, quantity, condition, remarks and photos. */
export function EditInventoryItemScreen() {
  const { t } = useTranslation('inventory');
  const itemId = usePathId();
  const item = useInventoryItem(itemId);
  return (
    <ScreenState query={item} data={item.data?.data}>
      {(data) => (
        <PlaceFrame unitId={data.unit_id} roomId={data.room_id ?? undefined} title={t('edit.title')}>
          {(place) => <EditItemForm item={data} place={place} />}
        </PlaceFrame>
      )}
    </ScreenState>
  );
}

function EditItemForm({ item, place }: { item: TInventoryItem; place: TInventoryPlace }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateInventoryItem();
  const back = placeLink(place);
  const [removed, setRemoved] = useState<number[]>([]);
  const [files, setFiles] = useState<File[]>([]);
  const kept = item.photos.filter((p) => !removed.includes(p.file_id)).length;
  const toInput = (form: TForm) => ({
    inventory_item_id: item.id,
    name: form.name,
    quantity: form.quantity,
    condition: form.condition,
    remarks: form.remarks,
    remove_photo_ids: removed,
  });
  const form = useForm<TForm>({
    defaultValues: {
      name: item.name,
      quantity: String(item.quantity),
      condition: item.condition,
      remarks: item.remarks ?? '',
    },
    resolver: schemaResolver(ZUpdateInventoryItemInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('edit.failed'), async (values) => {
    await update.mutateAsync({ ...toInput(values), ...(files.length ? { photos: files } : {}) });
    toast.success(t('edit.saved'));
    await navigate({ to: back.to, search: back.search });
  });
  const toggle = (fileId: number) =>
    setRemoved((all) => (all.includes(fileId) ? all.filter((id) => id !== fileId) : [...all, fileId]));

  return (
    <FormShell
      form={form}
      onSubmit={onSubmit}
      label={t('edit.title')}
      submitLabel={t('common.save')}
      footer={
        <Link
          to={back.to}
          search={back.search}
          className="text-sm font-medium text-slate-700 hover:underline"
        >
          {t('common.cancel')}
        </Link>
      }
    >
      <Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="name" label={t('item.name')} isRequired maxLength={120} />
          <NumberField name="quantity" label={t('item.quantity')} isRequired isInteger min={1} />
          <SelectField
            name="condition"
            label={t('item.condition')}
            isRequired
            options={labels.conditionOptions}
          />
          <TextAreaField name="remarks" label={t('item.remarks')} rows={3} className="sm:col-span-2" />
        </div>
      </Card>
      <Card title={t('item.photos')} description={t('edit.photos-hint', { count: MAX_PHOTOS })}>
        <div className="flex flex-col gap-4">
          {item.photos.length > 0 && (
            <ul aria-label={t('edit.saved-photos')} className="flex flex-wrap gap-3">
              {item.photos.map((photo, i) => {
                const isRemoved = removed.includes(photo.file_id);
                return (
                  <li key={photo.file_id} className="flex flex-col items-center gap-1">
                    <img
                      src={photo.url}
                      alt={t('photos.nth', { name: labels.itemName(item), n: i + 1 })}
                      className={`size-24 rounded-control border object-cover ${isRemoved ? 'opacity-30' : 'border-slate-200'}`}
                    />
                    <Button
                      size="sm"
                      variant={isRemoved ? 'outline' : 'ghost'}
                      aria-pressed={isRemoved}
                      onClick={() => toggle(photo.file_id)}
                      aria-label={
                        isRemoved ? t('edit.keep-photo', { n: i + 1 }) : t('edit.remove-photo', { n: i + 1 })
                      }
                    >
                      {isRemoved ? t('edit.keep') : t('edit.remove')}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          <InventoryPhotosField
            id="field-photos"
            label={t('edit.add-photos')}
            files={files}
            onChange={setFiles}
            existingCount={kept}
          />
        </div>
      </Card>
    </FormShell>
  );
}
