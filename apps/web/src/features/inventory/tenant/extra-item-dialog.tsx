import { ZAddExtraInventoryItemInput } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListAnswer } from '../api/inventory';
import type { TList } from '../lists/list-parts';
import { useInventoryLabels } from '../shared/labels';
import { InventoryPhotosField } from '../shared/photos-field';

type TForm = { name: string; quantity: string; condition: TInventoryCondition; remarks: string };

/** "Add an item the list missed": name, quantity, condition, remarks and photos; the operator accepts or refuses it. */
export function ExtraItemDialog({ list, onClose }: { list: TList; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const { addExtra } = useListAnswer();
  const [files, setFiles] = useState<File[]>([]);
  const toInput = (form: TForm) => ({
    inventory_list_id: list.id,
    name: form.name,
    quantity: form.quantity,
    condition: form.condition,
    remarks: form.remarks,
  });
  const form = useForm<TForm>({
    defaultValues: { name: '', quantity: '1', condition: 'good', remarks: '' },
    resolver: schemaResolver(ZAddExtraInventoryItemInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('extra.failed'), async (values) => {
    await addExtra.mutateAsync({ ...toInput(values), ...(files.length ? { photos: files } : {}) });
    toast.success(t('extra.added'));
    onClose();
  });
  return (
    <FormDialog
      id="extra-inventory-item"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('extra.title')}
      description={t('extra.description')}
      cancelLabel={t('common.back')}
      submitLabel={t('extra.submit')}
    >
      <TextField name="name" label={t('item.name')} isRequired maxLength={120} />
      <div className="grid grid-cols-2 gap-4">
        <NumberField name="quantity" label={t('item.quantity')} isRequired isInteger min={1} />
        <SelectField
          name="condition"
          label={t('item.condition')}
          isRequired
          options={labels.conditionOptions}
        />
      </div>
      <TextAreaField name="remarks" label={t('item.remarks')} rows={3} />
      <InventoryPhotosField id="extra-photos" label={t('item.photos')} files={files} onChange={setFiles} />
    </FormDialog>
  );
}
