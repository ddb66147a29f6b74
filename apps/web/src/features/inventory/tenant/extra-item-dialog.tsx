import { INVENTORY_PHOTO_FILES, ZAddExtraInventoryItemInput } from '@sewa/domain/tenancy/inventory-schemas';
import type { TInventoryCondition } from '@sewa/domain/tenancy/machines';
import { Button } from '@sewa/ui/button.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberField, SelectField, TextAreaField, TextField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListAnswer } from '../api/inventory';
import type { TList } from '../lists/list-parts';
import { useInventoryLabels } from '../shared/labels';

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
    <Modal
      open
      onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}
      title={t('extra.title')}
      description={t('extra.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.back')}
          </Button>
          <Button type="submit" form="extra-inventory-item" isLoading={form.formState.isSubmitting}>
            {t('extra.submit')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id="extra-inventory-item"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('extra.title')}
          className="flex flex-col gap-4"
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
          <FormField label={t('item.photos')} id="extra-photos">
            <FileUpload
              kind="image"
              value={files}
              onChange={setFiles}
              maxFiles={INVENTORY_PHOTO_FILES.photos.maxFiles}
              maxSizeMb={INVENTORY_PHOTO_FILES.photos.maxSizeMb}
            />
          </FormField>
        </form>
      </FormProvider>
    </Modal>
  );
}
