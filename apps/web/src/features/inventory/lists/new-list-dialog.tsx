import { ZCreateInventoryListInput } from '@sewa/domain/tenancy/inventory-schemas';
import { INVENTORY_LIST_KINDS, type TInventoryListKind } from '@sewa/domain/tenancy/machines';
import { FormField } from '@sewa/ui/form-field.tsx';
import { useToast } from '@sewa/ui/toast.tsx';
import { useNavigate } from '@tanstack/react-router';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/forms/form-dialog';
import { NativeSelect } from '../../../shared/forms/native-select';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { SegmentedChoice } from '../../../shared/forms/segmented-choice';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useCreateInventoryList, useOpenTenancies } from '../api/inventory';
import { placeOf } from '../shared/labels';

type TForm = { tenancy_id: string; kind: TInventoryListKind };

/**
 * "New list": a pending or active tenancy and the kind (check-in or move-out). Made from the place's items,
 * the new list opens on its item list. `tenancyId` prefills the tenancy (from the tenancy's inventory tab).
 */
export function NewListDialog({ tenancyId, onClose }: { tenancyId?: number; onClose: () => void }) {
  const { t } = useTranslation('inventory');
  const toast = useToast();
  const navigate = useNavigate();
  const create = useCreateInventoryList();
  const tenancies = useOpenTenancies();
  const toInput = (form: TForm) => ({ tenancy_id: form.tenancy_id, kind: form.kind });
  const form = useForm<TForm>({
    defaultValues: { tenancy_id: tenancyId ? String(tenancyId) : '', kind: 'check_in' },
    resolver: schemaResolver(ZCreateInventoryListInput, toInput),
  });
  const onSubmit = useFormSubmit(form, t('new.failed'), async (values) => {
    const answer = await create.mutateAsync(toInput(values));
    toast.success(t('new.created'));
    onClose();
    await navigate({ to: `/operator/inventory-list-item-list/${answer.data.id}` });
  });
  const options = tenancies.rows.map((row) => ({
    value: String(row.id),
    label: `${row.code} · ${row.tenant_name} · ${placeOf(row)}`,
  }));
  const error = form.formState.errors.tenancy_id?.message;
  return (
    <FormDialog
      id="new-inventory-list"
      form={form}
      onSubmit={onSubmit}
      onClose={onClose}
      title={t('new.title')}
      description={t('new.description')}
      cancelLabel={t('common.back')}
      submitLabel={t('new.submit')}
    >
      <FormField label={t('new.tenancy')} id="field-tenancy-id" isRequired error={error}>
        <Controller
          control={form.control}
          name="tenancy_id"
          render={({ field }) => (
            <NativeSelect
              name={field.name}
              ref={field.ref}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              options={options}
              placeholder={tenancies.isLoading ? t('new.loading') : t('new.choose-tenancy')}
              isInvalid={Boolean(error)}
            />
          )}
        />
      </FormField>
      <Controller
        control={form.control}
        name="kind"
        render={({ field }) => (
          <SegmentedChoice
            legend={t('list.kind')}
            options={INVENTORY_LIST_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
