import { ZRejectInventoryListInput } from '@sewa/domain/tenancy/inventory-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '../../../shared/forms/fields';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useListAnswer } from '../api/inventory';
import type { TList } from '../lists/list-parts';
import { InventoryPhotosField } from '../shared/photos-field';

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
    <FormDialog
      id="reject-inventory-list"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('reject.title')}
      description={t('reject.description')}
      cancelLabel={t('common.back')}
      submitLabel={t('reject.submit')}
      tone="danger"
    >
      <TextAreaField name="remarks" label={t('reject.remarks')} isRequired rows={4} />
      <InventoryPhotosField id="reject-photos" label={t('reject.photos')} files={files} onChange={setFiles} />
    </FormDialog>
  );
}
