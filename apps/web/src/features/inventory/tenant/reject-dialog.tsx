import { INVENTORY_PHOTO_FILES, ZRejectInventoryListInput } from '@sewa/domain/tenancy/inventory-schemas';
import { Button } from '@sewa/ui/button.tsx';
import { FileUpload } from '@sewa/ui/file-upload.tsx';
import { FormField } from '@sewa/ui/form-field.tsx';
import { Modal } from '@sewa/ui/modal.tsx';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/forms/fields';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListAnswer } from '../api/inventory';
import type { TList } from '../lists/list-parts';

type TForm = { remarks: string };

/** "Reject": what is wrong (required) and photos of it; the operator corrects the list and sends it again. */
export function RejectDialog({
  list,
  onClose,
  onRejected,
}: {
  list: TList;
  onClose: () => void;
  onRejected: () => void;
}) {
  const { t } = useTranslation('inventory');
  const { reject } = useListAnswer();
  const [files, setFiles] = useState<File[]>([]);
  const form = useForm<TForm>({
    defaultValues: { remarks: '' },
    resolver: schemaResolver(ZRejectInventoryListInput, (f: TForm) => ({
      inventory_list_id: list.id,
      remarks: f.remarks,
    })),
  });
  const onSubmit = useFormSubmit(form, t('reject.failed'), async (values) => {
    await reject.mutateAsync({
      inventory_list_id: list.id,
      remarks: values.remarks,
      ...(files.length ? { photos: files } : {}),
    });
    onClose();
    onRejected();
  });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && !form.formState.isSubmitting && onClose()}
      title={t('reject.title')}
      description={t('reject.description')}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={form.formState.isSubmitting}>
            {t('common.back')}
          </Button>
          <Button
            type="submit"
            form="reject-inventory-list"
            variant="danger"
            isLoading={form.formState.isSubmitting}
          >
            {t('reject.submit')}
          </Button>
        </>
      }
    >
      <FormProvider {...form}>
        <form
          id="reject-inventory-list"
          noValidate
          onSubmit={onSubmit}
          aria-label={t('reject.title')}
          className="flex flex-col gap-4"
        >
          <TextAreaField name="remarks" label={t('reject.remarks')} isRequired rows={4} />
          <FormField label={t('reject.photos')} id="reject-photos">
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
