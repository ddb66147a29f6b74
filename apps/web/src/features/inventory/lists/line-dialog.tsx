import { INVENTORY_PHOTO_FILES, ZUpdateInventoryListItemInput } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { Button } from '@sewa/ui/button.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField, NumberField, SelectField, TextAreaField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListEditing } from '../api/inventory';
import { useInventoryLabels } from '../shared/labels';
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
    <Modal
      open
      onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}
      title={t('line.edit-title', { name })}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.back')}
          </Button>
          <Button type="submit" form={formId} isLoading={form.formState.isSubmitting}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id={formId}
          noValidate
          onSubmit={onSubmit}
          aria-label={t('line.edit-title', { name })}
          className="flex flex-col gap-4"
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
          <FormField label={t('line.add-photos')} id={`${formId}-photos`}>
            <FileUpload
              kind="image"
              value={files}
              onChange={setFiles}
              maxFiles={INVENTORY_PHOTO_FILES.photos.maxFiles}
              maxSizeMb={INVENTORY_PHOTO_FILES.photos.maxSizeMb}
              existingCount={line.photos.length}
            />
          </FormField>
        </form>
      </FormProvider>
    </Modal>
  );
}
