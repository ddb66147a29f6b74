import { ZUpdateInventoryListItemInput } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField, TextAreaField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListEditing } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
import { InventoryPhotosField } from '../shared/photos-field';
import type { TLine } from './list-parts';

type TForm = { quantity: string; condition: TInventoryCondition; remarks: string; not_to_rate: boolean };

/** Changes one line of a draft or rejected list: quantity, condition, remarks, "not to rate", more photos. */
export function LineDialog({ line, onClose }: { line: TLine; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const labels = useInventoryLabels();
  const toast = useToast();
  const { updateLine } = useListEditing();
  const [files, setFiles] = useState<File[]>([]);
  const name = labels.itemName(line);
  const toInput = (form: TForm) => ({
    inventory_list_item_id: line.id,
    quantity: form.quantity,
    condition: form.condition,
    remarks: form.remarks,
    not_to_rate: form.not_to_rate,
  });
  const form = useForm<TForm>({
    defaultValues: {
      quantity: String(line.quantity),
      condition: line.condition,
      remarks: line.remarks ?? '',
      not_to_rate: line.not_to_rate,
    },
    resolver: schemaResolver(ZUpdateInventoryListItemInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('line.save-failed'), async (values) => {
    await updateLine.mutateAsync({ ...toInput(values), ...(files.length ? { photos: files } : {}) });
    toast.success(t('line.saved', { name }));
    onClose();
  });
  const formId = `line-${line.id}`;
  return (
    <FormDialog
      id={formId}
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('line.edit-title', { name })}
      cancelLabel={t('common.back')}
      submitLabel={t('common.save')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="quantity" label={t('item.quantity')} isRequired isInteger min={1} />
        <SelectField
          name="condition"
          label={t('item.condition')}
          isRequired
          options={labels.conditionOptions}
        />
      </div>
      <TextAreaField name="remarks" label={t('item.remarks')} rows={3} />
      <CheckboxField
        name="not_to_rate"
        label={t('line.not-to-rate')}
        description={t('line.not-to-rate-hint')}
      />
      <InventoryPhotosField
        id={`${formId}-photos`}
        label={t('line.add-photos')}
        files={files}
        onChange={setFiles}
        existingCount={line.photos.length}
      />
    </FormDialog>
  );
}
